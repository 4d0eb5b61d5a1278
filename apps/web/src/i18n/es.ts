import { esCommon } from './es-common';
import { esEvaluation } from './es-evaluation';
import { esLegal } from './es-legal';
import { esModals } from './es-modals';
import { esPages } from './es-pages';

// Every interface text of the product (spec 1: Spanish only). Split into
// themed files to keep each one readable; this object is the single resource.
export const es = {
  ...esCommon,
  ...esPages,
  ...esEvaluation,
  ...esModals,
  ...esLegal,
} as const;

export type EsResource = typeof es;
