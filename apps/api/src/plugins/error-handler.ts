import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

export const GENERIC_ERROR_MESSAGE = 'Ha ocurrido un error';

/** Postgres error codes a request can cause, with the answer each deserves. */
const databaseErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'Ya existe un registro con esos datos' },
  '23503': {
    status: 409,
    message: 'La operación hace referencia a un registro que no existe o que está en uso',
  },
  '23514': { status: 422, message: 'Los datos no cumplen las reglas del registro' },
  '23502': { status: 422, message: 'Falta un dato obligatorio' },
  '22P02': { status: 400, message: 'Un valor no tiene el formato esperado' },
  '22001': { status: 422, message: 'Un valor es demasiado largo' },
  '22003': { status: 422, message: 'Un número está fuera de rango' },
  '22007': { status: 400, message: 'Una fecha no es válida' },
  '22008': { status: 400, message: 'Una fecha está fuera de rango' },
  '22021': { status: 400, message: 'Un texto contiene caracteres no válidos' },
  '22P05': { status: 400, message: 'Un texto contiene caracteres no válidos' },
};

/** Fastify's own 4xx errors, in Spanish. */
const fastifyErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La petición es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida',
  FST_ERR_BAD_URL: 'La dirección no es válida',
};

function databaseCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the Postgres code is on the error or its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Valor no válido',
      }));
      const first = errors[0];
      const message = first ? `Datos no válidos: ${first.message} (${first.path})` : 'Datos no válidos';
      return reply.status(400).send({ message, code: 'validation', errors });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    const code = databaseCode(error);
    const dbError = code ? databaseErrors[code] : undefined;
    if (dbError) {
      request.log.warn({ err: error, pgCode: code }, 'database rejected the request');
      return reply.status(dbError.status).send({ message: dbError.message, code: `db_${code}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = fastifyErrors[error.code] ?? 'La petición no es válida';
      return reply.status(status).send({ message, code: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE, code: 'internal' });
  });
}
