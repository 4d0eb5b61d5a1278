import type { EndpointName } from '@amparo/contract';
import {
  type CallArgs,
  type CallInput,
  type CallOutput,
  fillPath,
  type LooseInput,
  type UrlInput,
} from '@amparo/contract/call';
// The routes alone (no zod) at run time: the schemas are only types here, so calling the API costs
// the landing page no validation code.
import { apiRoutes, type EndpointRoute } from '@amparo/contract/routes';
import { clearSession, getApiToken } from '../auth/session-store';
import { i18n } from '../i18n';
import { API_BASE, ApiError, readError } from './http';
import { type QueryParams, toQueryString } from './query-string';

// The one way the web calls the API: `callApi('updateUser', { params: { id }, body })`. The name
// picks the route of the contract's endpoint map (packages/contract/src/endpoints.ts), which types
// the path parameters, query, body and answer. Errors are always an ApiError.

export type ApiClientOptions = {
  fetch: typeof fetch;
  /** The stored login's bearer token, or null. */
  getToken: () => string | null;
  /** A call that sent a token got 401: the session is over (expired or revoked). */
  onSessionEnded: () => void;
  networkMessage: () => string;
  genericMessage: () => string;
};

export { type CallInput, type CallOutput, fillPath };

export function createApiClient(options: ApiClientOptions) {
  function url(route: EndpointRoute, input: UrlInput = {}): string {
    const query = input.query ? toQueryString(input.query as QueryParams) : '';
    return `${API_BASE}${fillPath(route.path, input.params)}${query}`;
  }

  async function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallOutput<N>> {
    const route: EndpointRoute = apiRoutes[name];
    // Read as `unknown[]`: asking the compiler to relate CallArgs<N> to LooseInput for every
    // endpoint at once is a union too large for it.
    const loose = ((args as unknown[])[0] ?? {}) as LooseInput;
    const { body, idempotencyKey, withSession, signal } = loose;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const sendsToken = route.auth === 'session' || (route.auth === 'optional' && withSession === true);
    const token = sendsToken ? options.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await options.fetch(url(route, loose), {
        method: route.method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error; // TanStack Query cancelled it: not a failure to show.
      throw new ApiError(options.networkMessage(), null);
    }
    if (!response.ok) {
      const error = await readError(response);
      if (response.status === 401 && token) options.onSessionEnded();
      throw new ApiError(
        error.message ?? options.genericMessage(),
        response.status,
        error.code,
        error.issues,
      );
    }
    if (response.status === 204) return null as CallOutput<N>;
    return (await response.json().catch(() => null)) as CallOutput<N>;
  }

  /** The address of a route, for what the browser opens itself (a PDF, a CSV download). */
  function apiUrl<N extends EndpointName>(name: N, input: Pick<CallInput<N>, 'params' | 'query'>): string {
    return url(apiRoutes[name], input as unknown as UrlInput);
  }

  return { call, url: apiUrl };
}

const client = createApiClient({
  // Read at call time, so a test's stubbed fetch is the one used.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: getApiToken,
  onSessionEnded: clearSession,
  networkMessage: () => i18n.t('errors.network'),
  genericMessage: () => i18n.t('errors.generic'),
});

export const callApi = client.call;
export const apiUrl = client.url;
