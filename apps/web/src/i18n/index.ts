import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es';

// Spanish is both the default and the fallback locale (spec 1). Resources are
// bundled, so init is synchronous and the first render already has its texts.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: ['es'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
