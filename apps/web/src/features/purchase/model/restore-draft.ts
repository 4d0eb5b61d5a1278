import { PaymentMethodChoiceSchema, PeriodicitySchema, z } from '@amparo/contract';
import { isEnumValue, MULTI_DEVICE_ITEM_KINDS, Periodicity, ProductType } from '@amparo/domain';
import { DEFAULT_PAYMENT_METHOD_CHOICE } from './defaults';
import { createDraft, EMPTY_DEVICE, EMPTY_HOLDER, newItemKey, type PurchaseDraft } from './purchase-draft';

// A proposal's `data` (ProposalSchema: a free record) and the tab's kept copy
// are whatever the browser saved. Read them defensively: every field falls
// back to its default, so an old or hand-edited draft resumes with what is
// usable. The enums are the contract's and the domain's, never restated here.
const text = z.string().catch('');
const cents = z.number().int().nullable().catch(null);

const DeviceShape = z.object({
  generic_item_id: z.number().int().nullable().catch(null),
  brand: text,
  model: text,
  reference: text,
  part_number: text,
  value: cents,
  purchase_date: text,
  isManual: z.boolean().catch(false),
});

const ItemShape = z.object({
  key: z.string().catch(() => newItemKey()),
  kind: z.enum(MULTI_DEVICE_ITEM_KINDS).catch('multimedia'),
  device_type: text,
  brand: text,
  model: text,
  value: cents,
  purchase_date: text,
});

const HolderShape = z.object({
  name: text,
  surname1: text,
  surname2: text,
  document_code: text,
  email: text,
  phone: text,
  birth_date: text,
});

const DraftShape = z.object({
  productTypeId: z
    .number()
    .refine((id) => isEnumValue(ProductType, id))
    .catch(ProductType.MOBILE),
  device: DeviceShape.catch(EMPTY_DEVICE),
  items: z.array(ItemShape).catch([]),
  productId: z.number().int().nullable().catch(null),
  periodicity: PeriodicitySchema.catch(Periodicity.MONTHLY),
  discountCode: text,
  holder: HolderShape.catch(EMPTY_HOLDER),
  paymentMethod: PaymentMethodChoiceSchema.catch(DEFAULT_PAYMENT_METHOD_CHOICE),
  iban: text,
  accountHolder: text,
  storeId: z.number().int().nullable().catch(null),
  ipidOpenedAt: z.string().nullable().catch(null),
});

export function restoreDraft(data: unknown): PurchaseDraft {
  const parsed = DraftShape.safeParse(data ?? {});
  return parsed.success ? (parsed.data as PurchaseDraft) : createDraft();
}
