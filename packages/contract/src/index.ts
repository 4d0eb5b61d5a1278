export * from './audit.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './customer.ts';
export * from './health.ts';
export * from './partners.ts';
export * from './users.ts';
export { z } from './zod.ts';
