import {
  DiscountCodeSchema,
  HolderSchema,
  IbanSchema,
  InsuredDeviceSchema,
  MultiDeviceItemSchema,
  z,
} from '@amparo/contract';
import { isDeviceCoverable } from '@amparo/domain';
import { i18n } from '../../../i18n';
import { productLineOf } from './product-lines';
import type { DeviceDraft, HolderDraft, MultiItemDraft, PurchaseDraft } from './purchase-draft';

// Client validation of each step with the contract's schemas, so the browser
// accepts exactly what POST /policies accepts (the server checks again).
export type FieldErrors = Record<string, string>;
export type StepResult = { ok: true } | { ok: false; errors: FieldErrors };

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

function collect(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const result = (errors: FieldErrors): StepResult =>
  Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };

export function deviceForBooking(device: DeviceDraft) {
  return {
    ...(device.generic_item_id ? { generic_item_id: device.generic_item_id } : {}),
    brand: device.brand,
    model: device.model,
    ...(blankToUndefined(device.reference) ? { reference: device.reference.trim() } : {}),
    ...(blankToUndefined(device.part_number) ? { part_number: device.part_number.trim() } : {}),
    value: device.value ?? Number.NaN,
    ...(blankToUndefined(device.purchase_date) ? { purchase_date: device.purchase_date } : {}),
  };
}

export function itemForBooking(item: MultiItemDraft) {
  return {
    kind: item.kind,
    ...(blankToUndefined(item.device_type) ? { device_type: item.device_type } : {}),
    brand: item.brand,
    model: item.model,
    value: item.value ?? Number.NaN,
    purchase_date: item.purchase_date,
  };
}

/** Spec 5: appliances and multimedia only while under 3 years from purchase. */
export function isItemTooOld(item: Pick<MultiItemDraft, 'kind' | 'purchase_date'>, now: Date): boolean {
  if (item.kind === 'mobile' || !item.purchase_date) return false;
  return !isDeviceCoverable(item.purchase_date, now);
}

export function validateDeviceStep(draft: PurchaseDraft, now: Date): StepResult {
  const line = productLineOf(draft.productTypeId);
  const errors: FieldErrors = {};
  if (line.isMulti) {
    if (draft.items.length === 0) errors.items = i18n.t('purchase.device.multi.empty');
    draft.items.forEach((item, index) => {
      const parsed = MultiDeviceItemSchema.safeParse(itemForBooking(item));
      if (!parsed.success) Object.assign(errors, collect(parsed.error, `items.${index}`));
      if (item.kind !== 'mobile' && !item.device_type) {
        errors[`items.${index}.device_type`] ??= i18n.t('purchase.device.multi.typeRequired');
      }
      if (isItemTooOld(item, now)) {
        errors[`items.${index}.purchase_date`] ??= i18n.t('purchase.device.tooOld');
      }
    });
    return result(errors);
  }
  const parsed = InsuredDeviceSchema.safeParse(deviceForBooking(draft.device));
  if (!parsed.success) Object.assign(errors, collect(parsed.error, 'device'));
  if (draft.device.value === null) errors['device.value'] = i18n.t('purchase.device.valueRequired');
  if (line.needsPurchaseDate) {
    if (!draft.device.purchase_date) errors['device.purchase_date'] = i18n.t('purchase.device.dateRequired');
    else if (!isDeviceCoverable(draft.device.purchase_date, now)) {
      errors['device.purchase_date'] = i18n.t('purchase.device.tooOld');
    }
  }
  return result(errors);
}

export function validateCoverageStep(draft: PurchaseDraft): StepResult {
  const errors: FieldErrors = {};
  if (!draft.productId) errors.product_id = i18n.t('purchase.coverage.chooseOne');
  if (draft.discountCode.trim()) {
    const code = DiscountCodeSchema.safeParse(draft.discountCode);
    if (!code.success) errors.discount_code = code.error.issues[0]?.message ?? '';
  }
  return result(errors);
}

/** HolderSchema with the optional fields allowed to be left blank in the form. */
export const HolderFormSchema = HolderSchema.extend({
  surname2: z.string().trim().max(80),
  birth_date: z.union([z.literal(''), HolderSchema.shape.birth_date.unwrap()]),
});

export function holderForBooking(holder: HolderDraft): z.input<typeof HolderSchema> {
  return {
    name: holder.name,
    surname1: holder.surname1,
    ...(blankToUndefined(holder.surname2) ? { surname2: holder.surname2.trim() } : {}),
    document_code: holder.document_code,
    email: holder.email,
    phone: holder.phone,
    ...(blankToUndefined(holder.birth_date) ? { birth_date: holder.birth_date } : {}),
  };
}

export function validateHolderStep(holder: HolderDraft): StepResult {
  const parsed = HolderSchema.safeParse(holderForBooking(holder));
  return parsed.success ? { ok: true } : { ok: false, errors: collect(parsed.error, 'holder') };
}

const AccountHolderSchema = z
  .string()
  .trim()
  .min(3, { error: i18n.t('purchase.payment.accountHolderRequired') })
  .max(120);

export function validatePaymentStep(draft: Pick<PurchaseDraft, 'paymentMethod' | 'iban' | 'accountHolder'>) {
  const errors: FieldErrors = {};
  if (draft.paymentMethod === 'direct_debit') {
    // Spec 5 and 8: direct debit needs at least one account.
    if (!draft.iban.trim()) errors.iban = i18n.t('purchase.payment.noAccount');
    else {
      const iban = IbanSchema.safeParse(draft.iban);
      if (!iban.success) errors.iban = iban.error.issues[0]?.message ?? '';
    }
    const holder = AccountHolderSchema.safeParse(draft.accountHolder);
    if (!holder.success) errors.account_holder = holder.error.issues[0]?.message ?? '';
  }
  return result(errors);
}
