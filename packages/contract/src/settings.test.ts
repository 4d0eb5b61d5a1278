import { describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_KEYS, SETTING_KEYS, SettingsPatchSchema, SettingsSchema } from './settings.ts';

describe('settings rules', () => {
  it('serves exactly the settings that have a rule', () => {
    expect(Object.keys(SettingsSchema.shape).sort()).toEqual([...SETTING_KEYS].sort());
    for (const key of PUBLIC_SETTING_KEYS) expect(SETTING_KEYS).toContain(key);
  });

  it.each([
    [{ customer_service_phone: 'abc' }, false],
    [{ customer_service_phone: { html: '<img>' } }, false],
    [{ customer_service_phone: '+34 600 11 22 33' }, true],
    [{ check_os_version: 'true' }, false],
    [{ check_os_version: false }, true],
    [{ customer_service_hours: '' }, false],
    [{ customer_service_hours: 42 }, false],
    [{ sepa_creditor_id: 'ES97000B12345678' }, true],
    [{ sepa_creditor_id: 'ES12000B12345678' }, false], // check digits do not match
    [{ sepa_creditor_iban: 'ES91 2100 0418 4502 0005 1332' }, true],
    [{ sepa_creditor_iban: 'ES9121000418450200051331' }, false],
    [{ sepa_creditor_bic: 'CAIXESBBXXX' }, true],
    [{ sepa_creditor_bic: 'CAIXESBB' }, true],
    [{ sepa_creditor_bic: 'CAIX' }, false],
    [{ sepa_represent_days: 5 }, true],
    [{ sepa_represent_days: 0 }, false],
    [{ sepa_creditor_name: 'Amparo Seguros SL' }, true],
    [{ sepa_creditor_id: 'B12345678' }, false],
    [{ cancellation_mode: 'end_of_period' }, true],
    [{ cancellation_mode: 'pro_rata' }, true],
    [{ cancellation_mode: 'monthly' }, false],
    [{ cancellation_mode: '' }, false],
  ])('%j valid: %s', (patch, valid) => {
    expect(SettingsPatchSchema.safeParse(patch).success).toBe(valid);
  });

  it('keeps the phone as its 9 national digits', () => {
    expect(SettingsPatchSchema.parse({ customer_service_phone: '+34 600 11 22 33' })).toEqual({
      customer_service_phone: '600112233',
    });
  });
});
