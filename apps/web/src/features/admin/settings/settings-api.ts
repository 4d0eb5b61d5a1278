import type { Settings, SettingsPatch } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** With SETTINGS_MANAGE the API returns every setting, not only the public ones. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => getJson<Settings>('/settings') });
}

/** Known keys only, each checked by the contract's rule: a bad value is a 422 with field errors. */
export const updateSettings = (changes: SettingsPatch) => sendJson<Settings>('PATCH', '/settings', changes);
