import { createHash, createSign } from 'node:crypto';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;
// node-forge has asn1.copy; @types/node-forge does not declare it.
const copy = (asn1 as unknown as { copy(node: forge.asn1.Asn1): forge.asn1.Asn1 }).copy;
const CERT_BAG = forge.pki.oids.certBag as string;
const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag as string;

const seq = (value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);

/**
 * P12Signer as PAdES baseline B-B wants the CMS (ETSI EN 319 142-1, 6.3):
 * the signed attributes are content-type, message-digest and the ESS
 * signing-certificate-v2 (which binds the certificate into the signature), and
 * no signing-time attribute (the time is the signature dictionary's /M).
 * @signpdf's P12Signer adds signing-time and lacks signing-certificate-v2,
 * which node-forge's PKCS#7 cannot encode, so the SignedData is built here.
 */
export class PadesP12Signer extends P12Signer {
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(this.cert.copy()), false, this.options.passphrase);
    const key = p12.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
    const certs = (p12.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [])
      .map((bag) => bag.cert)
      .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
    const signerCert = certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return key !== undefined && pub.n.equals(key.n) && pub.e.equals(key.e);
    });
    if (!key || !signerCert)
      throw new Error('El certificado de firma no tiene una clave privada con su certificado');

    const certAsn1 = forge.pki.certificateToAsn1(signerCert);
    const tbs = (certAsn1.value as forge.asn1.Asn1[])[0]?.value as forge.asn1.Asn1[];
    // tbsCertificate: [0] version, serialNumber, signature, issuer, …
    const serial = tbs[1] as forge.asn1.Asn1;
    const issuer = tbs[3] as forge.asn1.Asn1;
    const certHash = createHash('sha256').update(der(certAsn1)).digest();

    // ESSCertIDv2 { hashAlgorithm DEFAULT sha256 (so omitted), certHash, issuerSerial { GeneralNames [4] Name, serial } }
    const issuerSerial = seq([
      seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [copy(issuer)])]),
      copy(serial),
    ]);
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(pdfBuffer).digest())),
      attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash), issuerSerial])])])),
    ];
    // DER: a SET OF is ordered by the encodings of its elements.
    const sorted = attributes
      .map((a) => ({ node: a, bytes: der(a) }))
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
      .map((a) => a.node);
    const signature = createSign('sha256')
      .update(der(set(sorted)))
      .sign(forge.pki.privateKeyToPem(key));

    const sha256 = seq([oid(OID.sha256), nul()]);
    const signerInfo = seq([
      int(1),
      seq([copy(issuer), copy(serial)]),
      sha256,
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, sorted),
      seq([oid(OID.sha256WithRsa), nul()]),
      octets(signature),
    ]);
    const signedData = seq([
      int(1),
      set([seq([oid(OID.sha256), nul()])]),
      seq([oid(OID.data)]),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        certs.map((c) => forge.pki.certificateToAsn1(c)),
      ),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}
