import {
  DiscountCodeSchema,
  HolderSchema,
  IbanSchema,
  InsuredDeviceSchema,
  IsoDateSchema,
  MultiDeviceItemSchema,
  PaymentMethodChoiceSchema,
  z,
} from '@amparo/contract';
import { isDeviceCoverable } from '@amparo/domain';
import { i18n } from '../../../i18n';
import { deviceForBooking, holderForBooking, itemForBooking } from './draft-to-booking';
import { productLineOf } from './product-lines';
import type { MultiItemDraft, PurchaseDraft } from './purchase-draft';

// One schema per step of /contratacion, built from the contract's, so the
// browser accepts exactly what POST /policies accepts (the server checks
// again). Each reads the step's slice of the draft under the booking's field
// names, so its issues and the server's land on the same fields.

/** Spec 5: appliances and multimedia only while under 3 years from purchase; phones are exempt. */
export function isItemTooOld(item: Pick<MultiItemDraft, 'kind' | 'purchase_date'>, now: Date): boolean {
  if (item.kind === 'mobile' || !item.purchase_date) return false;
  return !isDeviceCoverable(item.purchase_date, now);
}

const requiredPurchaseDate = (now: Date) =>
  z
    .string({ error: () => i18n.t('purchase.device.dateRequired') })
    .min(1, { error: () => i18n.t('purchase.device.dateRequired') })
    .pipe(IsoDateSchema)
    .refine((date) => isDeviceCoverable(date, now), { error: () => i18n.t('purchase.device.tooOld') });

const itemSchema = (now: Date) =>
  z.preprocess(
    (item: MultiItemDraft) => itemForBooking(item),
    MultiDeviceItemSchema.extend({
      purchase_date: z
        .string()
        .min(1, { error: () => i18n.t('purchase.device.dateRequired') })
        .pipe(IsoDateSchema),
    }).superRefine((item, ctx) => {
      if (item.kind !== 'mobile' && !item.device_type) {
        ctx.addIssue({
          code: 'custom',
          path: ['device_type'],
          message: i18n.t('purchase.device.multi.typeRequired'),
        });
      }
      if (isItemTooOld(item, now)) {
        ctx.addIssue({ code: 'custom', path: ['purchase_date'], message: i18n.t('purchase.device.tooOld') });
      }
    }),
  );

/** Step a, for the chosen product line: the device, or the household's items. */
export function deviceStepSchema(productTypeId: number, now: Date): z.ZodType<unknown> {
  const line = productLineOf(productTypeId);
  if (line.isMulti) {
    return z.object({
      items: z.array(itemSchema(now)).min(1, { error: () => i18n.t('purchase.device.multi.empty') }),
    });
  }
  const device = line.needsPurchaseDate
    ? InsuredDeviceSchema.extend({ purchase_date: requiredPurchaseDate(now) })
    : InsuredDeviceSchema;
  return z.object({ device: z.preprocess(deviceForBooking, device) });
}
export type DeviceStepValues = Pick<PurchaseDraft, 'device' | 'items'>;

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
      return deviceStepSchema(draft.productTypeId, now).safeParse(deviceStepValues(draft)).success;
    case 'coverage':
      return CoverageStepSchema.safeParse(coverageStepValues(draft)).success;
    case 'holder':
      return HolderSchema.safeParse(holderForBooking(draft.holder)).success;
    case 'payment':
      return PaymentStepSchema.safeParse(paymentStepValues(draft)).success;
  }
}
