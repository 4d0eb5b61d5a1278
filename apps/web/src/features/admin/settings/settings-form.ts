import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '../../../i18n';
import type { Settings } from './settings-api';

/** Booleans as checkboxes, numbers and text as inputs; anything else is shown, not edited. */
export type SettingKind = 'boolean' | 'number' | 'text' | 'other';
export type SettingsFormValues = Record<string, string | boolean>;

export function settingKind(value: unknown): SettingKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' || value === null) return 'text';
  return 'other';
}

export function toSettingsFormValues(settings: Settings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const [key, value] of Object.entries(settings)) {
    const kind = settingKind(value);
    if (kind === 'boolean') values[key] = value === true;
    else if (kind === 'number' || kind === 'text') values[key] = value === null ? '' : String(value);
  }
  return values;
}

/** Only what changed, each value in the type it already had (a number stays a number). */
export function changedSettings(settings: Settings, values: SettingsFormValues): Settings {
  const changes: Settings = {};
  for (const [key, original] of Object.entries(settings)) {
    const kind = settingKind(original);
    const value = values[key];
    if (value === undefined || kind === 'other') continue;
    const next = kind === 'number' ? Number(String(value).trim()) : kind === 'text' ? String(value) : value;
    if (next !== original && !(original === null && next === '')) changes[key] = next;
  }
  return changes;
}

/** Numbers must be numbers; everything else the server checks. */
export function settingsResolver(settings: Settings): Resolver<SettingsFormValues> {
  return (values) => {
    const errors: FieldErrors<SettingsFormValues> = {};
    for (const [key, original] of Object.entries(settings)) {
      const value = String(values[key] ?? '').trim();
      if (settingKind(original) === 'number' && (value === '' || !Number.isFinite(Number(value)))) {
        errors[key] = { type: 'number', message: i18n.t('admin.settings.numberRequired') };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
