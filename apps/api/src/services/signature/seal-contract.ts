import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { PadesP12Signer } from './pades-signer.ts';
import type { SigningCertificate } from './signing-certificate.ts';

const require = createRequire(import.meta.url);
const fontPath = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** What the audit page states; times are instants, printed in Europe/Madrid. */
export type SigningAudit = {
  signerName: string;
  signerDocumentId: string;
  email: string;
  /** SHA-256 (hex) of the unsigned contract, as shown to the signer. */
  documentSha256: string;
  openedAt: Date;
  codeSentAt: Date;
  codeConfirmedAt: Date;
  signedAt: Date;
  ip: string;
  userAgent: string;
  policyNumber: string;
};

export type SealInput = {
  /** The unsigned contract. */
  pdf: Uint8Array;
  /** The signature drawn by the signer, PNG. */
  signatureImage: Uint8Array;
  audit: SigningAudit;
  certificate: SigningCertificate;
};

/** The lowest points of the contract's last page that its text must leave free for the stamped signature. */
export const SIGNATURE_AREA_HEIGHT = 160;
/** The audit page keeps one page: a user agent longer than this is cut (the evidence records keep it whole). */
const MAX_USER_AGENT = 400;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BRAND = rgb(0.839, 0, 0.494);
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.29, 0.29, 0.33);
// The whole CMS goes into /Contents; a real seal's chain of three certificates fits with room to spare.
const SIGNATURE_LENGTH = 16_384;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const madrid = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'long',
  timeStyle: 'long',
});
/** "23 de noviembre de 2026 a las 9:18:36 CET" */
export const madridTime = (date: Date) => madrid.format(date);

/**
 * Seals a contract: the drawn signature on its last page, an audit page
 * ('Registro de firma electrónica') at the end, then a PAdES signature
 * (ETSI.CAdES.detached) with the seal certificate over the whole file.
 */
export async function sealContract(input: SealInput): Promise<{ bytes: Uint8Array; sha256: string }> {
  const { audit, certificate } = input;
  if (!PNG_MAGIC.every((byte, i) => input.signatureImage[i] === byte))
    throw new Error('La imagen de la firma no es un PNG');
  if (!/^[0-9a-f]{64}$/i.test(audit.documentSha256)) throw new Error('El SHA-256 del documento no es válido');

  const doc = await PDFDocument.load(input.pdf);
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(fs.readFileSync(fontPath('DejaVuSans.ttf')), { subset: true }),
    bold: await doc.embedFont(fs.readFileSync(fontPath('DejaVuSans-Bold.ttf')), { subset: true }),
    mono: await doc.embedFont(fs.readFileSync(fontPath('DejaVuSansMono.ttf')), { subset: true }),
  };
  const lastPage = doc.getPages().at(-1);
  if (!lastPage) throw new Error('El contrato no tiene páginas');

  await stampSignature(doc, lastPage, input.signatureImage, audit, fonts);
  addAuditPage(doc, audit, certificate, fonts);

  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Firma del contrato',
    contactInfo: audit.email,
    name: audit.signerName,
    location: 'España',
    signingTime: audit.signedAt,
    subFilter: 'ETSI.CAdES.detached', // PAdES (the default is adbe.pkcs7.detached)
    signatureLength: SIGNATURE_LENGTH,
    appName: 'Amparo',
  });
  const prepared = await doc.save({ useObjectStreams: false });
  const signer = new PadesP12Signer(certificate.p12, { passphrase: certificate.passphrase });
  const signed = await new SignPdf().sign(Buffer.from(prepared), signer, audit.signedAt);
  const bytes = new Uint8Array(signed);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** The drawn signature at the foot of the page, right-aligned, with the signer's name and the date under it. */
async function stampSignature(
  doc: PDFDocument,
  page: PDFPage,
  png: Uint8Array,
  audit: SigningAudit,
  fonts: Fonts,
) {
  const image = await doc.embedPng(png);
  const box = { width: 200, height: 70 };
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  const { width: pageWidth } = page.getSize();
  const left = pageWidth - MARGIN - box.width;
  const base = 40; // two caption lines, then the image above them
  page.drawText('Firma del tomador', {
    x: left,
    y: base + 34 + box.height + 6,
    size: 8,
    font: fonts.bold,
    color: MUTED,
  });
  page.drawImage(image, {
    x: left + (box.width - image.width * scale) / 2,
    y: base + 34 + (box.height - image.height * scale) / 2,
    width: image.width * scale,
    height: image.height * scale,
  });
  page.drawLine({
    start: { x: left, y: base + 30 },
    end: { x: left + box.width, y: base + 30 },
    thickness: 0.5,
    color: MUTED,
  });
  page.drawText(fit(audit.signerName, fonts.bold, 9, box.width), {
    x: left,
    y: base + 17,
    size: 9,
    font: fonts.bold,
    color: INK,
  });
  page.drawText(fit(madridTime(audit.signedAt), fonts.regular, 8, box.width), {
    x: left,
    y: base + 5,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
}

function addAuditPage(doc: PDFDocument, audit: SigningAudit, certificate: SigningCertificate, fonts: Fonts) {
  const page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) => {
    page.drawText(value, { x, y, size, font, color });
  };
  y -= 22;
  text('Registro de firma electrónica', MARGIN, 18, fonts.bold, BRAND);
  y -= 20;
  for (const line of wrap(
    'Este registro forma parte del documento firmado. El documento, incluida esta página, está sellado electrónicamente por Amparo Seguros: cualquier cambio posterior invalida el sello.',
    fonts.regular,
    9,
    A4.width - 2 * MARGIN,
  )) {
    text(line, MARGIN, 9, fonts.regular, MUTED);
    y -= 13;
  }
  y -= 10;
  const labelWidth = 165;
  const valueWidth = A4.width - 2 * MARGIN - labelWidth;
  const rows: Array<[string, string, 'mono'?]> = [
    ['Póliza', audit.policyNumber],
    ['Firmante', audit.signerName],
    ['Documento de identidad', audit.signerDocumentId],
    ['Correo electrónico', audit.email],
    ['SHA-256 del documento sin firmar', audit.documentSha256.toLowerCase(), 'mono'],
    ['Documento abierto', madridTime(audit.openedAt)],
    ['Código enviado', madridTime(audit.codeSentAt)],
    ['Código confirmado', madridTime(audit.codeConfirmedAt)],
    ['Firmado', madridTime(audit.signedAt)],
    ['Dirección IP', audit.ip],
    ['Navegador (user agent)', cut(audit.userAgent, MAX_USER_AGENT)],
    ['Certificado del sello', certificate.commonName],
    ['Huella SHA-256 del certificado', certificate.fingerprintSha256, 'mono'],
  ];
  for (const [label, value, style] of rows) {
    const font = style === 'mono' ? fonts.mono : fonts.regular;
    const size = style === 'mono' ? 8 : 9.5;
    const labels = wrap(label, fonts.bold, 9.5, labelWidth - 12);
    const values = wrap(value || '—', font, size, valueWidth);
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      const labelLine = labels[i];
      const valueLine = values[i];
      if (labelLine) text(labelLine, MARGIN, 9.5, fonts.bold);
      if (valueLine) text(valueLine, MARGIN + labelWidth, size, font);
      y -= 14;
    }
    y -= 6;
  }
  y -= 8;
  text('Horas en la zona de Madrid (Europe/Madrid).', MARGIN, 8.5, fonts.regular, MUTED);
}

/** Words to lines of at most `width`; a word longer than a line (a hash, a token) is cut by characters. */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) out.push(line);
  return out;
}

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

function fit(value: string, font: PDFFont, size: number, width: number): string {
  return wrap(value, font, size, width)[0] ?? '';
}
