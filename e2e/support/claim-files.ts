import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// Real files a customer attaches to a claim: a one-page PDF (an invoice, a police report) and a
// phone photo (a JPEG with some detail, so the browser's shrinking and the server's re-encoding
// have something to work on).

export async function writePdf(file: string, title: string) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 60, y: 760, size: 20, font });
  page.drawText('Importe: 899,00 EUR', { x: 60, y: 720, size: 12, font });
  await writeFile(file, await pdf.save());
  return file;
}

export async function writePhoto(file: string, hue: number) {
  const width = 1600;
  const height = 1200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},40%,45%)"/>
    <circle cx="800" cy="600" r="380" fill="hsl(${(hue + 120) % 360},60%,60%)"/>
    <path d="M200 1000 L700 300 L1400 900" stroke="#111" stroke-width="24" fill="none"/>
  </svg>`;
  await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  return file;
}
