import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileLinks } from './file-links.ts';
import { isSafeKey, newFileKey } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const links = createFileLinks(() => Buffer.from('a-secret-of-at-least-thirty-two-characters'));
const store = createLocalFileStore({ root, links, publicUrl: 'https://amparo.test/', linkTtlSeconds: 120 });
const sha256OfHola = 'b221d9dbb083a7f33428d7c2a3c3198ae925614d70210e28716ccaa7cd4ddb79';

describe('local file store', () => {
  it('puts, gets as a stream, stats and deletes a file', async () => {
    const stored = await store.put('tests/hola.txt', Buffer.from('hola'), {
      contentType: 'text/plain',
      filename: 'saludo.txt',
    });
    expect(stored).toMatchObject({
      key: 'tests/hola.txt',
      size: 4,
      sha256: sha256OfHola,
      filename: 'saludo.txt',
    });
    expect(fs.readFileSync(path.join(root, 'objects', 'tests', 'hola.txt'), 'utf8')).toBe('hola');

    const file = await store.get('tests/hola.txt');
    expect(file).toMatchObject({ contentType: 'text/plain', size: 4, sha256: sha256OfHola });
    expect(await text(file!.stream)).toBe('hola');
    expect((await store.stat('tests/hola.txt'))?.createdAt).toBeInstanceOf(Date);

    expect(await store.delete('tests/hola.txt')).toBe(true);
    expect(await store.get('tests/hola.txt')).toBeNull();
    expect(await store.stat('tests/hola.txt')).toBeNull();
    expect(await store.delete('tests/hola.txt')).toBe(false);
  });

  it('takes a stream, replaces a file put again under the same key, and leaves nothing in tmp', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(10_000, i));
    const first = await store.put('tests/big.bin', Readable.from(chunks), {
      contentType: 'application/octet-stream',
    });
    expect(first.size).toBe(500_000);
    const second = await store.put('tests/big.bin', Buffer.from('corto'), { contentType: 'text/plain' });
    expect(second.size).toBe(5);
    expect(await text((await store.get('tests/big.bin'))!.stream)).toBe('corto');
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('keeps nothing when the source stream fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('medio');
        throw new Error('conexión cortada');
      })(),
    );
    await expect(store.put('tests/half.txt', failing, { contentType: 'text/plain' })).rejects.toThrow(
      /cortada/,
    );
    expect(await store.get('tests/half.txt')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('refuses keys that could leave the folder or mean two things', async () => {
    const unsafe = [
      '../fuera.txt',
      'a/../../fuera.txt',
      '/etc/passwd',
      'a//b.txt',
      'a/./b.txt',
      '.oculto',
      'a\\b.txt',
      'A.JPG',
      'a/b/',
      '%2e%2e/x',
      'espacio .txt',
      'x'.repeat(201),
      '',
    ];
    for (const key of unsafe) {
      expect(isSafeKey(key), key).toBe(false);
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'FILE_KEY_INVALID',
        message: 'El nombre del archivo no es válido',
      });
      await expect(store.get(key)).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(fs.existsSync(path.join(root, '..', 'fuera.txt'))).toBe(false);
  });

  it('makes fresh keys under a folder, by month', () => {
    const key = newFileKey('evaluations/31', 'jpg', new Date('2026-03-05T12:00:00Z'));
    expect(key).toMatch(/^evaluations\/31\/2026\/03\/[0-9a-f-]{36}\.jpg$/);
    expect(isSafeKey(key)).toBe(true);
    expect(newFileKey('evaluations/31', 'jpg')).not.toBe(newFileKey('evaluations/31', 'jpg'));
  });

  it('signs download links to its own route, valid for the configured time', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const url = new URL(await store.signedUrl('tests/hola.txt', { now }));
    expect(`${url.origin}${url.pathname}`).toBe('https://amparo.test/api/files/tests/hola.txt');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBe(now.getTime() / 1000 + 120);
    const signature = url.searchParams.get('signature')!;
    expect(links.verify('tests/hola.txt', { expires, signature, disposition: 'attachment' }, now)).toBe(
      'valid',
    );
    const inline = new URL(
      await store.signedUrl('tests/hola.txt', { now, disposition: 'inline', ttlSeconds: 10 }),
    );
    expect(inline.searchParams.get('disposition')).toBe('inline');
    expect(Number(inline.searchParams.get('expires'))).toBe(now.getTime() / 1000 + 10);
  });
});
