import {
  INSURABLE_VALUE_MESSAGES,
  isValidIban,
  MAX_INSURABLE_VALUE,
  MIN_INSURABLE_VALUE,
  MULTI_DEVICE_ITEM_KINDS,
  normalizeIban,
  Periodicity,
  ProductType,
} from '@amparo/domain';
import { DiscountCodeSchema, DiscountValidationSchema } from './catalog.ts';
import { bodyId, IsoDateSchema, queryId } from './common.ts';
import { PhoneSchema } from './contact.ts';
import { EmailSchema, SpanishIdSchema } from './users.ts';
import { z } from './zod.ts';

/** The domain's Periodicity (1 monthly, 12 yearly), nothing else. */
export const PeriodicitySchema = z.literal([Periodicity.MONTHLY, Periodicity.YEARLY], {
  error: 'Elige pago mensual o anual',
});
export const PaymentMethodChoiceSchema = z.enum(['card', 'direct_debit'], {
  error: 'Elige tarjeta o domiciliación',
});

/** Device value in cents: what the customer paid, or the catalog's reference price. */
const DeviceValueSchema = z
  .number({ error: 'Indica el valor del dispositivo' })
  .int({ error: 'El valor va en céntimos' })
  .min(MIN_INSURABLE_VALUE, { error: INSURABLE_VALUE_MESSAGES.too_low })
  .max(MAX_INSURABLE_VALUE, { error: INSURABLE_VALUE_MESSAGES.too_high });

/** GET /policies/price: a quote for a device (spec 7). Numbers arrive as query text. */
export const PriceQuerySchema = z.object({
  product_type_id: queryId({ error: 'Indica el tipo de seguro' }),
  generic_item_id: queryId().optional(),
  device_value: z.coerce
    .number()
    .int()
    .min(MIN_INSURABLE_VALUE, { error: INSURABLE_VALUE_MESSAGES.too_low })
    .max(MAX_INSURABLE_VALUE, { error: INSURABLE_VALUE_MESSAGES.too_high })
    .optional(),
  periodicity: z.coerce.number().pipe(PeriodicitySchema).default(Periodicity.MONTHLY),
  discount_code: z.string().trim().max(30).optional(),
  store_id: queryId().optional(),
});

export const QuotedCoverageSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  tier: z.enum(['basic', 'intermediate', 'top']).nullable(),
  coverages: z.array(z.string()),
  /** Per receipt, in cents, before and after the discount. */
  price_monthly: z.number().int(),
  price_yearly: z.number().int(),
  discounted_monthly: z.number().int(),
  discounted_yearly: z.number().int(),
  /** What each receipt of the chosen periodicity costs (spec 4 coverage price update). */
  price: z.number().int(),
  first_year_total: z.number().int(),
  /** Formatted with a comma (spec 3): '12,50'. */
  price_monthly_label: z.string(),
  price_yearly_label: z.string(),
});
export type QuotedCoverage = z.infer<typeof QuotedCoverageSchema>;

export const QuoteSchema = z.object({
  product_type_id: z.number().int(),
  periodicity: PeriodicitySchema,
  device: z.object({
    label: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    value: z.number().int(),
  }),
  coverages: z.array(QuotedCoverageSchema),
  discount: DiscountValidationSchema.nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const HolderSchema = z.object({
  name: z.string({ error: 'Indica tu nombre' }).trim().min(1, { error: 'Indica tu nombre' }).max(80),
  surname1: z
    .string({ error: 'Indica tu primer apellido' })
    .trim()
    .min(1, { error: 'Indica tu primer apellido' })
    .max(80),
  surname2: z.string().trim().max(80).optional(),
  document_code: SpanishIdSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  birth_date: IsoDateSchema.optional(),
});

export const IbanSchema = z
  .string({ error: 'Indica el IBAN de la cuenta' })
  .transform((value) => normalizeIban(value))
  .refine((value) => isValidIban(value), { error: 'El IBAN no es válido: revisa los dígitos' });

export const InsuredDeviceSchema = z.object(
  {
    generic_item_id: bodyId().optional(),
    brand: z.string({ error: 'Indica la marca' }).trim().min(1, { error: 'Indica la marca' }).max(60),
    model: z.string({ error: 'Indica el modelo' }).trim().min(1, { error: 'Indica el modelo' }).max(120),
    reference: z.string().trim().max(60).optional(),
    /** Portables and smart TVs (spec 3). */
    part_number: z.string().trim().max(60).optional(),
    value: DeviceValueSchema,
    purchase_date: IsoDateSchema.optional(),
  },
  { error: 'Indica el dispositivo que quieres asegurar' },
);

/** One item of a multi-device policy (type 5): multimedia, household appliance or phone. */
export const MultiDeviceItemSchema = InsuredDeviceSchema.extend({
  kind: z.enum(MULTI_DEVICE_ITEM_KINDS, { error: 'Elige el tipo de aparato' }),
  device_type: z.string().trim().max(60).optional(),
  purchase_date: z.iso.date({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Indica la fecha de compra del aparato'
        : 'Fecha no válida (AAAA-MM-DD)',
  }),
});

export const AcceptancesSchema = z.object({
  terms: z.literal(true, { error: 'Debes aceptar las condiciones' }),
  precontractual: z.literal(true, { error: 'Debes leer y aceptar la información precontractual' }),
  privacy: z.literal(true, { error: 'Debes aceptar la política de privacidad' }),
  has_invoice: z.literal(true, { error: 'Necesitas la factura de compra para contratar' }),
});

const ItemsSchema = z
  .array(MultiDeviceItemSchema, { error: 'Añade al menos un aparato al seguro multidispositivo' })
  .max(20, { error: 'Como máximo 20 aparatos por póliza' });

/**
 * What a booking insures, by product line: the shape each line needs, as a
 * union discriminated by the product type. The wire body names the product
 * (product_id), not its line, so the API reads the line from the product and
 * parses `{ product_type_id, device, items }` with this schema.
 */
export const InsuredByLineSchema = z.discriminatedUnion(
  'product_type_id',
  [
    z.object({
      product_type_id: z.literal([
        ProductType.MOBILE,
        ProductType.SCOOTER,
        ProductType.PORTABLE,
        ProductType.SMART_TV,
      ]),
      device: InsuredDeviceSchema,
    }),
    z.object({
      product_type_id: z.literal(ProductType.EXTENDED_WARRANTY),
      device: InsuredDeviceSchema.extend({
        purchase_date: z.iso.date({
          error: (issue) =>
            issue.input === undefined
              ? 'Indica la fecha de compra del aparato'
              : 'Fecha no válida (AAAA-MM-DD)',
        }),
      }),
    }),
    z.object({
      product_type_id: z.literal(ProductType.MULTI_DEVICE),
      items: ItemsSchema.min(1, { error: 'Añade al menos un aparato al seguro multidispositivo' }),
    }),
  ],
  { error: 'Producto no encontrado' },
);
export type InsuredByLine = z.output<typeof InsuredByLineSchema>;

/** POST /policies: books a draft policy (spec 7) from the purchase flow. */
export const BookingRequestSchema = z
  .object({
    identifier_proposal: z.uuid().optional(),
    product_id: bodyId({ error: 'Elige una cobertura' }),
    periodicity: PeriodicitySchema,
    payment_method: PaymentMethodChoiceSchema,
    device: InsuredDeviceSchema.optional(),
    items: ItemsSchema.optional(),
    holder: HolderSchema,
    iban: IbanSchema.optional(),
    account_holder: z.string().trim().min(3).max(120).optional(),
    discount_code: DiscountCodeSchema.optional(),
    store_id: bodyId().optional(),
    acceptances: AcceptancesSchema,
  })
  .superRefine((booking, ctx) => {
    if (booking.payment_method === 'direct_debit' && !booking.iban) {
      ctx.addIssue({
        code: 'custom',
        path: ['iban'],
        message: 'Necesitas al menos una cuenta para poder seguir con el proceso',
      });
    }
    if (!booking.device && !booking.items?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['device'],
        message: 'Indica el dispositivo que quieres asegurar',
      });
    }
  });
export type BookingRequest = z.input<typeof BookingRequestSchema>;

export const ScheduledReceiptSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  price: z.number().int(),
  pending_amount: z.number().int(),
  activation_date: z.string(),
});

export const BookedPolicySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), product_type_id: z.number().int() }),
  periodicity: PeriodicitySchema,
  payment_method: PaymentMethodChoiceSchema,
  premium: z.number().int(),
  annual_premium: z.number().int(),
  discount: z.object({ code: z.string(), amount: z.number().int() }).nullable(),
  payments: z.array(ScheduledReceiptSchema),
  holder: z.object({ complete_name: z.string(), email: z.string() }),
  store_id: z.number().int().nullable(),
  created_at: z.string(),
  /**
   * The token of the mailed payment link, so the booking's own page can pay the first receipt by
   * card at once. Only in the first answer: a replay (Idempotency-Key) is read back from storage,
   * where no token is kept, and the customer pays from the mail.
   */
  payment_access: z.string().optional(),
});
export type BookedPolicy = z.infer<typeof BookedPolicySchema>;

export const ProposalStepSchema = z.enum(['device', 'coverage', 'holder', 'payment', 'review', 'booked'], {
  error: 'Paso desconocido',
});
export const ProposalSchema = z.object({
  identifier_proposal: z.string(),
  step: ProposalStepSchema,
  status: z.enum(['open', 'booked', 'abandoned']),
  data: z.record(z.string(), z.unknown()),
  store_id: z.number().int().nullable(),
  policy_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Proposal = z.infer<typeof ProposalSchema>;
export const ProposalInputSchema = z.object({
  step: ProposalStepSchema,
  /** The form as the customer left it; validated step by step when booking, not here. */
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => JSON.stringify(d).length <= 20_000, { error: 'Demasiados datos' }),
  store_id: bodyId().optional(),
});
export const ProposalParamsSchema = z.object({
  id: z.uuid({ error: 'Identificador de propuesta no válido' }),
});
