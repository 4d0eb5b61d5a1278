import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A secret that arrives in the address (a mailed link's `?token=`), taken out
 * of it as soon as it is read: the entry is replaced, so history, bookmarks and
 * Referer never carry it (docs/security.md, Link tokens). The secret stays in this tab's
 * sessionStorage, so a reload still finds it; `forget` drops it once used.
 */
export function useAddressSecret(param: string, storageKey: string) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(param);
  const [secret] = useState<string | null>(() => {
    if (fromAddress) {
      store(storageKey, fromAddress);
      return fromAddress;
    }
    return read(storageKey);
  });
  useEffect(() => {
    if (!fromAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, param, setParams]);
  return { secret, forget: () => store(storageKey, null) };
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null) {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the secret lives in memory until the tab reloads.
  }
}
