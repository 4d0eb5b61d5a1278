import { apiRoutes, type EndpointName } from '@amparo/contract/routes';
import { getApiToken } from '../auth/session-store';
import { i18n } from '../i18n';
import { fillPath } from './client';
import { API_BASE, ApiError, readError } from './http';
import { saveBlob } from './save-blob';

/**
 * Saves a file that a session route answers (a SEPA file's XML): a plain link
 * cannot carry the login, so the file is fetched with it and handed to the
 * browser as a download under the server's file name.
 */
export async function downloadApiFile(
  name: EndpointName,
  params: object,
  fallbackName: string,
): Promise<void> {
  const token = getApiToken();
  const response = await globalThis.fetch(`${API_BASE}${fillPath(apiRoutes[name].path, params)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const error = await readError(response);
    throw new ApiError(error.message ?? i18n.t('errors.generic'), response.status, error.code);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), filename);
}
