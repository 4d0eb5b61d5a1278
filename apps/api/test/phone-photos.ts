import qrcode from 'qrcode-generator';
import sharp, { type Sharp } from 'sharp';

// Phone-like photos generated for the photo-check tests: a textured
// room, a dark phone body, and on its lit screen the QR code of the one-time
// value, drawn mirrored as a front camera sees it in a mirror.

/**
 * QR code (version 1, level M) of SCREEN_CODE, made once with the `qrcode`
 * package (not a dependency of the project: the capture screen will bring
 * one). '#' is a dark module.
 */
export const SCREEN_CODE = 'AMP-7K3Q9X';
const SCREEN_CODE_QR = [
  '#######.....#.#######',
  '#.....#.#...#.#.....#',
  '#.###.#...#...#.###.#',
  '#.###.#..#.##.#.###.#',
  '#.###.#.##..#.#.###.#',
  '#.....#.....#.#.....#',
  '#######.#.#.#.#######',
  '.........#.##........',
  '#.#.#.#...##....#..#.',
  '##.###.#..#...##.###.',
  '..#.#.#.#...#...###..',
  '.#..#..###....####...',
  '##..#.#.#...#.######.',
  '........####.#..#.#..',
  '#######..###.##...#.#',
  '#.....#..#.###.......',
  '#.###.#.##.#.##..####',
  '#.###.#..##...##.#.#.',
  '#.###.#.##..#...##..#',
  '#.....#..##...#...###',
  '#######.#.#.#.###.#.#',
];

/** The QR code (level M, smallest version that fits) of any text, as rows like SCREEN_CODE_QR ('#' dark). */
export function qrRows(text: string): string[] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (qr.isDark(r, c) ? '#' : '.')).join(''),
  );
}

function qrSvg(rows: string[], x: number, y: number, module: number, mirrored: boolean): string {
  const n = rows.length;
  const quiet = 4 * module;
  let rects = `<rect x="${x - quiet}" y="${y - quiet}" width="${n * module + 2 * quiet}" height="${n * module + 2 * quiet}" fill="#fff"/>`;
  rows.forEach((row, r) => {
    [...row].forEach((cell, c) => {
      if (cell !== '#') return;
      const col = mirrored ? n - 1 - c : c;
      rects += `<rect x="${x + col * module}" y="${y + r * module}" width="${module}" height="${module}" fill="#000"/>`;
    });
  });
  return rects;
}

/** Seeded noise and a soft gradient: a wall and a mirror frame, not a flat synthetic colour. */
function room(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let s = seed;
  const rand = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const base = 110 + (60 * y) / height + 20 * Math.sin(x / 90 + seed);
      const noise = (rand() - 0.5) * 14;
      const i = (y * width + x) * 3;
      data[i] = Math.max(0, Math.min(255, base + noise + 10));
      data[i + 1] = Math.max(0, Math.min(255, base + noise));
      data[i + 2] = Math.max(0, Math.min(255, base + noise - 15));
    }
  }
  return data;
}

export type PhonePhotoOptions = {
  width?: number;
  height?: number;
  /** Draw the QR code on the screen (front photo). */
  qr?: boolean;
  /** Draw it as seen in a mirror (the default) or straight. */
  mirrored?: boolean;
  /** Other matrix rows, for a code that is not the expected one. */
  qrRows?: string[];
  /** The text to draw the QR code of (the value a capture screen showed); wins over qrRows. */
  qrText?: string;
  seed?: number;
  /** SVG drawn on the wall, behind the phone (pictures that make one scene another photo). */
  wallSvg?: string;
  /** Where the phone's left edge and top are, as fractions of the photo (centred, 20% down by default): another framing is another photo. */
  phoneAt?: { x: number; y: number };
};

/** A JPEG like a browser-shrunk phone photo: 1200 x 1600 by default. */
export function phonePhoto(options: PhonePhotoOptions = {}): Promise<Buffer> {
  return phoneScene(options).jpeg({ quality: 88 }).toBuffer();
}

/** The scene of phonePhoto as a sharp pipeline, not yet encoded (the e2e fake camera takes its raw pixels). */
export function phoneScene(options: PhonePhotoOptions = {}): Sharp {
  const { width = 1200, height = 1600, qr = true, mirrored = true, seed = 7 } = options;
  const rows = options.qrText !== undefined ? qrRows(options.qrText) : (options.qrRows ?? SCREEN_CODE_QR);
  // Half the width of a 3:4 portrait photo (and as tall as that): a landscape frame shows it whole.
  const pw = Math.round(Math.min(width, height * 0.75) * 0.5);
  const ph = Math.round(pw * 2);
  const px = options.phoneAt ? Math.round(width * options.phoneAt.x) : Math.round((width - pw) / 2);
  const py = Math.round(height * (options.phoneAt?.y ?? 0.2));
  const module = Math.max(2, Math.floor((pw * 0.6) / rows.length));
  const qrX = px + Math.round((pw - rows.length * module) / 2);
  const qrY = py + Math.round(ph * 0.35);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="${width * 0.05}" y="${height * 0.04}" width="${width * 0.9}" height="${height * 0.92}" fill="none" stroke="#5a4632" stroke-width="18"/>
    ${options.wallSvg ?? ''}
    <rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="${pw * 0.12}" fill="#1c1c20"/>
    <rect x="${px + pw * 0.05}" y="${py + ph * 0.04}" width="${pw * 0.9}" height="${ph * 0.92}" rx="${pw * 0.08}" fill="#f4f6fb"/>
    <circle cx="${px + pw / 2}" cy="${py + ph * 0.08}" r="${pw * 0.03}" fill="#111"/>
    ${qr ? qrSvg(rows, qrX, qrY, module, mirrored) : ''}
  </svg>`;
  return sharp(room(width, height, seed), { raw: { width, height, channels: 3 } }).composite([
    { input: Buffer.from(svg) },
  ]);
}

/** The same photo out of focus (Gaussian blur of `sigma` pixels at full size). */
export const blurred = (photo: Buffer, sigma = 8) =>
  sharp(photo).blur(sigma).jpeg({ quality: 88 }).toBuffer();

/** The same photo with the light multiplied by `factor` (0.12: a dark room; 6: burnt out). */
export const relit = (photo: Buffer, factor: number) =>
  sharp(photo).linear(factor, 0).jpeg({ quality: 88 }).toBuffer();

/** The same photo re-sent: scaled down and re-encoded, as another phone or app would. */
export const resent = (photo: Buffer) => sharp(photo).resize(900).jpeg({ quality: 70 }).toBuffer();

/** QR code of 'AMP-0LD123': a code from another (older) check, for the replayed-photo case. */
export const OTHER_CODE = 'AMP-0LD123';
export const OTHER_CODE_ROWS = [
  '#######..##...#######',
  '#.....#.#.....#.....#',
  '#.###.#..####.#.###.#',
  '#.###.#...###.#.###.#',
  '#.###.#.#.#.#.#.###.#',
  '#.....#.....#.#.....#',
  '#######.#.#.#.#######',
  '.........#.##........',
  '#.#.#.#..#.#....#..#.',
  '##.#....#.....##.###.',
  '....####.#..#...###..',
  '.##.##..##....#..#...',
  '..#####.#.#.#.##.###.',
  '........#..#.#....#..',
  '#######...##.####.#.#',
  '#.....#..#####.#.#...',
  '#.###.#.####.##.#.###',
  '#.###.#...#...#....#.',
  '#.###.#.###.#..####.#',
  '#.....#..##...###..##',
  '#######.##..#.#.###.#',
];

/** The QR code of a value the API issues (same as qrRows). */
export const qrRowsOf = qrRows;
