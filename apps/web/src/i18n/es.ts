import type { esAdmin } from './es-admin';
import type { esAdminClaims } from './es-admin-claims';
import type { esAdminDashboard } from './es-admin-dashboard';
import type { esAdminEndorsements } from './es-admin-endorsements';
import type { esAdminEvaluations } from './es-admin-evaluations';
import type { esAdminMail } from './es-admin-mail';
import type { esAdminNetwork } from './es-admin-network';
import type { esAdminOperations } from './es-admin-operations';
import type { esAdminPayments } from './es-admin-payments';
import type { esAdminPolicyAdmin } from './es-admin-policy-admin';
import type { esAdminSigning } from './es-admin-signing';
import type { esAdminTitles } from './es-admin-titles';
import type { esClaims } from './es-claims';
import { esCommon } from './es-common';
import type { esCustomer } from './es-customer';
import type { esEvaluation } from './es-evaluation';
import type { esEvaluationCapture } from './es-evaluation-capture';
import type { esEvaluationCheck } from './es-evaluation-check';
import type { esLegal } from './es-legal';
import { esModals } from './es-modals';
import { esPages } from './es-pages';
import type { esPayments } from './es-payments';
import { esPublicNav } from './es-public-nav';
import type { esPurchase } from './es-purchase';
import type { esSigning } from './es-signing';
import type { esStoreMap } from './es-store-map';
import { esTitles } from './es-titles';
import type { esWithdrawal } from './es-withdrawal';

// Every interface text of the product (spec 1: Spanish only), in themed files.
// Only what the landing, the layout, the error pages and the dialogs need is
// bundled with the first load; the rest arrives with the first lazily loaded
// page (i18n/rest-texts.ts) and the back office's with the back office
// (i18n/admin-texts.ts). The type includes every file, so every key is checked
// at compile time.
export const esFirstLoad = {
  ...esCommon,
  ...esPages,
  ...esModals,
  ...esPublicNav,
  ...esTitles,
} as const;

export type EsResource = typeof esFirstLoad &
  typeof esPurchase &
  typeof esEvaluation &
  typeof esEvaluationCheck &
  typeof esEvaluationCapture &
  typeof esLegal &
  typeof esCustomer &
  typeof esClaims &
  typeof esWithdrawal &
  typeof esPayments &
  typeof esSigning &
  typeof esStoreMap &
  typeof esAdmin &
  typeof esAdminPayments &
  typeof esAdminEvaluations &
  typeof esAdminSigning &
  typeof esAdminMail &
  typeof esAdminClaims &
  typeof esAdminNetwork &
  typeof esAdminOperations &
  typeof esAdminPolicyAdmin &
  typeof esAdminEndorsements &
  typeof esAdminTitles &
  typeof esAdminDashboard;
