import {
  CANCELLATION_MODES,
  isValidCreditorId,
  isValidIban,
  normalizeIban,
  parseHolidayList,
} from '@amparo/domain';
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
  // Where a customer's message on a claim is mailed (the claims desk's shared mailbox).
  claims_desk_email: z
    .string({ error: 'Indica el correo de la mesa de siniestros' })
    .trim()
    .max(200, { error: 'Como máximo 200 caracteres' })
    .pipe(z.email({ error: 'Indica un correo válido para la mesa de siniestros' })),
  // Spec 9: call-me-back hours keep the rest-day hours on Spain's national holidays (computed) and on
  // these, the call centre's regional and local ones, typed by staff.
  call_back_regional_holidays: z
    .string({ error: 'Escribe las fechas de los festivos' })
    .trim()
    .max(600, { error: 'Como máximo 600 caracteres' })
    .refine((text) => parseHolidayList(text) !== null, {
      error: 'Escribe cada festivo como AAAA-MM-DD (por ejemplo 2026-05-02), separados por comas',
    }),
  check_os_version: z.boolean({ error: 'Indica sí o no' }),
  // Phone check: the machine may validate clean photos by itself; otherwise every check goes to an expert.
  evaluation_auto_validate: z.boolean({ error: 'Indica sí o no' }),
  // Spec 3 General state: canAttachInvoice (default false) and canManuallyCaptureImei (default true).
  evaluation_can_attach_invoice: z.boolean({ error: 'Indica sí o no' }),
  evaluation_manual_imei: z.boolean({ error: 'Indica sí o no' }),
  // SEPA creditor identifier (EPC262-08): country, 2 check digits, 3-character business code, national id.
  sepa_creditor_id: z
    .string({ error: 'Indica el identificador de acreedor SEPA' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, {
      error: 'Identificador de acreedor SEPA no válido (por ejemplo ES64000A12345674)',
      abort: true,
    })
    .refine(isValidCreditorId, {
      error: 'Los dígitos de control del identificador de acreedor SEPA no cuadran',
    }),
  // The creditor as the bank knows it (pain.008 Cdtr/Nm, CdtrAcct, CdtrAgt).
  sepa_creditor_name: z
    .string({ error: 'Indica el nombre del acreedor SEPA' })
    .trim()
    .min(2, { error: 'Indica el nombre del acreedor SEPA' })
    .max(70, { error: 'El nombre del acreedor es demasiado largo (máximo 70 caracteres)' }),
  sepa_creditor_iban: z
    .string({ error: 'Indica el IBAN de la cuenta de abono' })
    .transform(normalizeIban)
    .refine(isValidIban, { error: 'El IBAN de la cuenta de abono no es válido' }),
  sepa_creditor_bic: z
    .string({ error: 'Indica el BIC del banco del acreedor' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/, {
      error: 'El BIC no es válido (8 u 11 caracteres)',
    }),
  // After a return for insufficient funds (AM04), the receipt goes in again this many days later.
  sepa_represent_days: z
    .number({ error: 'Indica un número de días' })
    .int({ error: 'Indica un número entero de días' })
    .min(1, { error: 'Al menos 1 día' })
    .max(60, { error: 'Como mucho 60 días' }),
  // The insurer's legal text printed at the end of the policy contract.
  insurer_legal_text: z
    .string({ error: 'Escribe el texto legal de la aseguradora' })
    .trim()
    .min(20, { error: 'El texto legal es demasiado corto (mínimo 20 caracteres)' })
    .max(4000, { error: 'El texto legal es demasiado largo (máximo 4000 caracteres)' }),
  // A cancellation after the 15-day withdrawal window keeps cover to the end of the
  // paid period with no refund, or ends today and gives back the unused days (domain cancellationSettlement).
  cancellation_mode: z.enum(CANCELLATION_MODES, {
    error: 'Elige «hasta el final del periodo pagado» o «prorrata»',
  }),
} as const;

export type SettingKey = keyof typeof SETTING_RULES;
export const SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[];

/** What the public pages read (spec 7 GET /settings); the rest is for staff. */
export const PUBLIC_SETTING_KEYS = [
  'customer_service_phone',
  'customer_service_hours',
  'call_back_regional_holidays',
  'check_os_version',
  'evaluation_can_attach_invoice',
  'evaluation_manual_imei',
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
    claims_desk_email: z.string(),
    call_back_regional_holidays: z.string(),
    check_os_version: z.boolean(),
    evaluation_auto_validate: z.boolean(),
    evaluation_can_attach_invoice: z.boolean(),
    evaluation_manual_imei: z.boolean(),
    sepa_creditor_id: z.string(),
    sepa_creditor_name: z.string(),
    sepa_creditor_iban: z.string(),
    sepa_creditor_bic: z.string(),
    sepa_represent_days: z.number(),
    insurer_legal_text: z.string(),
    cancellation_mode: z.enum(CANCELLATION_MODES),
  })
  .partial();
export type Settings = z.infer<typeof SettingsSchema>;

export const PublicSettingsSchema = SettingsSchema.pick({
  customer_service_phone: true,
  customer_service_hours: true,
  call_back_regional_holidays: true,
  check_os_version: true,
  evaluation_can_attach_invoice: true,
  evaluation_manual_imei: true,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
