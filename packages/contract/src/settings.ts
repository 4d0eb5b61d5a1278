import { PhoneSchema } from './contact.ts';
import { z } from './zod.ts';

/**
 * Every setting the product knows, each with the same rule its kind of value
 * has everywhere else (the phone is the call-me-back phone rule). A setting
 * is added here and seeded by the API; the API refuses any other key.
 */
export const SETTING_RULES = {
  customer_service_phone: PhoneSchema,
  customer_service_hours: z
    .string({ error: 'Escribe el horario de atención' })
    .trim()
    .min(3, { error: 'Escribe el horario de atención' })
    .max(120, { error: 'El horario es demasiado largo (máximo 120 caracteres)' }),
  check_os_version: z.boolean({ error: 'Indica sí o no' }),
  // SEPA creditor identifier (EPC262-08): country, 2 check digits, 3-character business code, national id.
  sepa_creditor_id: z
    .string({ error: 'Indica el identificador de acreedor SEPA' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, {
      error: 'Identificador de acreedor SEPA no válido (por ejemplo ES12000B12345678)',
    }),
} as const;

export type SettingKey = keyof typeof SETTING_RULES;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];

/** What the public pages read (spec 7 GET /settings); the rest is for staff. */
export const PUBLIC_SETTING_KEYS = [
  'customer_service_phone',
  'customer_service_hours',
  'check_os_version',
] as const satisfies readonly SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_RULES, key);

/** PATCH /settings: any subset of the known settings, each valid by its rule. */
export const SettingsPatchSchema = z.object(SETTING_RULES).partial();
export type SettingsPatch = z.output<typeof SettingsPatchSchema>;

/** The settings as served: each value of its kind, never anything else (a key may be absent). */
export const SettingsSchema = z
  .object({
    customer_service_phone: z.string(),
    customer_service_hours: z.string(),
    check_os_version: z.boolean(),
    sepa_creditor_id: z.string(),
  })
  .partial();
export type Settings = z.infer<typeof SettingsSchema>;

export const PublicSettingsSchema = SettingsSchema.pick({
  customer_service_phone: true,
  customer_service_hours: true,
  check_os_version: true,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
