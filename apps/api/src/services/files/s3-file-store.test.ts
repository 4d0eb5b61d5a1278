import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../../../test/images.ts';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createServices } from '../registry.ts';
import { createFileLinks } from './file-links.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore, type S3StoreOptions } from './s3-file-store.ts';
import { storeUpload } from './store-upload.ts';

let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-s3-api-'));
const links = createFileLinks(() => Buffer.from('a-secret-of-at-least-thirty-two-characters'));
const sha256OfHola = 'b221d9dbb083a7f33428d7c2a3c3198ae925614d70210e28716ccaa7cd4ddb79';

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storeOptions = (overrides: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  endpoint: s3.endpoint,
  region: 'eu-south-2',
  bucket: s3.bucket,
  prefix: '',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  links,
  publicUrl: 'https://amparo.test/',
  linkTtlSeconds: 120,
  ...overrides,
});

/** The bucket seen by a plain S3 client, not through our store. */
const objectExists = async (key: string) => {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'eu-south-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
};

describe('S3-compatible file store, against a local S3 server', () => {
  it('puts, gets as a stream, stats and deletes a file, with its hash, type and accented filename', async () => {
    const store = createS3FileStore(storeOptions());
    const stored = await store.put('tests/hola.txt', Buffer.from('hola'), {
      contentType: 'text/plain',
      filename: 'Póliza año.txt',
    });
    expect(stored).toMatchObject({ key: 'tests/hola.txt', size: 4, sha256: sha256OfHola });
    expect(await objectExists('tests/hola.txt')).toBe(true);

    const file = await store.get('tests/hola.txt');
    expect(file).toMatchObject({
      contentType: 'text/plain',
      size: 4,
      sha256: sha256OfHola,
      filename: 'Póliza año.txt',
    });
    expect(await text(file!.stream)).toBe('hola');
    const stat = await store.stat('tests/hola.txt');
    expect(stat?.createdAt.toISOString()).toBe(stored.createdAt.toISOString());

    expect(await store.delete('tests/hola.txt')).toBe(true);
    expect(await objectExists('tests/hola.txt')).toBe(false);
    expect(await store.get('tests/hola.txt')).toBeNull();
    expect(await store.stat('tests/hola.txt')).toBeNull();
    expect(await store.delete('tests/hola.txt')).toBe(false);
  });

  it('takes a stream, and a put under the same key replaces the file', async () => {
    const store = createS3FileStore(storeOptions());
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(10_000, i));
    const first = await store.put('tests/big.bin', Readable.from(chunks), {
      contentType: 'application/octet-stream',
    });
    expect(first.size).toBe(500_000);
    expect(Buffer.concat(await (await store.get('tests/big.bin'))!.stream.toArray())).toEqual(
      Buffer.concat(chunks),
    );
    const second = await store.put('tests/big.bin', Buffer.from('corto'), { contentType: 'text/plain' });
    expect(second.size).toBe(5);
    expect(await text((await store.get('tests/big.bin'))!.stream)).toBe('corto');
  });

  it('keeps nothing when the source stream fails half-way', async () => {
    const store = createS3FileStore(storeOptions());
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('medio');
        throw new Error('conexión cortada');
      })(),
    );
    await expect(store.put('tests/half.txt', failing, { contentType: 'text/plain' })).rejects.toThrow(
      /cortada/,
    );
    expect(await objectExists('tests/half.txt')).toBe(false);
  });

  it('keeps its files under the configured prefix, so one bucket can serve several installations', async () => {
    const store = createS3FileStore(storeOptions({ prefix: 'amparo/prod/' }));
    await store.put('claims/1/factura.pdf', Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(await objectExists('amparo/prod/claims/1/factura.pdf')).toBe(true);
    expect(await objectExists('claims/1/factura.pdf')).toBe(false);
    expect(await createS3FileStore(storeOptions()).stat('claims/1/factura.pdf')).toBeNull();
  });

  it('refuses unsafe keys before calling the server, like the local folder', async () => {
    // An endpoint nobody listens on: a refused key must fail with our 400, not a connection error.
    const store = createS3FileStore(storeOptions({ endpoint: 'http://127.0.0.1:9' }));
    for (const key of ['../fuera.txt', 'a//b.txt', 'A.JPG', '%2e%2e/x', '']) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'FILE_KEY_INVALID',
      });
      await expect(store.get(key)).rejects.toMatchObject({ statusCode: 400 });
      await expect(store.signedUrl(key)).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it('fails loudly on a missing bucket instead of answering "no such file"', async () => {
    const store = createS3FileStore(storeOptions({ bucket: 'no-existe' }));
    await expect(store.stat('tests/x.txt')).rejects.toThrow(/bucket no-existe/);
    await expect(store.put('tests/x.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow();
  });

  it('signs the same download links as the local folder', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const local = createLocalFileStore({
      root: dataDir,
      links,
      publicUrl: 'https://amparo.test/',
      linkTtlSeconds: 120,
    });
    const remote = createS3FileStore(storeOptions());
    for (const disposition of ['attachment', 'inline'] as const)
      expect(await remote.signedUrl('claims/1/f.pdf', { now, disposition })).toBe(
        await local.signedUrl('claims/1/f.pdf', { now, disposition }),
      );
  });
});

describe('the API with FILES_STORE=s3', () => {
  let handle: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env });
    app = await buildApp({ db: handle.db, config });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('is chosen by configuration', () => {
    expect(app.services.files.kind).toBe('s3');
    expect(createServices(loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir })).files.kind).toBe(
      'local',
    );
  });

  it('stores a checked upload in the bucket and serves it through a signed link, with nothing on local disk', async () => {
    const stored = await storeUpload(
      app.services.files,
      { folder: 'evaluations/9', bytes: await jpegWithGps(), filename: 'IMG_0001.HEIC' },
      app.services.uploadLimits,
    );
    expect(await objectExists(stored.key)).toBe(true);
    const url = new URL(await app.services.files.signedUrl(stored.key, { disposition: 'inline' }));
    const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(stored.size));
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="IMG_0001\.jpg"/);
    // The gate stripped the photo's EXIF (and its GPS) before the bytes reached the bucket.
    expect(res.rawPayload.includes(Buffer.from('AcmePhone'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    await app.services.files.delete(stored.key);
    const gone = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to start on s3 without a bucket, saying which setting is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir, FILES_STORE: 's3' })).toThrow(
      /FILES_STORE=s3 necesita S3_BUCKET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'Mayúsculas_No' }),
    ).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: dataDir, ...s3.env, S3_PREFIX: '../fuera/' }),
    ).toThrow(/S3_PREFIX/);
  });
});
