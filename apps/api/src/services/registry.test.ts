import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { ServiceNotConfiguredError } from './not-configured.ts';
import { createServices } from './registry.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-services-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const configFor = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', AMPARO_DATA_DIR: tempDir(), ...env });

describe('service registry', () => {
  it('fills every slot from the defaults: local files, manual bank channel, SMS to the outbox, the card sandbox, the rest not configured', () => {
    const config = configFor();
    expect(config.files).toMatchObject({
      store: 'local',
      dir: path.join(config.dataDir, 'files'),
      linkTtlSeconds: 300,
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 50_000_000,
    });
    const services = createServices(config);
    expect({
      files: services.files.kind,
      bank: services.bankChannel.kind,
      sms: services.sms.kind,
      card: services.cardGateway.kind,
      signature: services.signature.kind,
      ocr: services.ocr.kind,
    }).toEqual({
      files: 'local',
      bank: 'manual',
      sms: 'outbox',
      card: 'sandbox',
      signature: 'builtin',
      ocr: 'tesseract',
    });
    expect(services.uploadLimits).toEqual({ maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 });
  });

  it('reads the upload limits and the files folder from the environment', () => {
    const dir = tempDir();
    const config = configFor({ FILES_DIR: dir, FILES_MAX_BYTES: '2048', FILES_MAX_PIXELS: '1000' });
    expect(config.files.dir).toBe(dir);
    expect(createServices(config).uploadLimits).toEqual({ maxBytes: 2048, maxPixels: 1000 });
  });

  it('refuses at start an implementation that does not exist, or a short link secret, saying which', () => {
    expect(() => configFor({ CARD_GATEWAY: 'stripe' })).toThrow(/^Configuración no válida: CARD_GATEWAY/);
    expect(() => configFor({ CARD_GATEWAY: 'redsys' })).toThrow(
      /CARD_GATEWAY=redsys necesita REDSYS_MERCHANT_CODE y REDSYS_SECRET/,
    );
    expect(() =>
      configFor({ CARD_GATEWAY: 'redsys', REDSYS_MERCHANT_CODE: '999008881', REDSYS_SECRET: 'corta' }),
    ).toThrow(/REDSYS_SECRET/);
    expect(() => configFor({ OCR_ENGINE: 'cloud' })).toThrow(/OCR_ENGINE/);
    expect(() => configFor({ FILES_LINK_SECRET: 'corto' })).toThrow(
      /FILES_LINK_SECRET: al menos 32 caracteres/,
    );
  });

  it('chooses Redsys when a real gateway address is configured, and its REST address beside it', () => {
    const config = configFor({
      REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_SECRET: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
    });
    expect(config.services.cardGateway).toBe('redsys');
    expect(config.redsys.restUrl).toBe('https://sis.redsys.es/sis/rest/trataPeticionREST');
    expect(createServices(config).cardGateway.kind).toBe('redsys');
  });

  it('answers 503 in Spanish from a slot that is not configured', async () => {
    const services = createServices(
      configFor({ CARD_GATEWAY: 'none', OCR_ENGINE: 'none', SIGNATURE_PROVIDER: 'none' }),
    );
    const card = 'El pago con tarjeta no está configurado en este servidor';
    const attempts = [
      [services.cardGateway.redirectForm({} as never), 'CARD_GATEWAY_NOT_CONFIGURED', card],
      [services.cardGateway.refund({} as never), 'CARD_GATEWAY_NOT_CONFIGURED', card],
      [
        services.signature.start({} as never),
        'SIGNATURE_NOT_CONFIGURED',
        'La firma electrónica no está configurada en este servidor',
      ],
      [
        services.ocr.readText(Buffer.alloc(0)),
        'OCR_NOT_CONFIGURED',
        /OCR\) no está configurada en este servidor/,
      ],
    ] as const;
    for (const [attempt, code, message] of attempts) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ServiceNotConfiguredError);
      expect(error).toMatchObject({ statusCode: 503, code, message: expect.stringMatching(message) });
    }

    const app = Fastify();
    registerErrorHandler(app);
    app.get('/pagar', () => services.cardGateway.redirectForm({} as never));
    const res = await app.inject({ method: 'GET', url: '/pagar' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'El pago con tarjeta no está configurado en este servidor',
      code: 'CARD_GATEWAY_NOT_CONFIGURED',
    });
    await app.close();
  });

  it('hands SEPA files to staff on the manual bank channel: nothing is sent, no return file arrives by itself', async () => {
    const { bankChannel } = createServices(configFor());
    const submission = await bankChannel.submitCollection({
      sepaFileId: 1,
      fileKey: 'sepa/2026/11/remesa.xml',
      messageId: 'AMP-1',
      collectionDate: '2026-12-05',
      transactions: 3,
      totalCents: 4497,
    });
    expect(submission).toEqual({
      status: 'awaiting_upload',
      instructions: 'Descarga el fichero SEPA desde el back office y súbelo a la banca electrónica',
    });
    expect(await bankChannel.fetchReturnFiles()).toEqual([]);
  });
});

describe('the key of download links', () => {
  const linkParts = (url: string) => {
    const params = new URL(url).searchParams;
    return {
      expires: Number(params.get('expires')),
      signature: params.get('signature')!,
      disposition: 'attachment' as const,
    };
  };

  it('is made once in the data folder (mode 0600, not before a link is signed) and survives a restart', async () => {
    const config = configFor();
    const secretFile = path.join(config.dataDir, 'file-links.secret');
    const first = createServices(config);
    expect(fs.existsSync(secretFile)).toBe(false);
    const url = await first.files.signedUrl('tests/a.txt');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(32);

    const afterRestart = createServices(config);
    expect(afterRestart.fileLinks.verify('tests/a.txt', linkParts(url), new Date())).toBe('valid');
    const elsewhere = createServices(configFor());
    expect(elsewhere.fileLinks.verify('tests/a.txt', linkParts(url), new Date())).toBe('bad_signature');
  });

  it('comes from FILES_LINK_SECRET when set, the same on every replica, and nothing is written', async () => {
    const FILES_LINK_SECRET = 'un-secreto-compartido-de-mas-de-32-caracteres';
    const one = configFor({ FILES_LINK_SECRET });
    const other = configFor({ FILES_LINK_SECRET });
    const url = await createServices(one).files.signedUrl('tests/b.txt');
    expect(createServices(other).fileLinks.verify('tests/b.txt', linkParts(url), new Date())).toBe('valid');
    expect(fs.existsSync(path.join(one.dataDir, 'file-links.secret'))).toBe(false);
  });
});
