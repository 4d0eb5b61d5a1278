import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterEach, describe, expect, it } from 'vitest';
import { createSelfSignedP12, loadSigningCertificate } from './signing-certificate.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-cert-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function certificateOf(p12: Buffer, passphrase: string): X509Certificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const certBag = forge.pki.oids.certBag as string;
  const cert = parsed.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
  if (!cert) throw new Error('no certificate');
  return new X509Certificate(forge.pki.certificateToPem(cert));
}

describe('loadSigningCertificate', () => {
  it('creates a self-signed seal once under <dataDir>/signing and reuses it', async () => {
    const dataDir = tempDir();
    const first = await loadSigningCertificate({ dataDir, p12Path: undefined, p12Passphrase: '' });
    const p12File = path.join(dataDir, 'signing', 'seal.p12');
    const passFile = path.join(dataDir, 'signing', 'seal.passphrase');
    expect(fs.statSync(path.join(dataDir, 'signing')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(p12File).mode & 0o777).toBe(0o600);
    expect(fs.statSync(passFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(passFile, 'utf8')).toBe(first.passphrase);
    expect(first.passphrase.length).toBeGreaterThanOrEqual(32);
    expect(first.selfSigned).toBe(true);
    expect(first.commonName).toBe('Amparo Seguros (sello de contratos)');

    const second = await loadSigningCertificate({ dataDir, p12Path: undefined, p12Passphrase: '' });
    expect(second.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(fs.readdirSync(path.join(dataDir, 'signing')).sort()).toEqual(['seal.p12', 'seal.passphrase']);

    const x509 = certificateOf(first.p12, first.passphrase);
    expect(x509.fingerprint256.replaceAll(':', '').toLowerCase()).toBe(first.fingerprintSha256);
    expect(x509.subject).toContain('CN=Amparo Seguros (sello de contratos)');
    expect(x509.subject).toContain('O=Amparo Seguros');
    expect(x509.subject).toContain('C=ES');
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const years = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(4.99);
    expect(years).toBeLessThan(5.01);
    // keyUsage: digitalSignature + nonRepudiation only (forge's view of the extension).
    const parsed = forge.pki.certificateFromPem(x509.toString());
    const keyUsage = parsed.getExtension('keyUsage') as Record<string, boolean> | undefined;
    expect(keyUsage?.digitalSignature).toBe(true);
    expect(keyUsage?.nonRepudiation).toBe(true);
    expect(keyUsage?.keyCertSign).toBe(false);
  }, 30_000);

  it('two loads starting together end with one certificate', async () => {
    const dataDir = tempDir();
    const all = await Promise.all(
      [1, 2, 3].map(() => loadSigningCertificate({ dataDir, p12Path: undefined, p12Passphrase: '' })),
    );
    expect(new Set(all.map((c) => c.fingerprintSha256)).size).toBe(1);
    expect(new Set(all.map((c) => c.passphrase)).size).toBe(1);
    expect(fs.readdirSync(path.join(dataDir, 'signing')).sort()).toEqual(['seal.p12', 'seal.passphrase']);
  }, 30_000);

  it('uses the configured PKCS#12 and creates nothing', async () => {
    const dataDir = tempDir();
    const p12Path = path.join(tempDir(), 'qualified-seal.p12');
    fs.writeFileSync(p12Path, await createSelfSignedP12('frase secreta'));
    const configured = await loadSigningCertificate({ dataDir, p12Path, p12Passphrase: 'frase secreta' });
    expect(configured.selfSigned).toBe(false);
    expect(configured.fingerprintSha256).toBe(
      certificateOf(fs.readFileSync(p12Path), 'frase secreta')
        .fingerprint256.replaceAll(':', '')
        .toLowerCase(),
    );
    expect(fs.existsSync(path.join(dataDir, 'signing'))).toBe(false);
  }, 30_000);

  it('a wrong passphrase for the configured PKCS#12 is a clear error', async () => {
    const p12Path = path.join(tempDir(), 'seal.p12');
    fs.writeFileSync(p12Path, await createSelfSignedP12('buena'));
    await expect(
      loadSigningCertificate({ dataDir: tempDir(), p12Path, p12Passphrase: 'mala' }),
    ).rejects.toThrow(/No se puede abrir el certificado de firma/);
  }, 30_000);
});
