// Numeric ids exactly as the server sends them (spec 4 and 9). Each enum is a
// `const` object plus a union type of its values, so `ProductType.MOBILE` is a
// value and `ProductType` is also the type `1 | 3 | 4 | 5 | 6 | 7`.

type ValueOf<T> = T[keyof T];

/** Product lines (spec 1, 9). Id 2 (peace of mind) exists but its id is not given. */
export const ProductType = {
  MOBILE: 1,
  SCOOTER: 3,
  EXTENDED_WARRANTY: 4,
  MULTI_DEVICE: 5,
  PORTABLE: 6,
  SMART_TV: 7,
} as const;
export type ProductType = ValueOf<typeof ProductType>;

/** Risk types (spec 9). */
export const RiskType = {
  MOBILE: 1,
  PERSON: 2,
  SCOOTER: 3,
  DEVICE: 4,
  MULTIMEDIA: 5,
  APPLIANCE: 6,
  PORTABLE: 7,
  SMART_TV: 8,
} as const;
export type RiskType = ValueOf<typeof RiskType>;

/** Policy status (spec 4). */
export const PolicyStatus = {
  DRAFT: 1,
  ACTIVE_PAID_UNSIGNED: 2,
  ACTIVE_PAID_SIGNED: 3,
  CANCELLED: 4,
} as const;
export type PolicyStatus = ValueOf<typeof PolicyStatus>;

/** Evaluation (phone check) status (spec 4). */
export const EvaluationStatus = {
  UNDEFINED: 1,
  PENDING: 2,
  VALIDATED: 3,
  REJECTED: 4,
  CANCELED: 5,
  NOT_REQUIRED: 6,
} as const;
export type EvaluationStatus = ValueOf<typeof EvaluationStatus>;

/** Claim internal status (spec 4). Id 3 is not defined by the spec. */
export const ClaimStatus = {
  OPENED: 1,
  CLOSED: 2,
  DOCUMENTATION_REJECTED: 4,
} as const;
export type ClaimStatus = ValueOf<typeof ClaimStatus>;

/** Payment method types (spec 9): card via the card gateway, manual, direct debit. */
export const PaymentMethodType = {
  CARD: 1,
  MANUAL: 2,
  IBAN: 3,
} as const;
export type PaymentMethodType = ValueOf<typeof PaymentMethodType>;

/**
 * Claim types (spec 9). Robbery (robo) involves force or violence, theft
 * (hurto) does not. Scooter ids 12..19 follow the order in which spec 9 lists
 * the scooter claims.
 */
export const ClaimType = {
  FRONT_SCREEN_BREAK: 1,
  BACK_COVER_BREAK: 2,
  MISC_BREAKS: 3,
  WATER_DAMAGE: 4,
  ROBBERY: 5,
  THEFT: 6,
  DEATH: 7,
  INCOME_PROTECTION: 8,
  ONLINE_PROTECTION: 9,
  ASSISTANCE: 10,
  LEGAL_PROTECTION: 11,
  SCOOTER_ACCIDENT_DEATH: 12,
  SCOOTER_ACCIDENT_DISABILITY: 13,
  SCOOTER_DRIVER_PHYSICAL_DAMAGE: 14,
  SCOOTER_THIRD_PARTY_DAMAGE: 15,
  SCOOTER_THIRD_PARTY_DAMAGE_CLAIM: 16,
  SCOOTER_ROBBERY: 17,
  SCOOTER_DAMAGE: 18,
  SCOOTER_HOSPITALIZATION: 19,
  BREAKDOWN: 20,
} as const;
export type ClaimType = ValueOf<typeof ClaimType>;

/**
 * Product ids (spec 9). The spec names the tiers only for mobile (basic,
 * intermediate, top); portable and smart TV are assumed to follow the same
 * three tiers in the same order.
 */
export const Product = {
  MOBILE_BASIC: 1,
  MOBILE_INTERMEDIATE: 2,
  MOBILE_TOP: 3,
  PORTABLE_BASIC: 15,
  PORTABLE_INTERMEDIATE: 16,
  PORTABLE_TOP: 17,
  SMART_TV_BASIC: 19,
  SMART_TV_INTERMEDIATE: 20,
  SMART_TV_TOP: 21,
} as const;
export type Product = ValueOf<typeof Product>;

/** Payment frequency in months (spec 3, 9). */
export const Periodicity = {
  MONTHLY: 1,
  YEARLY: 12,
} as const;
export type Periodicity = ValueOf<typeof Periodicity>;

/** True when `value` is one of the values of the given enum object. */
export function isEnumValue<T extends Record<string, number>>(
  enumObject: T,
  value: unknown,
): value is ValueOf<T> {
  return typeof value === 'number' && Object.values(enumObject).includes(value);
}
