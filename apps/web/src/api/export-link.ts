import { apiUrl, callApi } from './client';

// Spec 6: CSV export links carry a short-lived token in the query string, so
// the browser can download them without the Authorization header. These are
// the lists whose route also answers CSV (`export_csv=1`).
const EXPORT_ROUTES = {
  policies: 'listPolicies',
  renewals: 'listRenewals',
  users: 'listUsers',
  payments: 'listPayments',
  'policy-claims': 'listPolicyClaims',
  distributors: 'listDistributors',
  'stores-priv': 'listStoresPriv',
  audit: 'listAudit',
  'sepa-files': 'listSepaFiles',
  evaluations: 'listEvaluations',
  discounts: 'listDiscounts',
} as const;
export type ExportResource = keyof typeof EXPORT_ROUTES;

/** The download link of a list, with the filters on screen (`filter[...]`). */
export async function buildExportUrl(
  resource: ExportResource,
  filter: Record<string, string> = {},
  /** Other list parameters the export follows (the policies' `sort`). */
  extra: Record<string, string> = {},
): Promise<string> {
  const { token } = await callApi('issueExportToken', { body: { resource } });
  return apiUrl(EXPORT_ROUTES[resource], { query: { export_csv: '1', token, filter, ...extra } });
}

/** Requests a token and opens the CSV link; the browser downloads the file. */
export async function openExportLink(resource: ExportResource): Promise<void> {
  window.location.assign(await buildExportUrl(resource));
}
