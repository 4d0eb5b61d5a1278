import {
  SETTING_KEYS,
  SETTING_RULES,
  type SettingKey,
  type Settings,
  type SettingsPatch,
  SettingsSchema,
  z,
} from '@amparo/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * Yes/no settings are checkboxes, a closed list of values (a z.enum) a select,
 * numbers and the rest text inputs: the kind comes from the contract.
 */
export type SettingKind = 'boolean' | 'number' | 'choice' | 'text';
export type SettingsFormValues = Record<SettingKey, string | boolean>;

export function settingKind(key: SettingKey): SettingKind {
  const schema = SettingsSchema.shape[key].unwrap();
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodEnum) return 'choice';
  return schema instanceof z.ZodNumber ? 'number' : 'text';
}

/** The values a 'choice' setting may take, in the contract's order; empty for other kinds. */
export function settingChoices(key: SettingKey): string[] {
  const schema = SettingsSchema.shape[key].unwrap();
  return schema instanceof z.ZodEnum ? schema.options.map(String) : [];
}

/** Every known setting gets a field, even one the server left out (missing or stored with a bad value). */
export function toSettingsFormValues(settings: Settings): SettingsFormValues {
  const values = {} as SettingsFormValues;
  for (const key of SETTING_KEYS) {
    const value = settings[key];
    values[key] =
      settingKind(key) === 'boolean'
        ? value === true
        : typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : '';
  }
  return values;
}

/** Only what changed, as typed in (the server normalises, e.g. the phone to 9 digits). */
export function changedSettings(settings: Settings, values: SettingsFormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = values[key];
    const original = settings[key];
    if (settingKind(key) === 'boolean') {
      if (value !== (original === true)) changes[key] = value === true;
    } else if (String(value).trim() !== (original === undefined ? '' : String(original))) {
      const typed = String(value).trim();
      // A number setting travels as a number; what is not one goes as typed, and the rule refuses it.
      changes[key] =
        settingKind(key) === 'number' && typed !== '' && !Number.isNaN(Number(typed)) ? Number(typed) : typed;
    }
  }
  return changes;
}

/**
 * The same rules as the server (the contract's SETTING_RULES), on the changed
 * values only: an old value the person did not touch does not block a save.
 */
export function settingsResolver(settings: Settings): Resolver<SettingsFormValues> {
  return (values) => {
    const errors: FieldErrors<SettingsFormValues> = {};
    const changes = changedSettings(settings, values);
    for (const [key, value] of Object.entries(changes) as [SettingKey, unknown][]) {
      const checked = SETTING_RULES[key].safeParse(value);
      if (!checked.success) {
        errors[key] = { type: 'rule', message: checked.error.issues[0]?.message ?? '' };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

export type { SettingsPatch };
