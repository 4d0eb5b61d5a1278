import type { SettingsPatch } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export const SETTINGS_KEY = ['admin', 'settings'] as const;

/** With SETTINGS_MANAGE (and the login sent) the API returns every key, not only the public ones. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi('getSettings', { withSession: true, signal }),
  });
}

/** Known keys only, each checked by the contract's rule: a bad value is a 422 with field errors. */
export const updateSettings = (changes: SettingsPatch) => callApi('updateSettings', { body: changes });
