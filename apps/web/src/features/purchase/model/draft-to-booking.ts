import type { HolderSchema, z } from '@amparo/contract';
import type { DeviceDraft, HolderDraft, MultiItemDraft } from './purchase-draft';

// The draft keeps what was typed ('' for "not given"); the contract wants the
// request, with optional fields left out. These turn one into the other, for
// the booking body and for the step schemas alike.
const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

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
