import { clearSession, getApiToken } from '../auth/session-store';
import { i18n } from '../i18n';
import { type QueryParams, toQueryString } from './query-string';

export type FieldIssue = { path: string; message: string };

/** A failed call, carrying the server's `message` field when there is one (spec 8). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | undefined;
  readonly issues: readonly FieldIssue[];
  constructor(message: string, status: number | null, code?: string, issues: readonly FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const API_BASE = '/api';

type ErrorBody = { message: string | null; code?: string; issues: FieldIssue[] };

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    'path' in value &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

async function readError(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : null;
      const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
      const issues =
        'errors' in body && Array.isArray(body.errors)
          ? body.errors.filter(isFieldIssue).map((issue) => ({ ...issue, path: String(issue.path) }))
          : [];
      return code ? { message, code, issues } : { message, issues };
    }
  } catch {
    // Not JSON (proxy error page, empty body): fall back to the generic text.
  }
  return { message: null, issues: [] };
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  /** Send the stored user's bearer token (spec 6). Default true. */
  isAuthenticated?: boolean;
};

/**
 * One JSON call to the API. With a token, a 401 means the session is over
 * (expired or revoked): the stored user is cleared, and the guards of the back
 * office and customer area send the person back to their login page.
 */
export async function apiRequest<TResponse = unknown>(
  path: string,
  { method = 'GET', body, query, isAuthenticated = true }: RequestOptions = {},
): Promise<TResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = isAuthenticated ? getApiToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${query ? toQueryString(query) : ''}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(i18n.t('errors.network'), null);
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) clearSession();
    throw new ApiError(error.message ?? i18n.t('errors.generic'), response.status, error.code, error.issues);
  }
  if (response.status === 204) return undefined as TResponse;
  return (await response.json().catch(() => undefined)) as TResponse;
}

export function getJson<TResponse>(path: string, query?: QueryParams): Promise<TResponse> {
  return apiRequest<TResponse>(path, query ? { query } : {});
}

/** Public POST without a token (call-me-back, login, access codes). */
export function postJson<TResponse = unknown>(path: string, body: unknown): Promise<TResponse> {
  return apiRequest<TResponse>(path, { method: 'POST', body, isAuthenticated: false });
}

export function sendJson<TResponse = unknown>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<TResponse> {
  return apiRequest<TResponse>(path, body === undefined ? { method } : { method, body });
}

/** The text to show for any failure: the server's Spanish message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('errors.generic');
}
