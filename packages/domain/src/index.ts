// Public surface of @amparo/domain: the pure business rules of the spec
// (sections 4, 5 and 9). No I/O, no clock: time always comes in as a parameter.

export * from './branding.ts';
export * from './call-back-hours.ts';
export * from './claim-documents.ts';
export * from './claim-fields.ts';
export * from './claim-status.ts';
export * from './claim-types.ts';
export * from './constants.ts';
export * from './coverage.ts';
export * from './device-age.ts';
export * from './display-names.ts';
export * from './enums.ts';
export * from './evaluation.ts';
export * from './iban.ts';
export * from './imei.ts';
export * from './insured-devices.ts';
export * from './madrid-time.ts';
export * from './money.ts';
export * from './notifications.ts';
export * from './os-version.ts';
export * from './payment-status.ts';
export * from './permissions.ts';
export * from './phone.ts';
export * from './policy-variant.ts';
export * from './pricing.ts';
export * from './product-lines.ts';
export * from './retries.ts';
export * from './spanish-id.ts';
export * from './withdrawal.ts';
