import type { App } from '../src/app.ts';

/** A one-use CSV export token for `resource` (POST /api/exports/token), and the answer's status. */
export async function issueExportTokenFor(
  app: App,
  headers: Record<string, string>,
  resource: string,
): Promise<{ status: number; token: string | undefined }> {
  const res = await app.inject({ method: 'POST', url: '/api/exports/token', headers, payload: { resource } });
  return { status: res.statusCode, token: res.statusCode === 201 ? res.json().token : undefined };
}
