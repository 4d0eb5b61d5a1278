import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PdfWriter } from '../../services/pdf/pdf-writer.ts';

// The files of the demo claims and phone check: small, made on the spot, the same bytes every time
// (no photo of anyone's phone in the repository).

export type DemoFile = { bytes: Buffer; mime: string; extension: string; sha256: string };

const file = (bytes: Buffer, mime: string, extension: string): DemoFile => ({
  bytes,
  mime,
  extension,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

/** A one-page PDF that says what it stands for ('Factura de compra'). */
export async function demoPdf(title: string, lines: string[]): Promise<DemoFile> {
  const pdf = await PdfWriter.create({
    title,
    subject: 'Documento de demostración',
    generatedAt: new Date('2026-01-01T00:00:00Z'),
  });
  pdf.title(title);
  for (const line of lines) pdf.paragraph(line);
  pdf.note('Documento de demostración generado por Amparo: no es un documento real.');
  return file(Buffer.from(await pdf.bytes()), 'application/pdf', 'pdf');
}

/**
 * A drawing of a phone (front: screen, optionally cracked; back: camera), as
 * a JPEG: enough for the desk to see photos side by side.
 */
export async function demoPhonePhoto(side: 'front' | 'back', cracked = false): Promise<DemoFile> {
  const body =
    side === 'front'
      ? `<rect x="150" y="40" width="180" height="320" rx="22" fill="#1d1d1f"/>
         <rect x="162" y="62" width="156" height="276" rx="8" fill="#3a7bd5"/>
         ${cracked ? '<polyline points="170,90 230,170 205,210 290,300 250,330" fill="none" stroke="#fff" stroke-width="3"/>' : ''}`
      : `<rect x="150" y="40" width="180" height="320" rx="22" fill="#c9c9cf"/>
         <rect x="168" y="58" width="64" height="64" rx="14" fill="#1d1d1f"/>
         <circle cx="186" cy="76" r="10" fill="#444"/><circle cx="214" cy="104" r="10" fill="#444"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400">
    <rect width="480" height="400" fill="#efe7dc"/>${body}</svg>`;
  return file(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), 'image/jpeg', 'jpg');
}
