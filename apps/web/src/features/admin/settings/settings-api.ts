import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type Settings = Record<string, unknown>;

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** With SETTINGS_MANAGE (and the login sent) the API returns every key, not only the public ones. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi('getSettings', { withSession: true, signal }),
  });
}

/** Known keys only: the API refuses a key it does not have (422). */
export const updateSettings = (changes: Settings) => callApi('updateSettings', { body: changes });
