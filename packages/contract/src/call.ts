import type { Endpoints } from './endpoints.ts';
import type { EndpointName } from './routes.ts';
import type { z } from './zod.ts';

// The types of a call by endpoint name, shared by the web's client (apps/web/src/api/client.ts) and
// the API tests' client (apps/api/test/api-client.ts), and the two helpers that turn a call into an
// address. Types only from zod: the web's landing page loads this without the schemas.

type Endpoint<N extends EndpointName> = Endpoints[N];

// The input types below do not distribute (`[E] extends [...]`): for the generic N inside `call`,
// a distributing conditional over every endpoint, intersected five times, is a union past the
// compiler's limit (TS2590).

type ParamsInput<E> = [E] extends [{ params: infer S extends z.ZodType }]
  ? { params: z.output<S> }
  : { params?: undefined };
/** Empty values are left out of the query string (query-string.ts), so a cleared filter may be ''. */
type Blankable<T> = T extends object ? { [K in keyof T]?: Blankable<T[K]> } : T | '' | null | undefined;
type QueryInput<E> = [E] extends [{ query: infer S extends z.ZodType }]
  ? { query?: Blankable<z.input<S>> }
  : { query?: undefined };
type BodyInput<E> = [E] extends [{ body: infer S extends z.ZodType }]
  ? { body: z.input<S> }
  : { body?: undefined };
type KeyInput<E> = [E] extends [{ idempotencyKey: true }]
  ? { idempotencyKey: string }
  : { idempotencyKey?: undefined };
/** Only public routes that read a login take it, and only when the caller says so. */
type SessionInput<E> = [E] extends [{ auth: 'optional' }]
  ? { withSession?: boolean }
  : { withSession?: undefined };

// Distributed over N first, so a union of names gives one intersection per endpoint, not the
// product of five unions (which passed TypeScript's union limit, TS2590, as the API grew).
export type CallInput<N extends EndpointName> = N extends EndpointName
  ? ParamsInput<Endpoint<N>> &
      QueryInput<Endpoint<N>> &
      BodyInput<Endpoint<N>> &
      KeyInput<Endpoint<N>> &
      SessionInput<Endpoint<N>> & { signal?: AbortSignal }
  : never;

type Responses<N extends EndpointName> = Endpoint<N>['responses'];
/** The answer of a call: any of its success answers (a 204 is `null`). */
export type CallOutput<N extends EndpointName> = {
  [status in keyof Responses<N>]: Responses<N>[status] extends z.ZodType
    ? z.output<Responses<N>[status]>
    : never;
}[keyof Responses<N>];

/** The input may be left out when nothing in it is required. */
export type CallArgs<N extends EndpointName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];
export type UrlInput = { params?: object | undefined; query?: unknown };
/** Any endpoint's input, as the implementation reads it. */
export type LooseInput = UrlInput & {
  body?: unknown;
  idempotencyKey?: string | undefined;
  withSession?: boolean | undefined;
  signal?: AbortSignal | undefined;
};

/** `/users/:id/stores/:targetId` with `{ id: 3, targetId: 9 }` → `/users/3/stores/9`. */
export function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = values[name];
    // A programming error (the types ask for every parameter), never a request to the wrong address.
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// Spec 7: GET parameters are serialized as bracketed query strings,
// e.g. { filter: { role: 'admin' }, page: 2 } → filter[role]=admin&page=2.
// Empty values are left out so a cleared filter does not reach the server.
export type QueryValue = string | number | boolean | null | undefined | QueryParams;
export type QueryParams = { [key: string]: QueryValue };

function append(search: URLSearchParams, key: string, value: QueryValue) {
  if (value === null || value === undefined || value === '') return;
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) append(search, `${key}[${child}]`, childValue);
    return;
  }
  search.append(key, String(value));
}

export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) append(search, key, value);
  const text = search.toString().replace(/%5B/g, '[').replace(/%5D/g, ']');
  return text ? `?${text}` : '';
}
