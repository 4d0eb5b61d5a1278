import { ProductType } from './enums.ts';

// What each product line insures (spec 1): which catalog kinds it accepts,
// and when a policy needs the photo check of a phone.

export type DeviceKind = 'mobile' | 'portable' | 'smarttv' | 'scooter' | 'multimedia' | 'appliance';

const KINDS: Partial<Record<number, readonly DeviceKind[]>> = {
  [ProductType.MOBILE]: ['mobile'],
  [ProductType.SCOOTER]: ['scooter'],
  [ProductType.PORTABLE]: ['portable'],
  [ProductType.SMART_TV]: ['smarttv'],
};

/** Whether a catalog item of this kind can be insured by the product type (warranty and multi-device take any). */
export function isInsurableKind(productTypeId: number, kind: string): boolean {
  const kinds = KINDS[productTypeId];
  return !kinds || (kinds as readonly string[]).includes(kind);
}

/** A phone needs the photo check (spec 1): a mobile policy, or a multi-device one with a phone among its items. */
export function requiresPhoneCheck(productTypeId: number, itemKinds: readonly string[] = []): boolean {
  return (
    productTypeId === ProductType.MOBILE ||
    (productTypeId === ProductType.MULTI_DEVICE && itemKinds.includes('mobile'))
  );
}

/**
 * How a device is named to people and on its policy risk: 'Apple iPhone 16 Pro'.
 * Blank parts are left out, so a half-typed device reads 'Apple', and none reads ''. The brand is
 * not said twice when the model already starts with it (Xiaomi sells the 'Xiaomi 15').
 */
export function deviceName(device: { brand?: string | null; model?: string | null }): string {
  const brand = device.brand?.trim() ?? '';
  const model = device.model?.trim() ?? '';
  const lower = (text: string) => text.toLocaleLowerCase('es');
  if (brand && (lower(model) === lower(brand) || lower(model).startsWith(`${lower(brand)} `))) return model;
  return [brand, model].filter(Boolean).join(' ');
}
