import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';

// Calls of the claims API for the tests, as the customer area and the desk make them.

type Headers = Record<string, string>;

export const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
export const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

export function declare(
  t: TestContext,
  headers: Headers,
  target: { policyId: number; riskId: number },
  body: Record<string, unknown>,
  extraHeaders: Headers = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/policies/${target.policyId}/risks/${target.riskId}/claims`,
    headers: { ...headers, ...extraHeaders },
    payload: body,
  });
}

export function uploadJson(
  t: TestContext,
  headers: Headers,
  claimId: number,
  type: string,
  bytes: Buffer,
  filename = 'archivo',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/documents`,
    headers,
    payload: { type, fileBase64: bytes.toString('base64'), filename },
  });
}

/** The same upload as a browser's form posts it (multipart/form-data). */
export async function uploadMultipart(
  t: TestContext,
  headers: Headers,
  claimId: number,
  type: string,
  bytes: Buffer,
  filename: string,
) {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/documents`,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers loosely; the routes' schemas are checked elsewhere
export async function ok<T = Record<string, any>>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Files kept under a claim's folder of the local store. */
export function keptClaimFiles(dataDir: string, claimId: number): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files', 'objects', 'claims', String(claimId)), { recursive: true })
      .map(String)
      .filter((f) => /\.(jpg|png|webp|pdf)$/.test(f));
  } catch {
    return [];
  }
}
