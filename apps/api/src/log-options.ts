import pino, { type LoggerOptions } from 'pino';

/**
 * What the API and the worker write to their logs. Logs are read by more
 * people, kept longer and copied further than the database, so nothing that
 * opens a door or names a person goes in (docs/security.md, "Logs"):
 * - credentials in headers (authorization, cookies) are removed;
 * - secrets in a URL's query (a CSV export's token, a download link's
 *   signature, a one-time code) and search terms are replaced by [oculto];
 * - a failed query's values (Drizzle's "params:", PostgreSQL's "detail",
 *   which repeats the duplicate key's value) are cut from errors: the SQL,
 *   the constraint and the error code are what an engineer needs.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: redactError,
    },
  };
}

// A back-office search can be a DNI, a phone or a name: it is personal data, not a secret, but it has no
// business in a log either.
const SECRET_QUERY =
  /([?&](?:token|signature|code|password|secret|t|search|q|filter\[search\]|filter%5Bsearch%5D)=)[^&#]*/gi;

/** The URL with the values of its secret-bearing query parameters hidden. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[oculto]');
}

/** pino's serialized error, read loosely: any field may hold what the error carried. */
type SerializedError = { message?: unknown; stack?: unknown; cause?: unknown; [field: string]: unknown };

/** pino's error serializer, without the values a failed query carried. */
export function redactError(error: Error): SerializedError {
  return scrub(pino.stdSerializers.errWithCause(error) as SerializedError);
}

// Drizzle writes "Failed query: <sql>\nparams: <values>" into the message and the stack's first lines.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'];

function scrub(error: SerializedError): SerializedError {
  const out: SerializedError = { ...error };
  for (const field of VALUE_FIELDS) if (field in out) out[field] = '[oculto]';
  if (typeof out.message === 'string')
    out.message = out.message.replace(PARAMS_IN_TEXT, '\nparams: [oculto]');
  if (typeof out.stack === 'string') out.stack = out.stack.replace(PARAMS_IN_TEXT, '\nparams: [oculto]');
  if (out.cause && typeof out.cause === 'object') out.cause = scrub(out.cause as SerializedError);
  return out;
}
