import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorMessage } from '@amparo/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../../../test/images.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { storeUpload } from '../../services/files/store-upload.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-files-api-'));
let handle: DatabaseHandle;
let app: App;

beforeAll(async () => {
  handle = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await buildApp({ db: handle.db, config });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The path and query of a signed URL, as a browser would request it. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

describe('GET /api/files/{key} (signed download links)', () => {
  it('serves the file with its type, a download name and nosniff, to anyone holding the link', async () => {
    await app.services.files.put('contracts/7/poliza.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), {
      contentType: 'application/pdf',
      filename: 'Póliza AMP-7.pdf',
    });
    const res = await app.inject({
      method: 'GET',
      url: pathOf(await app.services.files.signedUrl('contracts/7/poliza.pdf')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4\n%%EOF\n');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe('15');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Poliza AMP-7.pdf"; filename*=UTF-8''P%C3%B3liza%20AMP-7.pdf`,
    );
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // Kept under AMPARO_DATA_DIR/files by default.
    expect(fs.existsSync(path.join(dataDir, 'files', 'objects', 'contracts', '7', 'poliza.pdf'))).toBe(true);
  });

  it('shows an upload inline when the link says so, with its metadata gone', async () => {
    const stored = await storeUpload(
      app.services.files,
      { folder: 'evaluations/1', bytes: await jpegWithGps(), filename: 'C:\\fakepath\\IMG_0001.HEIC' },
      app.services.uploadLimits,
    );
    expect(stored.key).toMatch(/^evaluations\/1\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const url = await app.services.files.signedUrl(stored.key, { disposition: 'inline' });
    const res = await app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="IMG_0001\.jpg"/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('AcmePhone'))).toBe(false);
  });

  it('answers 403 for a link whose signature, key, expiry or disposition was changed', async () => {
    await app.services.files.put('claims/3/factura.pdf', Buffer.from('%PDF-1.4\n%%EOF'), {
      contentType: 'application/pdf',
    });
    await app.services.files.put('claims/4/factura.pdf', Buffer.from('%PDF-1.4\n%%EOF'), {
      contentType: 'application/pdf',
    });
    const url = new URL(await app.services.files.signedUrl('claims/3/factura.pdf'));
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const tampered = [
      `/api/files/claims/3/factura.pdf?expires=${expires}&signature=${'A'.repeat(43)}`,
      `/api/files/claims/4/factura.pdf?expires=${expires}&signature=${signature}`,
      `/api/files/claims/3/factura.pdf?expires=${expires + 86_400}&signature=${signature}`,
      `/api/files/claims/3/factura.pdf?expires=${expires}&signature=${signature}&disposition=inline`,
      `/api/files/..%2F..%2Fetc%2Fpasswd?expires=${expires}&signature=${signature}`,
      `/api/files/claims/3/../4/factura.pdf?expires=${expires}&signature=${signature}`,
    ];
    for (const link of tampered) {
      const res = await app.inject({ method: 'GET', url: link });
      expect(res.statusCode, link).toBe(403);
      expect(res.json()).toMatchObject({
        message: errorMessage('FILE_LINK_INVALID'),
        code: 'FILE_LINK_INVALID',
      });
    }
  });

  it('answers 410 for an expired link and 404 for a file deleted since', async () => {
    await app.services.files.put('claims/5/foto.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
    const old = await app.services.files.signedUrl('claims/5/foto.jpg', {
      now: new Date(Date.now() - 3600_000),
      ttlSeconds: 60,
    });
    const expired = await app.inject({ method: 'GET', url: pathOf(old) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: errorMessage('FILE_LINK_EXPIRED'),
      code: 'FILE_LINK_EXPIRED',
    });

    const fresh = await app.services.files.signedUrl('claims/5/foto.jpg');
    await app.services.files.delete('claims/5/foto.jpg');
    const gone = await app.inject({ method: 'GET', url: pathOf(fresh) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'El archivo ya no existe', code: 'FILE_NOT_FOUND' });
  });

  it('answers 400 in Spanish when the link lacks its expiry or signature', async () => {
    for (const url of ['/api/files/claims/5/foto.jpg', '/api/files/a.jpg?expires=mañana&signature=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Datos no válidos/);
    }
  });
});
