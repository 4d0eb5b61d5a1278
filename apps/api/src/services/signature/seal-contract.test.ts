import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfWriter } from '../pdf/pdf-writer.ts';
import { type SigningAudit, sealContract } from './seal-contract.ts';
import { loadSigningCertificate, type SigningCertificate } from './signing-certificate.ts';

/** Runs a poppler tool; its output even when it exits non-zero (pdfsig does on a bad signature). */
async function run(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tool, args);
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

let dir: string;
let certificate: SigningCertificate;
let unsigned: Uint8Array;
let sealed: { bytes: Uint8Array; sha256: string };
let sealedFile: string;
const unsignedPages = 2;

const audit = (pdf: Uint8Array): SigningAudit => ({
  signerName: 'Begoña Núñez Ibáñez',
  signerDocumentId: '12345678Z',
  email: 'begona@example.es',
  documentSha256: createHash('sha256').update(pdf).digest('hex'),
  openedAt: new Date('2026-11-23T08:00:05Z'),
  codeSentAt: new Date('2026-11-23T08:01:10Z'),
  codeConfirmedAt: new Date('2026-11-23T08:02:20Z'),
  signedAt: new Date('2026-11-23T08:02:30Z'),
  ip: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  policyNumber: 'AMP-2026-000123',
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-seal-'));
  certificate = await loadSigningCertificate({ dataDir: dir, p12Path: undefined, p12Passphrase: '' });
  const writer = await PdfWriter.create({ title: 'Contrato', subject: 'Contrato de seguro' });
  writer.title('Contrato de seguro de móvil');
  for (let i = 0; i < 70; i++) writer.paragraph(`Cláusula ${i + 1}: condiciones del contrato, año ${2026}.`);
  unsigned = await writer.bytes();
  const signatureImage = await sharp({
    create: { width: 400, height: 140, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="400" height="140"><path d="M10 100 C 80 10, 160 130, 390 40" stroke="#123" stroke-width="6" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  sealed = await sealContract({ pdf: unsigned, signatureImage, audit: audit(unsigned), certificate });
  sealedFile = path.join(dir, 'sealed.pdf');
  fs.writeFileSync(sealedFile, sealed.bytes);
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sealContract', () => {
  it('is a PAdES signature that pdfsig finds valid over the whole document', async () => {
    const out = await run('pdfsig', [sealedFile]);
    expect(out).toContain('Signature is Valid');
    expect(out).toContain('Total document signed');
    expect(out).toContain('ETSI.CAdES.detached');
    expect(out).toContain('Amparo Seguros (sello de contratos)');
    expect(out).toContain('Signing Time: Nov 23 2026 08:02:30'); // the audit's signedAt (UTC)
    // pdfsig does not print the dictionary's reason and location; they are in the file.
    const raw = Buffer.from(sealed.bytes).toString('latin1');
    expect(raw).toContain('/Reason (Firma del contrato)');
    expect(raw).toContain('/Location (España)');
    expect(raw).toContain('/Name (Begoña Núñez Ibáñez)');
    expect(sealed.sha256).toBe(createHash('sha256').update(sealed.bytes).digest('hex'));
  });

  it('carries a PAdES B-B CMS: signing-certificate-v2 of the seal, no signing-time, verifiable by OpenSSL', async () => {
    const pdf = Buffer.from(sealed.bytes);
    const range = pdf
      .toString('latin1')
      .match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/)
      ?.slice(1)
      .map(Number);
    if (!range) throw new Error('no /ByteRange');
    const [a = 0, b = 0, c = 0, d = 0] = range;
    const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const cms = Buffer.from(pdf.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
    fs.writeFileSync(path.join(dir, 'content.bin'), content);
    fs.writeFileSync(path.join(dir, 'cms.der'), cms);
    const printed = await run('openssl', [
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      path.join(dir, 'cms.der'),
    ]);
    const signedAttrs = printed.slice(printed.indexOf('signedAttrs:'), printed.indexOf('unsignedAttrs:'));
    expect(signedAttrs).toContain('contentType');
    expect(signedAttrs).toContain('messageDigest');
    expect(signedAttrs).toContain('id-smime-aa-signingCertificateV2');
    expect(signedAttrs).not.toContain('signingTime');
    expect(cms.includes(Buffer.from(certificate.fingerprintSha256, 'hex'))).toBe(true);
    const verify = (file: string) =>
      run('openssl', [
        'cms',
        '-verify',
        '-inform',
        'DER',
        '-in',
        path.join(dir, 'cms.der'),
        '-binary',
        '-content',
        file,
        '-noverify',
        '-out',
        '/dev/null',
      ]);
    expect(await verify(path.join(dir, 'content.bin'))).toContain('CMS Verification successful');
    content[100] = (content[100] ?? 0) ^ 0x01;
    fs.writeFileSync(path.join(dir, 'content-changed.bin'), content);
    expect(await verify(path.join(dir, 'content-changed.bin'))).toContain('CMS Verification failure');
  });

  it('ends with the audit page, stating the document hash, the signer and the facts in Madrid time', async () => {
    const pages = Number((await run('pdfinfo', [sealedFile])).match(/Pages:\s+(\d+)/)?.[1]);
    expect(pages).toBe(unsignedPages + 1);
    const text = await run('pdftotext', [
      '-f',
      String(pages),
      '-l',
      String(pages),
      '-layout',
      sealedFile,
      '-',
    ]);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Registro de firma electrónica');
    expect(flat).toContain(audit(unsigned).documentSha256);
    expect(flat).toContain('Begoña Núñez Ibáñez');
    expect(flat).toContain('12345678Z');
    expect(flat).toContain('AMP-2026-000123');
    expect(flat).toContain('203.0.113.7');
    expect(flat).toContain('iPhone OS 18_1');
    // 08:02:30 UTC is 9:02:30 in Madrid (CET) in November.
    expect(flat).toContain('23 de noviembre de 2026 a las 9:02:30 CET');
    expect(flat).toContain('9:00:05');
    expect(flat).toContain(certificate.fingerprintSha256);
  });

  it('stamps the drawn signature, with the name and date, on the last contract page', async () => {
    const list = await run('pdfimages', ['-list', sealedFile]);
    const rows = list.split('\n').slice(2).filter(Boolean);
    expect(rows.map((row) => Number(row.trim().split(/\s+/)[0]))).toEqual([unsignedPages, unsignedPages]); // image + its alpha mask
    const text = await run('pdftotext', [
      '-f',
      String(unsignedPages),
      '-l',
      String(unsignedPages),
      sealedFile,
      '-',
    ]);
    expect(text).toContain('Firma del tomador');
    expect(text).toContain('Begoña Núñez Ibáñez');
    expect(text).toContain('23 de noviembre de 2026');
    const first = await run('pdfimages', ['-list', '-f', '1', '-l', '1', sealedFile]);
    expect(first.split('\n').slice(2).filter(Boolean)).toHaveLength(0);
  });

  it('a byte changed after sealing breaks the signature', async () => {
    const tampered = Buffer.from(sealed.bytes);
    // One letter of the document information (inside the signed ranges), so the file still opens.
    const index = tampered.indexOf('/Producer') + 3;
    expect(index).toBeGreaterThan(3);
    tampered[index] = (tampered[index] ?? 0) ^ 0x01;
    const file = path.join(dir, 'tampered.pdf');
    fs.writeFileSync(file, tampered);
    const out = await run('pdfsig', [file]);
    expect(out).not.toContain('Signature is Valid');
    expect(out).toContain('Signature Validation: Digest Mismatch.');
  });

  it('anything appended after sealing is reported as not covered by the signature', async () => {
    const file = path.join(dir, 'appended.pdf');
    fs.writeFileSync(file, Buffer.concat([Buffer.from(sealed.bytes), Buffer.from('\n% added later\n')]));
    const out = await run('pdfsig', [file]);
    expect(out).toContain('Not total document signed');
  });

  it('refuses a signature image that is not a PNG', async () => {
    await expect(
      sealContract({
        pdf: unsigned,
        signatureImage: new Uint8Array([1, 2, 3]),
        audit: audit(unsigned),
        certificate,
      }),
    ).rejects.toThrow('La imagen de la firma no es un PNG');
  });
});
