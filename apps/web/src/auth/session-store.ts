import type { LoginResponse } from '@amparo/contract';
import { Role } from '@amparo/domain';
import { useSyncExternalStore } from 'react';

// Spec 3 "stored login" and spec 6: the logged-in user record, api_token
// included, kept under one localStorage key. Staff and policyholders share it:
// a browser holds one session at a time, and each area checks the role.
export const SESSION_STORAGE_KEY = 'amparo:user';

export type Session = LoginResponse;
type Listener = () => void;

const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (private mode in some web views): no session.
  }
}

const ROLES: readonly unknown[] = Object.values(Role);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isIdList = (value: unknown) => Array.isArray(value) && value.every(Number.isInteger);

/**
 * Written by hand rather than with the contract's LoginResponseSchema: that
 * schema would bring zod (~28 KB brotli) to every page that calls the API.
 * It checks what the web reads (who, which role, the token); a record stored
 * by an older version or edited by hand is no session.
 */
export function isStoredSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    Number.isInteger(user.id) &&
    ROLES.includes(user.role) &&
    isString(user.email) &&
    isString(user.name) &&
    isString(user.api_token) &&
    isString(user.expires_at) &&
    isNullableString(user.surname1) &&
    isNullableString(user.surname2) &&
    isIdList(user.distributor_ids) &&
    isIdList(user.store_ids)
  );
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The stored user, or null. Cached by raw value so React sees a stable object. */
export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function getApiToken(): string | null {
  return getSession()?.api_token ?? null;
}

export function saveSession(session: Session): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts this page only; nothing better to do.
  }
  emit();
}

/** Spec 4: logout clears the stored user. Also called on any 401. */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this one may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
