import 'i18next';
import type { EsResource } from './es';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EsResource };
  }
}
