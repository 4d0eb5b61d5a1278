import { isDeviceCoverable } from './device-age.ts';
import { ProductType } from './enums.ts';

// What each product line asks for and insures (spec 1, 3, 5), written once for
// the API (booking, risks) and the web (device step, quote). Values are cents.

/** What a multi-device policy's item is (spec 1): a phone is exempt from the age rule. */
export const MULTI_DEVICE_ITEM_KINDS = ['multimedia', 'appliance', 'mobile'] as const;
export type MultiDeviceItemKind = (typeof MULTI_DEVICE_ITEM_KINDS)[number];

/** The fields the device step asks for, by product line. */
export type ProductLineFields = {
  /** Extended warranty: the purchase date (spec 5's 3-year rule). Multi-device asks it per item. */
  asksPurchaseDate: boolean;
  /** Portables and smart TVs (spec 3). */
  asksPartNumber: boolean;
  /** Multi-device: a list of items instead of one device. */
  asksItems: boolean;
};

const SINGLE: ProductLineFields = { asksPurchaseDate: false, asksPartNumber: false, asksItems: false };

export const PRODUCT_LINE_FIELDS: Readonly<Record<ProductType, ProductLineFields>> = {
  [ProductType.MOBILE]: SINGLE,
  [ProductType.SCOOTER]: SINGLE,
  [ProductType.EXTENDED_WARRANTY]: { ...SINGLE, asksPurchaseDate: true },
  [ProductType.MULTI_DEVICE]: { ...SINGLE, asksItems: true },
  [ProductType.PORTABLE]: { ...SINGLE, asksPartNumber: true },
  [ProductType.SMART_TV]: { ...SINGLE, asksPartNumber: true },
};

/** The fields of a product line; an unknown id asks for one device and nothing more. */
export function productLineFields(productTypeId: number): ProductLineFields {
  return PRODUCT_LINE_FIELDS[productTypeId as ProductType] ?? SINGLE;
}

/** True for the line that insures a list of items (multi-device). */
export const isMultiDeviceLine = (productTypeId: number) => productLineFields(productTypeId).asksItems;

/** Insurable value range of a device, and of a multi-device item (spec 3): 10 € to 10.000 €, in cents. */
export const MIN_INSURABLE_VALUE = 1_000;
export const MAX_INSURABLE_VALUE = 1_000_000;

export const INSURABLE_VALUE_MESSAGES = {
  too_low: 'El valor mínimo asegurable es 10 €',
  too_high: 'El valor máximo asegurable es 10.000 €',
} as const;

/** Why a value (cents) cannot be insured, or null when it can. */
export function insurableValueRefusal(cents: number): keyof typeof INSURABLE_VALUE_MESSAGES | null {
  if (cents < MIN_INSURABLE_VALUE) return 'too_low';
  if (cents > MAX_INSURABLE_VALUE) return 'too_high';
  return null;
}

export const isInsurableValue = (cents: number) =>
  Number.isInteger(cents) && insurableValueRefusal(cents) === null;

type Valued = { value: number | null };

/**
 * The insured value of a policy: its device's value, or the sum of a
 * multi-device policy's items. Null while something is missing (no items, an
 * item or the device without a value), as in a draft being typed.
 */
export function policyInsuredValue(
  productTypeId: number,
  insured: { device?: Valued | null | undefined; items?: readonly Valued[] | null | undefined },
): number | null {
  if (isMultiDeviceLine(productTypeId)) {
    const items = insured.items ?? [];
    if (items.length === 0) return null;
    let sum = 0;
    for (const item of items) {
      if (item.value === null) return null;
      sum += item.value;
    }
    return sum;
  }
  return insured.device?.value ?? null;
}

/**
 * Whether spec 5's 3-year rule applies: to the device of an extended warranty,
 * and to every item of a multi-device policy except phones (a phone is insured
 * whatever its age, as on the mobile line).
 */
export function isAgeLimited(productTypeId: number, itemKind?: string): boolean {
  if (productTypeId === ProductType.EXTENDED_WARRANTY) return true;
  if (productTypeId === ProductType.MULTI_DEVICE) return itemKind !== 'mobile';
  return false;
}

export type PurchaseDateProblem = 'missing' | 'too_old';

/**
 * What is wrong with the purchase date of a device or item for the age rule,
 * or null. 'too_old' also covers a date in the future (a typing error, see
 * isDeviceCoverable). Lines without the rule never have a problem.
 */
export function purchaseDateProblem(
  productTypeId: number,
  device: { kind?: string | undefined; purchase_date?: string | null | undefined },
  now: Date,
): PurchaseDateProblem | null {
  if (!isAgeLimited(productTypeId, device.kind)) return null;
  if (!device.purchase_date) return 'missing';
  return isDeviceCoverable(device.purchase_date, now) ? null : 'too_old';
}
