import { useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';

export type Settings = Record<string, unknown>;

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** With SETTINGS_MANAGE the API returns every key, not only the public ones. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => getJson<Settings>('/settings') });
}

/** Known keys only: the API refuses a key it does not have (422). */
export const updateSettings = (changes: Settings) => sendJson<Settings>('PATCH', '/settings', changes);
