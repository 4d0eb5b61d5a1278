import type { BookedPolicy, BookingRequest } from '@amparo/contract';
import { ApiError, type FieldIssue } from '../../../api/http';
import { i18n } from '../../../i18n';

type ErrorBody = { message?: unknown; code?: unknown; errors?: unknown };

function issuesOf(body: ErrorBody): FieldIssue[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors
    .filter((e): e is { path: unknown; message: string } => typeof e?.message === 'string')
    .map((e) => ({ path: String(e.path), message: e.message }));
}

/**
 * POST /policies with an Idempotency-Key: the server books once per key and
 * answers a replay with the same policy (200), so a retry after a lost answer
 * never contracts twice. Errors are read like http.ts does (spec 8: the
 * server's Spanish message, plus field issues).
 */
export async function bookPolicy(request: BookingRequest, idempotencyKey: string): Promise<BookedPolicy> {
  let response: Response;
  try {
    response = await fetch('/api/policies', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(request),
    });
  } catch {
    throw new ApiError(i18n.t('errors.network'), null);
  }
  if (response.ok) return (await response.json()) as BookedPolicy;
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy page): the generic message.
  }
  throw new ApiError(
    typeof body.message === 'string' ? body.message : i18n.t('errors.generic'),
    response.status,
    typeof body.code === 'string' ? body.code : undefined,
    issuesOf(body),
  );
}
