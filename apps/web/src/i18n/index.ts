import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { esFirstLoad } from './es';

// Spanish is both the default and the fallback locale (spec 1). The first-load
// texts are bundled, so init is synchronous and the first render already has
// its texts; components re-render when a later bundle is added.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: esFirstLoad } },
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: ['es'],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { bindI18nStore: 'added' },
});

let restTexts: Promise<unknown> | undefined;

/** The customer-facing texts beyond the landing's: every lazily loaded page awaits this. */
export function loadRestTexts(): Promise<unknown> {
  // Deep merge, so it never drops a first-load key.
  restTexts ??= import('./rest-texts').then(({ esRest }) =>
    i18n.addResourceBundle('es', 'translation', esRest, true, false),
  );
  return restTexts;
}

// Tests render any screen straight away, so they get every text up front
// (a build-time constant: the production bundle drops this line).
if (import.meta.env.MODE === 'test') await loadRestTexts();

export { i18n };
