export * from './catalog.ts';
export * from './claims.ts';
export * from './evaluations.ts';
export * from './identity.ts';
export * from './partners.ts';
export * from './payments.ts';
export * from './policies.ts';
export * from './system.ts';
