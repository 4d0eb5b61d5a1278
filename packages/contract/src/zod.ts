import { z } from 'zod';

// Spanish is the product's only language: zod's own messages come in Spanish
// for every schema, on the server and in the browser's forms alike.
z.config(z.locales.es());

export { z };
