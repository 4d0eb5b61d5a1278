import { createHash, generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { SigningConfig } from '../../config.ts';

/** The PKCS#12 that seals contracts, with what the audit page and the back office show of it. */
export type SigningCertificate = {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the certificate (DER), lower-case hex: what `pdfsig` and viewers identify it by. */
  fingerprintSha256: string;
  /** The subject's common name. */
  commonName: string;
  notAfter: Date;
  /** True when it is the self-signed seal made under the data folder (no trust service provider). */
  selfSigned: boolean;
};

export const SELF_SIGNED_SUBJECT = {
  commonName: 'Amparo Seguros (sello de contratos)',
  organizationName: 'Amparo Seguros',
  countryName: 'ES',
} as const;
const VALIDITY_YEARS = 5;
const CERT_BAG = forge.pki.oids.certBag as string;
const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag as string;
// RFC 5280 wants UTF8String names; @types/node-forge mistypes the tag as a class.
const UTF8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;

/**
 * The configured PKCS#12 (SIGNING_P12_PATH) or, when none, the self-signed one
 * in `<dataDir>/signing/seal.p12`, created on first use with a random
 * passphrase kept beside it (`seal.passphrase`, mode 0600) and reused afterwards.
 */
export async function loadSigningCertificate(
  config: SigningConfig & { dataDir: string },
): Promise<SigningCertificate> {
  if (config.p12Path) {
    const p12 = fs.readFileSync(config.p12Path);
    return describe(p12, config.p12Passphrase, false, config.p12Path);
  }
  const dir = path.join(config.dataDir, 'signing');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The passphrase first, then the certificate sealed with it: two processes starting
  // together agree on the passphrase, and the second certificate written is thrown away.
  const passphrase = readOrCreate(path.join(dir, 'seal.passphrase'), () =>
    Buffer.from(randomBytes(32).toString('base64url')),
  ).toString('utf8');
  const p12File = path.join(dir, 'seal.p12');
  if (!fs.existsSync(p12File)) {
    const fresh = await createSelfSignedP12(passphrase);
    readOrCreate(p12File, () => fresh);
  }
  return describe(fs.readFileSync(p12File), passphrase, true, p12File);
}

/** Reads `file`, or writes `make()` into it without ever replacing a file another process made first. */
function readOrCreate(file: string, make: () => Buffer): Buffer {
  if (!fs.existsSync(file)) {
    const temporary = `${file}.${randomUUID()}.tmp`;
    fs.writeFileSync(temporary, make(), { mode: 0o600 });
    try {
      // link, unlike rename, fails when the name exists: the first one written wins.
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  return fs.readFileSync(file);
}

/** RSA 2048, SHA-256, five years, keyUsage digitalSignature + nonRepudiation (a seal, not a CA). */
export async function createSelfSignedP12(passphrase: string, now = new Date()): Promise<Buffer> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: 16 random bytes with the top bit cleared.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALIDITY_YEARS);
  cert.validity.notAfter = notAfter;
  const subject = [
    { name: 'commonName', value: SELF_SIGNED_SUBJECT.commonName, valueTagClass: UTF8 },
    {
      name: 'organizationName',
      value: SELF_SIGNED_SUBJECT.organizationName,
      valueTagClass: UTF8,
    },
    { name: 'countryName', value: SELF_SIGNED_SUBJECT.countryName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, {
    algorithm: '3des',
    friendlyName: SELF_SIGNED_SUBJECT.commonName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Opens the PKCS#12 (a wrong passphrase or a file without a key stops here, not at the first signing). */
function describe(p12: Buffer, passphrase: string, selfSigned: boolean, where: string): SigningCertificate {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch (error) {
    throw new Error(`No se puede abrir el certificado de firma ${where}: ${(error as Error).message}`);
  }
  const keyBag = parsed.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = (parsed.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  // The signer's certificate is the one whose public key matches the private key (as P12Signer picks it).
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return key !== undefined && pub.n.equals(key.n) && pub.e.equals(key.e);
  });
  if (!key || !cert)
    throw new Error(`El certificado de firma ${where} no tiene una clave privada RSA con su certificado`);
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  return {
    p12,
    passphrase,
    fingerprintSha256: createHash('sha256').update(der).digest('hex'),
    commonName: String(cert.subject.getField('CN')?.value ?? ''),
    notAfter: cert.validity.notAfter,
    selfSigned,
  };
}
