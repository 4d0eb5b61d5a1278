// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastXhr, stubXhr } from '../test/fake-xhr';
import { ApiError } from './http';
import { uploadFormWithProgress, uploadWithProgress } from './upload-with-progress';

const BODY = {
  risk_id: 34,
  screen_code: 'QX7P2K9M',
  device_type: 'android' as const,
  photos: { front: { image: 'data:image/jpeg;base64,AAAA' }, back: { image: 'data:image/jpeg;base64,BBBB' } },
};

function send(onProgress = vi.fn()) {
  const result = uploadWithProgress(
    'createEvaluation',
    { params: { policyId: 12 }, query: { token: 'ses_abcdefghijklmnopqrstuvwxyz' }, body: BODY },
    onProgress,
  );
  return { result, onProgress };
}

describe('uploadWithProgress', () => {
  beforeEach(() => stubXhr());
  afterEach(() => vi.unstubAllGlobals());

  it('posts the JSON to the route of the contract and reports the share sent', async () => {
    const { result, onProgress } = send();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/policies/12/evaluations?token=ses_abcdefghijklmnopqrstuvwxyz');
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(xhr.body ?? '')).toEqual(BODY);

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    const created = { id: 7, status: 2, attempt: 1, policy_risks: [] };
    xhr.respond(202, created);

    await expect(result).resolves.toEqual(created);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it("fails with the server's Spanish message and code, as callApi does", async () => {
    const { result } = send();
    lastXhr().respond(422, {
      code: 'EVALUATION_CODE_INVALID',
      message: 'El código de la pantalla ha caducado',
    });
    const error = await result.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'EVALUATION_CODE_INVALID',
      message: 'El código de la pantalla ha caducado',
    });
  });

  it('a dropped connection is a network error with no status', async () => {
    const { result } = send();
    lastXhr().fail();
    await expect(result).rejects.toMatchObject({ status: null, message: expect.stringMatching(/conexión/i) });
  });
});

describe('uploadFormWithProgress', () => {
  beforeEach(() => stubXhr());
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form as it is, leaving the multipart Content-Type to the browser', async () => {
    const form = new FormData();
    form.append('type', 'invoice');
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'factura.pdf');
    const onProgress = vi.fn();
    const result = uploadFormWithProgress('uploadClaimDocument', { params: { id: 5 } }, form, onProgress);
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/claims/5/documents');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body as unknown).toBe(form);
    xhr.progress(1, 2);
    xhr.respond(201, { id: 5 });
    await expect(result).resolves.toEqual({ id: 5 });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.5, 1]);
  });
});
