import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorMessage, errorStatus, INTERNAL_ERROR, type PlainErrorCode } from '@amparo/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a body over the route's `bodyLimit` is told instead of the generic "too large": the
     * file imports say their own limit ("El fichero pasa de 2 MB"), whether the file is a little or
     * far over it (the use-case only sees those within the limit's slack).
     */
    bodyTooLargeMessage?: string;
  }
}

/** Postgres error codes a request can cause, with the business code each answers. */
const databaseErrors: Record<string, PlainErrorCode> = {
  '23505': 'DUPLICATE_RECORD',
  '23503': 'RECORD_REFERENCED',
  '23514': 'RECORD_RULES_BROKEN',
  '23502': 'REQUIRED_VALUE_MISSING',
  '22P02': 'VALUE_MALFORMED',
  '22001': 'VALUE_TOO_LONG',
  '22003': 'NUMBER_OUT_OF_RANGE',
  '22007': 'DATE_INVALID',
  '22008': 'DATE_OUT_OF_RANGE',
  '22021': 'TEXT_INVALID_CHARACTERS',
  '22P05': 'TEXT_INVALID_CHARACTERS',
};

/** Fastify's own 4xx errors, as business codes (their messages are English). */
const fastifyErrors: Record<string, PlainErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_BAD_URL: 'BAD_URL',
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

/** The one shape of every error answer. */
const body = (code: PlainErrorCode) => ({ message: errorMessage(code), code });

/** Longest address the API reads; a longer one is a mistake or an attack, never a real link. */
export const MAX_URL_LENGTH = 8192;

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (an
 * unknown method, a malformed request line, headers or an address over 16 KB,
 * a timeout) in the one `{ message, code }` shape, in Spanish, instead of
 * Fastify's English default.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: PlainErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = errorStatus(code);
  const payload = JSON.stringify(body(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}

/**
 * What the router refuses before any route (a path segment over `maxParamLength`, 100
 * characters; a malformed address) never reaches setErrorHandler: Fastify would answer it
 * in English. The same `{ message, code }` shape, in Spanish, from the catalogue.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: PlainErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : (fastifyErrors[error.code] ?? 'BAD_REQUEST');
  return reply.status(errorStatus(code)).send(body(code));
}

export function registerErrorHandler(app: FastifyInstance) {
  // Answered before routing, so an absurd address never reaches a handler or the 404 text.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.status(errorStatus('URI_TOO_LONG')).send(body('URI_TOO_LONG'));
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Valor no válido',
      }));
      const first = errors[0];
      const detail = first ? `${first.message} (${first.path})` : 'revisa los datos enviados';
      const message = errorMessage('VALIDATION_FAILED', { detail });
      return reply
        .status(errorStatus('VALIDATION_FAILED'))
        .send({ message, code: 'VALIDATION_FAILED', errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    const pgCode = databaseCode(error);
    const dbError = pgCode ? databaseErrors[pgCode] : undefined;
    if (dbError) {
      request.log.warn({ err: error, pgCode }, 'database rejected the request');
      return reply.status(errorStatus(dbError)).send(body(dbError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's status wins (413, 415, 405...); the code and the Spanish text come from the catalogue.
      const code = fastifyErrors[error.code] ?? 'BAD_REQUEST';
      const tooLarge = request.routeOptions.config?.bodyTooLargeMessage;
      if (code === 'BODY_TOO_LARGE' && tooLarge)
        return reply.status(status).send({ message: tooLarge, code });
      return reply.status(status).send(body(code));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR.message, code: INTERNAL_ERROR.code });
  });
}
