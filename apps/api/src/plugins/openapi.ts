import { errorMessage } from '@amparo/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type JsonSchema = Record<string, unknown>;
type Transform = typeof jsonSchemaTransform;

/** The `{ message, code }` answer of the errors the framework raises before a handler runs. */
const frameworkError = (code: 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'URI_TOO_LONG') => ({
  type: 'object',
  description: errorMessage(code),
  properties: { message: { type: 'string' }, code: { type: 'string', enum: [code] } },
  required: ['message', 'code'],
});

const binary = { type: 'string', format: 'binary' };

/**
 * Makes each route's documented answers match what it sends: a 204 has no
 * body; a download (a 2xx whose schema is "anything") is a file of the route's
 * `produces` type; a CSV export also answers `text/csv`; errors are always
 * JSON, even on a route that produces a PDF; and the statuses the framework
 * answers before a handler runs (414 for any route, 413 and 415 for a route
 * that reads a body) are listed.
 */
export const documentAnswers: Transform = (input) => {
  const produces = (input.schema as { produces?: string[] } | undefined)?.produces;
  const { schema, url } = jsonSchemaTransform(input);
  const out = { ...(schema as JsonSchema) };
  delete out.produces; // errors stay application/json; successes get their type below
  const response = { ...((out.response as Record<string, JsonSchema> | undefined) ?? {}) };
  const config = input.route.config as { csvExport?: string } | undefined;
  for (const [status, answer] of Object.entries(response)) {
    if (!status.startsWith('2')) continue;
    if (status === '204') {
      response[status] = { type: 'null', description: 'Sin contenido' };
    } else if (isAnything(answer)) {
      const types = produces?.length ? produces : ['application/octet-stream'];
      response[status] = {
        description: (answer.description as string | undefined) ?? 'Archivo',
        content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
      };
    } else if (config?.csvExport && status === '200') {
      response[status] = {
        description: 'La lista en JSON, o en CSV con export_csv=1&token=...',
        content: {
          'application/json': { schema: withoutStringAlternative(answer) },
          'text/csv': { schema: { type: 'string' } },
        },
      };
    }
  }
  response['414'] ??= frameworkError('URI_TOO_LONG');
  if (['POST', 'PUT', 'PATCH'].includes(String(input.route.method))) {
    response['413'] ??= frameworkError('BODY_TOO_LARGE');
    response['415'] ??= frameworkError('UNSUPPORTED_MEDIA_TYPE');
  }
  out.response = response;
  return { schema: out as typeof schema, url };
};

function isAnything(schema: JsonSchema): boolean {
  return Object.keys(schema).every((key) => ['description', '$schema'].includes(key));
}

/** A CSV route's JSON schema is "the list or a string" (the CSV): the document keeps the list. */
function withoutStringAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const json = alternatives?.filter((alternative) => alternative.type !== 'string');
  return json?.length === 1 ? (json[0] as JsonSchema) : schema;
}

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with. It is
 * served at /api/docs (the UI, and the document at /api/docs/json) only when `serveDocs` says so
 * (API_DOCS; off in production by default, as the document lists every route, back-office ones
 * included). Off, those addresses answer the API's 404.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  options: { serveDocs: boolean },
) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Amparo API',
        description:
          'API de Amparo: seguros para móviles y dispositivos. Todas las respuestas de error son `{ message, code }`, con el mensaje en español.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: documentAnswers,
  });
  if (!options.serveDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
