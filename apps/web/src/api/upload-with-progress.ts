import type { EndpointName } from '@amparo/contract';
import { apiRoutes, type EndpointRoute } from '@amparo/contract/routes';
import { clearSession, getApiToken } from '../auth/session-store';
import { i18n } from '../i18n';
import { apiUrl, type CallInput, type CallOutput } from './client';
import { ApiError, readError } from './http';

// fetch cannot report how much of a request body has gone out, and the phone check sends two
// photos of ~300 KB each over a phone's connection: this posts the same JSON as callApi, with the
// same headers, address and ApiError, through XMLHttpRequest for its upload progress events.

/** Share of the body sent, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

type UploadInput = { params?: object; query?: unknown; body?: unknown; withSession?: boolean };

/** For tests: the XMLHttpRequest to use. */
export type XhrFactory = () => XMLHttpRequest;

export function uploadWithProgress<N extends EndpointName>(
  name: N,
  input: CallInput<N>,
  onProgress: UploadProgress,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<CallOutput<N>> {
  const body = (input as unknown as UploadInput).body;
  return sendWithProgress(
    name,
    input,
    JSON.stringify(body ?? null),
    'application/json',
    onProgress,
    createXhr,
  );
}

/**
 * The same, with a multipart/form-data body (a claim's document: the fields `type` and `file`), so a
 * file goes out as its bytes rather than a third larger in base64. The browser writes the
 * Content-Type with its boundary.
 */
export function uploadFormWithProgress<N extends EndpointName>(
  name: N,
  input: Pick<CallInput<N>, 'params' | 'query'>,
  form: FormData,
  onProgress: UploadProgress,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<CallOutput<N>> {
  return sendWithProgress(name, input, form, null, onProgress, createXhr);
}

function sendWithProgress<N extends EndpointName>(
  name: N,
  input: unknown,
  body: string | FormData,
  contentType: string | null,
  onProgress: UploadProgress,
  createXhr: XhrFactory,
): Promise<CallOutput<N>> {
  const route: EndpointRoute = apiRoutes[name];
  const loose = input as UploadInput;
  const url = apiUrl(name, { params: loose.params, query: loose.query } as never);
  const sendsToken = route.auth === 'session' || (route.auth === 'optional' && loose.withSession === true);
  const token = sendsToken ? getApiToken() : null;

  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(route.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('errors.network'), null));
    xhr.onload = () => {
      const status = xhr.status;
      if (status === 0) return reject(new ApiError(i18n.t('errors.network'), null));
      if (status >= 200 && status < 300) {
        onProgress(1);
        if (status === 204 || !xhr.responseText) return resolve(null as CallOutput<N>);
        try {
          resolve(JSON.parse(xhr.responseText) as CallOutput<N>);
        } catch {
          resolve(null as CallOutput<N>);
        }
        return;
      }
      if (status === 401 && token) clearSession();
      // Same reading of the error body as callApi (http.ts), so the screen shows the server's Spanish message.
      readError(new Response(xhr.responseText || null, { status })).then(
        (error) =>
          reject(new ApiError(error.message ?? i18n.t('errors.generic'), status, error.code, error.issues)),
        () => reject(new ApiError(i18n.t('errors.generic'), status)),
      );
    };
    xhr.send(body);
  });
}
