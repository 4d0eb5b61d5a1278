import { API_BASE, sendJson } from './http';

// Spec 6: CSV export links carry a short-lived token in the query string, so
// the browser can download them without the Authorization header.
export type ExportResource =
  | 'policies'
  | 'policy-claims'
  | 'distributors'
  | 'stores-priv'
  | 'users'
  | 'audit';

type ExportToken = { token: string; expires_at: string };

export async function buildExportUrl(resource: ExportResource): Promise<string> {
  const { token } = await sendJson<ExportToken>('POST', '/exports/token', { resource });
  const query = new URLSearchParams({ export_csv: '1', token });
  return `${API_BASE}/${resource}?${query.toString()}`;
}

/** Requests a token and opens the CSV link; the browser downloads the file. */
export async function openExportLink(resource: ExportResource): Promise<void> {
  window.location.assign(await buildExportUrl(resource));
}
