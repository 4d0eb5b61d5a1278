import { z } from 'zod';

// Spanish is the product's only language: zod's own messages come in Spanish
// for every schema, on the server and in the browser's forms alike.
z.config(z.locales.es());
// Browsers run the app under a CSP without 'unsafe-eval': zod's JIT probes
// `new Function` once, and even caught, the browser reports a violation.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
