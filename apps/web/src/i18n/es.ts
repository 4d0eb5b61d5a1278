import type { esAdmin } from './es-admin';
import { esCommon } from './es-common';
import { esCustomer } from './es-customer';
import { esEvaluation } from './es-evaluation';
import { esLegal } from './es-legal';
import { esModals } from './es-modals';
import { esPages } from './es-pages';
import { esPurchase } from './es-purchase';

// Every interface text of the product (spec 1: Spanish only). Split into
// themed files to keep each one readable; this object is the single resource.
export const es = {
  ...esCommon,
  ...esPages,
  ...esEvaluation,
  ...esModals,
  ...esLegal,
  ...esCustomer,
  ...esPurchase,
} as const;

// The back-office texts are registered when the back office loads
// (i18n/admin-texts.ts), so customers never download them; the type still
// includes them so every key is checked at compile time.
export type EsResource = typeof es & typeof esAdmin;
