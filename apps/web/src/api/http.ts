import { i18n } from '../i18n';

export type FieldIssue = { path: string; message: string };

// What a failed call to the API is, for every caller: the typed client (client.ts) throws
// ApiError, and screens show `errorMessage(error)`.

/** A failed call: the HTTP status (null when the network failed), the server's Spanish `message` (spec 8), its business `code`, and field issues for bad input. */
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

export type ErrorBody = { message: string | null; code?: string; issues: FieldIssue[] };

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    'path' in value &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The `{ message, code, errors }` of a failed answer, whatever the body turned out to be. */
export async function readError(response: Response): Promise<ErrorBody> {
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

/** The text to show for any failure: the server's Spanish message when there is one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18n.t('errors.generic');
}
