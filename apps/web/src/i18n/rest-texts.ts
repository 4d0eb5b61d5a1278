import { esClaims } from './es-claims';
import { esCustomer } from './es-customer';
import { esEvaluation } from './es-evaluation';
import { esEvaluationCapture } from './es-evaluation-capture';
import { esEvaluationCheck } from './es-evaluation-check';
import { esLegal } from './es-legal';
import { esPayments } from './es-payments';
import { esPurchase } from './es-purchase';
import { esSigning } from './es-signing';
import { esStoreMap } from './es-store-map';
import { esWithdrawal } from './es-withdrawal';

// Loaded by loadRestTexts() (i18n/index.ts): the customer-facing texts the
// landing does not show.
export const esRest = {
  ...esPurchase,
  ...esEvaluation,
  ...esEvaluationCheck,
  ...esEvaluationCapture,
  ...esLegal,
  ...esCustomer,
  ...esClaims,
  ...esWithdrawal,
  ...esPayments,
  ...esSigning,
  ...esStoreMap,
} as const;
