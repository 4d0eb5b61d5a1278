import type { GenericItem } from '@amparo/contract';
import { type MultiDeviceItemKind, Periodicity, policyInsuredValue } from '@amparo/domain';
import { DEFAULT_PAYMENT_METHOD_CHOICE, type ProductType } from './defaults';

// The purchase in progress (spec 3, "Policy (client state during purchase)").
// It is what the customer has typed, kept as typed: it is saved in the proposal
// (spec 7) after each step and validated with the contract schemas per step.
export type DeviceDraft = {
  generic_item_id: number | null;
  brand: string;
  model: string;
  reference: string;
  part_number: string;
  /** Purchase price in cents; prefilled with the catalog's reference price. */
  value: number | null;
  purchase_date: string;
  isManual: boolean;
};

export type ItemKind = MultiDeviceItemKind;

export type MultiItemDraft = {
  key: string;
  kind: ItemKind;
  device_type: string;
  brand: string;
  model: string;
  value: number | null;
  purchase_date: string;
};

export type HolderDraft = {
  name: string;
  surname1: string;
  surname2: string;
  document_code: string;
  email: string;
  /** Digits only (spec 3, 5). */
  phone: string;
  birth_date: string;
};

export type PaymentMethodChoice = 'card' | 'direct_debit';

export type PurchaseDraft = {
  productTypeId: ProductType;
  device: DeviceDraft;
  items: MultiItemDraft[];
  productId: number | null;
  /** Monthly by default (spec 3). */
  periodicity: Periodicity;
  discountCode: string;
  holder: HolderDraft;
  paymentMethod: PaymentMethodChoice;
  iban: string;
  accountHolder: string;
  storeId: number | null;
  /** When the customer opened the IPID: the precontractual checkbox needs it. */
  ipidOpenedAt: string | null;
};

export const EMPTY_DEVICE: DeviceDraft = {
  generic_item_id: null,
  brand: '',
  model: '',
  reference: '',
  part_number: '',
  value: null,
  purchase_date: '',
  isManual: false,
};

export const EMPTY_HOLDER: HolderDraft = {
  name: '',
  surname1: '',
  surname2: '',
  document_code: '',
  email: '',
  phone: '',
  birth_date: '',
};

/** A catalog model as the device, its reference price as the value (the customer may change it). */
export function deviceFromCatalog(item: GenericItem): DeviceDraft {
  return {
    ...EMPTY_DEVICE,
    generic_item_id: item.id,
    brand: item.brand,
    model: item.model,
    reference: item.reference ?? '',
    part_number: item.part_number ?? '',
    value: item.reference_price,
  };
}

export function createDraft(overrides: Partial<PurchaseDraft> = {}): PurchaseDraft {
  return {
    productTypeId: 1,
    device: EMPTY_DEVICE,
    items: [],
    productId: null,
    periodicity: Periodicity.MONTHLY,
    discountCode: '',
    holder: EMPTY_HOLDER,
    paymentMethod: DEFAULT_PAYMENT_METHOD_CHOICE,
    iban: '',
    accountHolder: '',
    storeId: null,
    ipidOpenedAt: null,
    ...overrides,
  };
}

let itemCounter = 0;
export function newItemKey(): string {
  itemCounter += 1;
  return `item-${Date.now().toString(36)}-${itemCounter}`;
}

export function emptyItem(kind: ItemKind = 'multimedia'): MultiItemDraft {
  return { key: newItemKey(), kind, device_type: '', brand: '', model: '', value: null, purchase_date: '' };
}

/** The insured value the quote is asked for: the device, or the sum of a household's items (domain rule). */
export const insuredValueOf = (draft: PurchaseDraft): number | null =>
  policyInsuredValue(draft.productTypeId, draft);
