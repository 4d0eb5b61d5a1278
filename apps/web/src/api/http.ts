import { i18n } from '../i18n';

/** A failed call, carrying the server's `message` field when there is one (spec 8). */
export class ApiError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

const API_BASE = '/api';

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (proxy error page, empty body): fall back to the generic text.
  }
  return null;
}

export async function postJson<TResponse = unknown>(path: string, body: unknown): Promise<TResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(i18n.t('errors.network'), null);
  }
  if (!response.ok) {
    const message = await readMessage(response);
    throw new ApiError(message ?? i18n.t('errors.generic'), response.status);
  }
  if (response.status === 204) return undefined as TResponse;
  return (await response.json().catch(() => undefined)) as TResponse;
}
