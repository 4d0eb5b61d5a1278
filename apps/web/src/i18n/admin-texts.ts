import { esAdmin } from './es-admin';
import { i18n } from './index';

// Imported by the back-office routes only: adds the admin texts to the
// Spanish resource the first time a back-office page loads.
i18n.addResourceBundle('es', 'translation', esAdmin, true, false);
