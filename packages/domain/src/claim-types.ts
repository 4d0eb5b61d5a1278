import { ClaimType, ProductType, RiskType } from './enums.ts';

// Claim types offered to the customer per product type (spec 9), in the order
// the spec lists them, which is the order the claim form shows them.

const MOBILE_CLAIMS: readonly ClaimType[] = [
  ClaimType.ROBBERY,
  ClaimType.THEFT,
  ClaimType.FRONT_SCREEN_BREAK,
  ClaimType.BACK_COVER_BREAK,
  ClaimType.MISC_BREAKS,
  ClaimType.WATER_DAMAGE,
];

const SCOOTER_CLAIMS: readonly ClaimType[] = [
  ClaimType.SCOOTER_ACCIDENT_DEATH,
  ClaimType.SCOOTER_ACCIDENT_DISABILITY,
  ClaimType.SCOOTER_DRIVER_PHYSICAL_DAMAGE,
  ClaimType.SCOOTER_THIRD_PARTY_DAMAGE,
  ClaimType.SCOOTER_THIRD_PARTY_DAMAGE_CLAIM,
  ClaimType.SCOOTER_ROBBERY,
  ClaimType.SCOOTER_DAMAGE,
  ClaimType.SCOOTER_HOSPITALIZATION,
];

/** Multi-risk, any item: the mobile list plus breakdown, in the spec's order. */
const MULTI_DEVICE_CLAIMS: readonly ClaimType[] = [...MOBILE_CLAIMS, ClaimType.BREAKDOWN];

const SCREEN_BREAKS: readonly ClaimType[] = [ClaimType.FRONT_SCREEN_BREAK, ClaimType.BACK_COVER_BREAK];

/**
 * Multi-risk, per insured item (spec 9): "front screen break and rear cover break (mobile and
 * multimedia) ... breakdown for multimedia and appliances". Robbery, theft, various breakages and
 * water damage are offered on every item. Any other risk type takes no claim on this product.
 */
const MULTI_DEVICE_BY_RISK: Partial<Record<RiskType, readonly ClaimType[]>> = {
  [RiskType.MOBILE]: MOBILE_CLAIMS,
  [RiskType.MULTIMEDIA]: MULTI_DEVICE_CLAIMS,
  [RiskType.APPLIANCE]: MULTI_DEVICE_CLAIMS.filter((type) => !SCREEN_BREAKS.includes(type)),
};

/**
 * Portable and smart TV offers are not in the spec. They are treated like the
 * multimedia devices of a multi-risk policy, without the rear cover break
 * (laptops and TVs have no glass back).
 */
const SCREEN_DEVICE_CLAIMS: readonly ClaimType[] = [
  ClaimType.ROBBERY,
  ClaimType.THEFT,
  ClaimType.FRONT_SCREEN_BREAK,
  ClaimType.MISC_BREAKS,
  ClaimType.WATER_DAMAGE,
  ClaimType.BREAKDOWN,
];

/**
 * The peace-of-mind line (spec 9: "a type-2 check exists; its id is not shown"): the
 * protection covers, claim types 7 to 11, insure the person. No product of the catalog
 * has this type yet; a product given it offers these claims.
 */
export const PEACE_OF_MIND_PRODUCT_TYPE = 2;

const PROTECTION_CLAIMS: readonly ClaimType[] = [
  ClaimType.DEATH,
  ClaimType.INCOME_PROTECTION,
  ClaimType.ONLINE_PROTECTION,
  ClaimType.ASSISTANCE,
  ClaimType.LEGAL_PROTECTION,
];

const OFFERS: Record<ProductType | typeof PEACE_OF_MIND_PRODUCT_TYPE, readonly ClaimType[]> = {
  [PEACE_OF_MIND_PRODUCT_TYPE]: PROTECTION_CLAIMS,
  [ProductType.MOBILE]: MOBILE_CLAIMS,
  [ProductType.SCOOTER]: SCOOTER_CLAIMS,
  [ProductType.EXTENDED_WARRANTY]: [ClaimType.BREAKDOWN],
  [ProductType.MULTI_DEVICE]: MULTI_DEVICE_CLAIMS,
  [ProductType.PORTABLE]: SCREEN_DEVICE_CLAIMS,
  [ProductType.SMART_TV]: SCREEN_DEVICE_CLAIMS,
};

/**
 * Claim type ids an insured item of this risk type may declare on a policy of this product
 * type, in the form's order. Only the multi-risk line depends on the item; without a risk type,
 * the types some item of the product may declare (the back-office filters, the catalog). Empty
 * for an unknown product type, or a risk type the multi-risk line does not insure.
 */
export function claimTypesFor(productTypeId: number, riskTypeId?: number): readonly ClaimType[] {
  if (productTypeId === ProductType.MULTI_DEVICE && riskTypeId !== undefined)
    return MULTI_DEVICE_BY_RISK[riskTypeId as RiskType] ?? [];
  return OFFERS[productTypeId as keyof typeof OFFERS] ?? [];
}

/** Whether this claim type may be declared on this product type (and, when given, this item's risk type). */
export function isClaimTypeOffered(productTypeId: number, claimTypeId: number, riskTypeId?: number): boolean {
  return claimTypesFor(productTypeId, riskTypeId).includes(claimTypeId as ClaimType);
}
