import { z } from '@amparo/contract';
import { isEnumValue, ProductType } from '@amparo/domain';
import { createDraft, EMPTY_DEVICE, EMPTY_HOLDER, newItemKey, type PurchaseDraft } from './purchase-draft';

// A proposal's `data` is whatever the browser saved (ProposalSchema: a free
// record). Read it defensively: every field falls back to its default, so an
// old or hand-edited proposal resumes with what is usable.
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
  kind: z.enum(['multimedia', 'appliance', 'mobile']).catch('multimedia'),
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
  periodicity: z.union([z.literal(1), z.literal(12)]).catch(1),
  discountCode: text,
  holder: HolderShape.catch(EMPTY_HOLDER),
  paymentMethod: z.enum(['card', 'direct_debit']).catch('card'),
  iban: text,
  accountHolder: text,
  storeId: z.number().int().nullable().catch(null),
  ipidOpenedAt: z.string().nullable().catch(null),
});

export function restoreDraft(data: unknown): PurchaseDraft {
  const parsed = DraftShape.safeParse(data ?? {});
  return parsed.success ? (parsed.data as PurchaseDraft) : createDraft();
}
