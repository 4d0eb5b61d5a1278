export * from './catalog.ts';
export * from './common.ts';
export * from './contact.ts';
export * from './health.ts';
export { z } from './zod.ts';
