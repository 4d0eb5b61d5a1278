import sharp from 'sharp';
import { pngBomb, tinyPdf } from './images.ts';

/** A hostile upload, and what the gate must answer on a route that takes images (and PDFs). */
export type HostileFile = {
  name: string;
  bytes: Buffer;
  filename: string;
  /** The answer where only images go (evaluation photos, IMEI screenshot). */
  imageRoute: number;
  /** The answer where PDFs go too (claim documents): a real PDF is a PDF, whatever its name. */
  documentRoute: number;
};

/** A real JPEG whose SOF0 header claims width x height: decoding it would need gigabytes. */
export function jpegBomb(jpeg: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(jpeg);
  const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  bomb.writeUInt16BE(height, sof + 5);
  bomb.writeUInt16BE(width, sof + 7);
  return bomb;
}

/** What the polyglot hides after the JPEG's end: a ZIP entry holding an HTML page with a script. */
export const POLYGLOT_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

export async function hostileFiles(): Promise<HostileFile[]> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c3' } })
    .png()
    .toBuffer();
  const zipEntry = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from(`index.html${POLYGLOT_PAYLOAD}`),
  ]);
  return [
    {
      name: 'PNG bomb 50000×50000',
      bytes: pngBomb(50_000, 50_000),
      filename: 'foto.png',
      imageRoute: 422,
      documentRoute: 422,
    },
    {
      name: 'JPEG bomb 50000×50000',
      bytes: jpegBomb(jpeg, 50_000, 50_000),
      filename: 'foto.jpg',
      imageRoute: 422,
      documentRoute: 422,
    },
    {
      name: 'truncated JPEG',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'foto.jpg',
      imageRoute: 422,
      documentRoute: 422,
    },
    {
      name: 'truncated PNG',
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      filename: 'foto.png',
      imageRoute: 422,
      documentRoute: 422,
    },
    {
      name: 'truncated PDF',
      bytes: tinyPdf().subarray(0, 60),
      filename: 'factura.pdf',
      imageRoute: 415,
      documentRoute: 422,
    },
    {
      name: 'SVG with a script',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
      filename: 'foto.png',
      imageRoute: 415,
      documentRoute: 415,
    },
    {
      name: 'HTML named .jpg',
      bytes: Buffer.from(POLYGLOT_PAYLOAD),
      filename: 'foto.jpg',
      imageRoute: 415,
      documentRoute: 415,
    },
    // A real PDF with a PNG's name: refused where only images go; kept as what it is (a .pdf) where PDFs go.
    {
      name: 'PDF disguised as PNG',
      bytes: tinyPdf(),
      filename: 'foto.png',
      imageRoute: 415,
      documentRoute: 201,
    },
    // Valid as a JPEG (a viewer stops at its end) and as a ZIP with an HTML page (read from the tail):
    // accepted as the image it is, re-encoded, so what is kept carries neither the ZIP nor the page.
    {
      name: 'polyglot JPEG + ZIP + HTML',
      bytes: Buffer.concat([jpeg, zipEntry]),
      filename: 'foto.jpg',
      imageRoute: 0,
      documentRoute: 201,
    },
  ];
}
