import { esAdmin } from './es-admin';
import { esAdminClaims } from './es-admin-claims';
import { esAdminDashboard } from './es-admin-dashboard';
import { esAdminEndorsements } from './es-admin-endorsements';
import { esAdminEvaluations } from './es-admin-evaluations';
import { esAdminMail } from './es-admin-mail';
import { esAdminNetwork } from './es-admin-network';
import { esAdminOperations } from './es-admin-operations';
import { esAdminPayments } from './es-admin-payments';
import { esAdminPolicyAdmin } from './es-admin-policy-admin';
import { esAdminSigning } from './es-admin-signing';
import { esAdminTitles } from './es-admin-titles';
import { i18n } from './index';

// Imported by the back-office routes only: adds the admin texts to the
// Spanish resource the first time a back-office page loads.
i18n.addResourceBundle('es', 'translation', esAdmin, true, false);
i18n.addResourceBundle('es', 'translation', esAdminPayments, true, false);
i18n.addResourceBundle('es', 'translation', esAdminEvaluations, true, false);
i18n.addResourceBundle('es', 'translation', esAdminSigning, true, false);
i18n.addResourceBundle('es', 'translation', esAdminMail, true, false);
i18n.addResourceBundle('es', 'translation', esAdminClaims, true, false);
i18n.addResourceBundle('es', 'translation', esAdminNetwork, true, false);
i18n.addResourceBundle('es', 'translation', esAdminOperations, true, false);
i18n.addResourceBundle('es', 'translation', esAdminPolicyAdmin, true, false);
i18n.addResourceBundle('es', 'translation', esAdminDashboard, true, false);
i18n.addResourceBundle('es', 'translation', esAdminEndorsements, true, false);
i18n.addResourceBundle('es', 'translation', esAdminTitles, true, false);
