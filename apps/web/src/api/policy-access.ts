import type { PolicyAccess } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type CallOutput, callApi } from './client';
import { ApiError } from './http';

export type PolicyAccessPurpose = PolicyAccess['purpose'];

/**
 * What opens a mailed link's policy in this tab: the link's token just read
 * from the address, or the session it was exchanged for. Kept in
 * sessionStorage (this tab only, survives a reload), never in the address.
 */
export type LinkCredential = { id: string; kind: 'link' | 'session'; token: string };

const storageKey = (purpose: PolicyAccessPurpose) => `amparo.enlace.${purpose}`;

function isCredential(value: unknown): value is LinkCredential {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' && (v.kind === 'link' || v.kind === 'session') && typeof v.token === 'string'
  );
}

function readCredential(purpose: PolicyAccessPurpose): LinkCredential | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(purpose)) ?? 'null');
    return isCredential(value) ? value : null;
  } catch {
    return null;
  }
}

function writeCredential(purpose: PolicyAccessPurpose, credential: LinkCredential | null) {
  try {
    if (credential) sessionStorage.setItem(storageKey(purpose), JSON.stringify(credential));
    else sessionStorage.removeItem(storageKey(purpose));
  } catch {
    // Storage refused (private mode, full): the link still works until the tab is reloaded.
  }
}

/** One read of a link's policy with a token (the link's own or its session), for pages that pay with it. */
export const fetchPolicyAccess = (purpose: PolicyAccessPurpose, token: string) =>
  callApi('getPolicyAccess', { params: { purpose }, query: { token } });

/** The token this tab holds for a link's purpose (the session once exchanged), for the pages it leads to. */
export function linkSessionToken(purpose: PolicyAccessPurpose): string | null {
  return readCredential(purpose)?.token ?? null;
}

/**
 * The link token of `?acceso=`, taken out of the address as soon as it is read
 * (docs/security.md, Link tokens): the address is replaced, not pushed, so neither history, a
 * bookmark, a shared screenshot nor a Referer carries it. The token is kept in
 * this tab until the API exchanges it for a session (usePolicyAccess).
 */
export function useLinkCredential(purpose: PolicyAccessPurpose): LinkCredential | null {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const fromAddress = params.get('acceso');
  const [credential] = useState<LinkCredential | null>(() => {
    if (!fromAddress) return readCredential(purpose);
    const fresh: LinkCredential = {
      id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
      kind: 'link',
      token: fromAddress,
    };
    writeCredential(purpose, fresh);
    return fresh;
  });
  // Every address that carries the token, not only a new token: a link rendered before the removal
  // was drawn (React draws the router's replace in a transition) can bring the same token back, and
  // an effect keyed on the token's value alone would then leave it in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address (key) that carries the token.
  useEffect(() => {
    if (!fromAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('acceso');
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, key, setParams]);
  return credential;
}

/**
 * The address's query without a link's token, for the links and redirects of the pages a link
 * opens: until the token's removal is drawn, the address read while rendering may still carry it,
 * and a link built from that would put it back in the address and the history.
 */
export function useSearchWithoutLinkToken(): string {
  const { search } = useLocation();
  return useMemo(() => {
    const query = new URLSearchParams(search);
    if (!query.has('acceso')) return search;
    query.delete('acceso');
    const rest = query.toString();
    return rest ? `?${rest}` : '';
  }, [search]);
}

type LinkSession = CallOutput<'startPolicyLinkSession'>;

const exchangeToken = (purpose: PolicyAccessPurpose, token: string): Promise<LinkSession> =>
  callApi('startPolicyLinkSession', { params: { purpose }, body: { token } });

/** Exchanges started before the page rendered, by purpose and token; each is taken once. */
const earlyExchanges = new Map<string, Promise<LinkSession>>();

/**
 * Starts a link's exchange before its page has rendered (the booking mail's phone check, from
 * main.tsx), so that the policy arrives beside the page's scripts instead of after them; the page's
 * query (usePolicyAccess) then takes this answer instead of asking again.
 */
export function exchangeLinkTokenEarly(purpose: PolicyAccessPurpose, token: string) {
  const exchange = exchangeToken(purpose, token);
  // A failure is read by the page that takes it, not reported here as unhandled.
  exchange.catch(() => undefined);
  earlyExchanges.set(`${purpose} ${token}`, exchange);
}

function takeEarlyExchange(purpose: PolicyAccessPurpose, token: string): Promise<LinkSession> | undefined {
  const key = `${purpose} ${token}`;
  const exchange = earlyExchanges.get(key);
  earlyExchanges.delete(key);
  return exchange;
}

/** A link's token is exchanged once for a session; the session opens the policy on reloads. */
async function openPolicy(purpose: PolicyAccessPurpose, credential: LinkCredential): Promise<PolicyAccess> {
  try {
    if (credential.kind === 'session') {
      return await callApi('getPolicyAccess', { params: { purpose }, query: { token: credential.token } });
    }
    const session = await (takeEarlyExchange(purpose, credential.token) ??
      exchangeToken(purpose, credential.token));
    writeCredential(purpose, { id: credential.id, kind: 'session', token: session.session_token });
    return session.access;
  } catch (error) {
    if (isDeadLink(error)) writeCredential(purpose, null);
    throw error;
  }
}

/**
 * The policy a mail link opens. Sent without the stored login: the link is
 * the credential, and a dead link must not log out whoever is signed in on
 * this browser.
 */
export function usePolicyAccess(purpose: PolicyAccessPurpose, credential: LinkCredential | null) {
  return useQuery({
    queryKey: ['policy-access', purpose, credential?.id ?? null] as const,
    queryFn: () => openPolicy(purpose, credential!),
    enabled: credential !== null,
    // A dead link stays dead: retrying only delays the explanation.
    retry: (count, error) => !isDeadLink(error) && count < 1,
    staleTime: 60_000,
  });
}

/** 401 (expired, used or unknown token) and 400 (malformed token) both mean the link cannot be used. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 400);
}
