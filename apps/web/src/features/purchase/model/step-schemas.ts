import {
  DiscountCodeSchema,
  HolderSchema,
  IbanSchema,
  InsuredByLineSchema,
  PaymentMethodChoiceSchema,
  z,
} from '@amparo/contract';
import { purchaseDateProblem } from '@amparo/domain';
import { i18n } from '../../../i18n';
import { deviceForBooking, holderForBooking, itemForBooking } from './draft-to-booking';
import { productLineOf } from './product-lines';
import type { PurchaseDraft } from './purchase-draft';

// One schema per step of /contratacion, built from the contract's, so the
// browser accepts exactly what POST /policies accepts (the server checks
// again). Each reads the step's slice of the draft under the booking's field
// names, so its issues and the server's land on the same fields.

const MESSAGES = {
  missing: () => i18n.t('purchase.device.dateRequired'),
  too_old: () => i18n.t('purchase.device.tooOld'),
};

/**
 * Step a: what the chosen product line insures (the contract's shape by line),
 * plus spec 5's 3-year rule as the domain states it, and the type of each
 * household item (the form asks it for appliances and multimedia).
 */
export function deviceStepSchema(now: Date): z.ZodType<unknown> {
  return z.preprocess(
    (values: DeviceStepValues) => ({
      product_type_id: values.productTypeId,
      ...(productLineOf(values.productTypeId).asksItems
        ? { items: values.items.map(itemForBooking) }
        : { device: deviceForBooking(values.device) }),
    }),
    InsuredByLineSchema.superRefine((insured, ctx) => {
      const typeId = insured.product_type_id;
      if ('device' in insured) {
        const problem = purchaseDateProblem(typeId, insured.device, now);
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['device', 'purchase_date'], message: MESSAGES[problem]() });
        return;
      }
      insured.items.forEach((item, index) => {
        const problem = purchaseDateProblem(typeId, item, now);
        if (problem) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'purchase_date'],
            message: MESSAGES[problem](),
          });
        }
        if (item.kind !== 'mobile' && !item.device_type) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'device_type'],
            message: i18n.t('purchase.device.multi.typeRequired'),
          });
        }
      });
    }),
  );
}
export type DeviceStepValues = Pick<PurchaseDraft, 'productTypeId' | 'device' | 'items'>;

/** Step b: a coverage, and a well-formed discount code if one is typed (optional). */
export const CoverageStepSchema = z.object({
  product_id: z
    .number({ error: () => i18n.t('purchase.coverage.chooseOne') })
    .int()
    .positive(),
  discount_code: z.union([z.literal(''), DiscountCodeSchema]),
});
export type CoverageStepValues = { product_id: number | null; discount_code: string };

/** Step c: HolderSchema with the optional fields allowed to be left blank in the form. */
export const HolderFormSchema = HolderSchema.extend({
  surname2: z.string().trim().max(80),
  birth_date: z.union([z.literal(''), HolderSchema.shape.birth_date.unwrap()]),
});

const AccountHolderSchema = z
  .string()
  .trim()
  .min(3, { error: () => i18n.t('purchase.payment.accountHolderRequired') })
  .max(120);

/** Step d: card, or direct debit with an account (spec 5 and 8: at least one) and its holder. */
export const PaymentStepSchema = z.discriminatedUnion('payment_method', [
  z.object({ payment_method: PaymentMethodChoiceSchema.extract(['card']) }),
  z.object({
    payment_method: PaymentMethodChoiceSchema.extract(['direct_debit']),
    iban: z
      .string()
      .trim()
      .min(1, { error: () => i18n.t('purchase.payment.noAccount') })
      .pipe(IbanSchema),
    account_holder: AccountHolderSchema,
  }),
]);
export type PaymentStepValues = {
  payment_method: PurchaseDraft['paymentMethod'];
  iban: string;
  account_holder: string;
};

// The draft's slices under the schemas' names.
export const deviceStepValues = (draft: PurchaseDraft): DeviceStepValues => ({
  productTypeId: draft.productTypeId,
  device: draft.device,
  items: draft.items,
});
export const coverageStepValues = (draft: PurchaseDraft): CoverageStepValues => ({
  product_id: draft.productId,
  discount_code: draft.discountCode.trim(),
});
export const paymentStepValues = (draft: PurchaseDraft): PaymentStepValues => ({
  payment_method: draft.paymentMethod,
  iban: draft.iban,
  account_holder: draft.accountHolder,
});

/** Whether each step's schema accepts the draft (a reload lands on the first that does not). */
export function isStepValid(
  step: 'device' | 'coverage' | 'holder' | 'payment',
  draft: PurchaseDraft,
  now: Date,
) {
  switch (step) {
    case 'device':
      return deviceStepSchema(now).safeParse(deviceStepValues(draft)).success;
    case 'coverage':
      return CoverageStepSchema.safeParse(coverageStepValues(draft)).success;
    case 'holder':
      return HolderSchema.safeParse(holderForBooking(draft.holder)).success;
    case 'payment':
      return PaymentStepSchema.safeParse(paymentStepValues(draft)).success;
  }
}
