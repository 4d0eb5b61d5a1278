import type { EndpointName, ErrorResponse } from '@amparo/contract';
import {
  type CallArgs,
  type CallOutput,
  fillPath,
  type LooseInput,
  type QueryParams,
  toQueryString,
} from '@amparo/contract/call';
import { apiRoutes } from '@amparo/contract/routes';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';

// The API tests' client: the same call by endpoint name and the same typed input as the web's
// (`callApi`), sent through `app.inject`. A renamed field or endpoint fails to compile here instead
// of failing at run time. New tests use it; older ones move to it when they are touched.

/** What a test adds to a call: whose login, and any header of its own. */
type TestOptions = { token?: string; headers?: Record<string, string> };

export type TestAnswer<N extends EndpointName> = {
  status: number;
  /** The success answer (a 204 is null); undefined when the call was refused. */
  data: CallOutput<N> | undefined;
  /** The refusal (`{ message, code }`); undefined on success. */
  error: ErrorResponse | undefined;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw text (a CSV, an HTML page). */
  text: string;
};

type TestCallArgs<N extends EndpointName> =
  CallArgs<N> extends [input?: infer I]
    ? [input?: I & TestOptions]
    : CallArgs<N> extends [input: infer I]
      ? [input: I & TestOptions]
      : never;

export function apiClient(app: App) {
  async function call<N extends EndpointName>(name: N, ...args: TestCallArgs<N>): Promise<TestAnswer<N>> {
    const route = apiRoutes[name];
    const input = ((args as unknown[])[0] ?? {}) as LooseInput & TestOptions;
    const headers: Record<string, string> = { ...input.headers };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    if (input.idempotencyKey) headers['idempotency-key'] = input.idempotencyKey;
    const query = input.query ? toQueryString(input.query as QueryParams) : '';
    const response = await app.inject({
      method: route.method,
      url: `/api${fillPath(route.path, input.params)}${query}`,
      headers,
      ...(input.body !== undefined ? { payload: input.body as object } : {}),
    });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    const type = String(response.headers['content-type'] ?? '');
    const parsed = type.includes('json') && response.body ? JSON.parse(response.body) : null;
    return {
      status: response.statusCode,
      data: ok
        ? ((response.statusCode === 204 ? null : (parsed ?? response.body)) as CallOutput<N>)
        : undefined,
      error: ok ? undefined : ((parsed as ErrorResponse | null) ?? undefined),
      headers: response.headers,
      text: response.body,
    };
  }

  /** The call's success answer; a refusal fails the test, with the API's message in it. */
  async function ok<N extends EndpointName>(name: N, ...args: TestCallArgs<N>): Promise<CallOutput<N>> {
    const answer = await call(name, ...args);
    expect(
      answer.status,
      `${name}: ${answer.error?.code ?? ''} ${answer.error?.message ?? answer.text}`,
    ).toBeLessThan(300);
    return answer.data as CallOutput<N>;
  }

  return { call, ok };
}

/** The client of a test file's app, built when first called (useTestApp builds the app in beforeAll). */
export function apiClientOf(t: { readonly app: App }): ReturnType<typeof apiClient> {
  return {
    call: ((...args) => apiClient(t.app).call(...args)) as ReturnType<typeof apiClient>['call'],
    ok: ((...args) => apiClient(t.app).ok(...args)) as ReturnType<typeof apiClient>['ok'],
  };
}
