/** Shown by /api/health and the OpenAPI document; set at build time when bundled. */
export const version: string = process.env.AMPARO_VERSION ?? '0.1.0';
