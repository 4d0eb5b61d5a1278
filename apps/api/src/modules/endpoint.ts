import {
  type EndpointName,
  type EndpointRoute,
  type EndpointSchemas,
  type Endpoints,
  ErrorResponseSchema,
  endpoints,
  z,
} from '@amparo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../plugins/auth.ts';

// The server's half of "one declaration per endpoint": a handler is registered by the endpoint's
// name, and its method, path, schemas, statuses, permission and OpenAPI text all come from the
// contract (packages/contract/src/endpoints.ts). A handler receives validated, typed input, the
// actor and the time, calls one use-case and returns its answer.

type Entry<N extends EndpointName> = Endpoints[N];

type Parsed<E, K extends string> = [E] extends [{ [key in K]: infer S extends z.ZodType }]
  ? z.output<S>
  : undefined;

/** A public endpoint may be called with or without a login; every other one has its actor. */
type ActorOf<E> = [E] extends [{ permission: 'public' }] ? Actor | null : Actor;

/** What a use-case needs to know of the request: the time and where it came from. */
export type RequestContext = { now: Date; ip: string };

export type EndpointInput<N extends EndpointName> = {
  params: Parsed<Entry<N>, 'params'>;
  query: Parsed<Entry<N>, 'query'>;
  body: Parsed<Entry<N>, 'body'>;
  actor: ActorOf<Entry<N>>;
  /** The app's clock (`app.clock`), read once per request: tests set it. */
  now: Date;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Answers<E> = [E] extends [{ responses: infer R }] ? R[keyof R] : never;
type OtherAnswers<E> = [E] extends [{ otherResponses: infer R }] ? R[keyof R] : never;
/** Any answer its schemas allow, or the reply itself when the handler sent it (a redirect, a file). */
export type EndpointAnswer<N extends EndpointName> =
  | z.input<Extract<Answers<Entry<N>> | OtherAnswers<Entry<N>>, z.ZodType>>
  | FastifyReply;

export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
) => Promise<EndpointAnswer<N>> | EndpointAnswer<N>;

/** What only the server knows of a route: how large a body it reads, and how it is parsed. */
export type EndpointOptions = {
  bodyLimit?: number;
  /** The Spanish message of a 413 on this route (a CSV or file with its own limit). */
  bodyTooLargeMessage?: string;
};

const bearer: Record<string, string[]>[] = [{ bearerAuth: [] }];
/** A public route that reads a login when the caller sends one documents both. */
const bearerOrNone: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

/** The Fastify route schema of an endpoint, as the OpenAPI document and the validators read it. */
export function routeSchemaOf(entry: EndpointSchemas & EndpointRoute) {
  const response: Record<number, z.ZodType | undefined> = { ...entry.responses };
  // Asked for its CSV (export_csv=1), a list answers text; the OpenAPI transform documents both.
  if (entry.csvExport && response[200]) response[200] = response[200].or(z.string());
  for (const status of entry.errors) response[status] = ErrorResponseSchema;
  Object.assign(response, entry.otherResponses);
  const security =
    entry.permission !== 'public' ? bearer : entry.auth === 'optional' ? bearerOrNone : undefined;
  return {
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(security ? { security } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.produces ? { produces: [...entry.produces] } : {}),
    response,
  };
}

/**
 * Registers the handler of the contract's endpoint `name` on `app` (a plugin under `/api`). An
 * endpoint with one success status answers it; one with several (a replay's 200 beside a 201)
 * sets its status on `reply`.
 */
export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: EndpointOptions = {},
): void {
  const entry = endpoints[name] as unknown as EndpointSchemas & EndpointRoute;
  const successes = Object.keys(entry.responses).map(Number);
  const only = successes.length === 1 ? successes[0] : undefined;
  app.route({
    method: entry.method,
    url: entry.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      permission: entry.permission,
      ...(entry.csvExport ? { csvExport: entry.csvExport } : {}),
      ...(options.bodyTooLargeMessage ? { bodyTooLargeMessage: options.bodyTooLargeMessage } : {}),
    },
    schema: routeSchemaOf(entry),
    handler: async (request, reply) => {
      if (only !== undefined) reply.code(only);
      const now = app.clock.now();
      const answer = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        actor: request.actor,
        now,
        ctx: { now, ip: request.ip },
        request,
        reply,
      } as EndpointInput<N>);
      if (answer === reply) return reply;
      if (reply.statusCode === 204) return reply.send(null);
      return answer;
    },
  });
}
