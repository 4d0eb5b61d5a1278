import { isValidImei } from '@amparo/domain';
import { Code128Reader } from '@zxing/library';
import sharp from 'sharp';

/**
 * Phone-like `*#06#` screenshots, drawn with SVG and sharp, for the IMEI reader's
 * tests and its benchmark (bench/imei). Each screen has the IMEI the reader must
 * return (the first SIM's) and the values it must never return: a second IMEI,
 * a MEID, an EID and a serial number, with or without a Code 128 barcode under
 * each number, in iOS and Android layouts, light and dark, several fonts and
 * sizes, scaled and JPEG-compressed as real screenshots are.
 */
export type ScreenSpec = {
  layout: 'ios' | 'android' | 'pixel';
  theme: 'light' | 'dark';
  font: string;
  /** Font size of the numbers in px at the screen's own width. */
  fontSize: number;
  screen: { width: number; height: number };
  dualSim: boolean;
  barcodes: boolean;
  format: 'png' | 'jpeg';
  jpegQuality: number;
  /** Rendered this much larger or smaller, then resized to the screen (a screenshot shared at another size). */
  renderScale: number;
  imei: string;
  imei2: string;
  serial: string;
};

export const SCREENS = [
  { width: 1080, height: 2340 },
  { width: 1170, height: 2532 },
  { width: 750, height: 1334 },
] as const;
export const FONTS = [
  'DejaVu Sans',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'DejaVu Sans Mono',
  'DejaVu Serif',
];
const TACS = ['35209900', '35393811', '86012345', '35875810', '35332811', '01326300', '35404911'];

/** A deterministic generator, so a seed gives the same set every time. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;

export function randomImei(rnd: () => number): string {
  const body = pick(rnd, TACS) + String(Math.floor(rnd() * 1_000_000)).padStart(6, '0');
  for (let check = 0; check < 10; check++) if (isValidImei(body + check)) return body + check;
  throw new Error('unreachable: one check digit always fits');
}

export function randomSpec(rnd: () => number, overrides: Partial<ScreenSpec> = {}): ScreenSpec {
  const layout = overrides.layout ?? pick(rnd, ['ios', 'android', 'pixel'] as const);
  const screen = layout === 'ios' ? pick(rnd, [SCREENS[1], SCREENS[2]]) : SCREENS[0];
  const format = rnd() < 0.7 ? 'jpeg' : 'png';
  return {
    layout,
    theme: rnd() < 0.5 ? 'light' : 'dark',
    font: pick(rnd, FONTS),
    fontSize: Math.round(screen.width * (0.034 + rnd() * 0.022)),
    screen,
    dualSim: rnd() < 0.6,
    barcodes: layout !== 'ios' && rnd() < 0.6,
    format,
    jpegQuality: 55 + Math.floor(rnd() * 40),
    renderScale: pick(rnd, [1, 1, 0.75, 1.5]),
    imei: randomImei(rnd),
    imei2: randomImei(rnd),
    serial: `R${Math.floor(rnd() * 90 + 10)}M${Math.floor(rnd() * 9000 + 1000)}${'XKJHQ'.charAt(Math.floor(rnd() * 5))}ZT`,
    ...overrides,
  };
}

type Row = { label: string; value: string; barcode?: string };

function rows(spec: ScreenSpec): Row[] {
  const meid = spec.imei.slice(0, 14);
  const eid = `8904903200400888260001${spec.imei.slice(0, 10)}`;
  const bar = (value: string) => (spec.barcodes ? value : undefined);
  const grouped = (v: string) => `${v.slice(0, 2)} ${v.slice(2, 8)} ${v.slice(8, 14)} ${v.slice(14)}`;
  if (spec.layout === 'ios') {
    return [
      { label: 'EID', value: eid },
      { label: 'IMEI', value: grouped(spec.imei) },
      { label: 'MEID', value: grouped(meid).trim() },
      ...(spec.dualSim ? [{ label: 'IMEI2', value: grouped(spec.imei2) }] : []),
    ];
  }
  if (spec.layout === 'android') {
    return [
      { label: spec.dualSim ? 'IMEI1' : 'IMEI', value: `${spec.imei}/01`, barcode: bar(spec.imei) },
      ...(spec.dualSim ? [{ label: 'IMEI2', value: `${spec.imei2}/01`, barcode: bar(spec.imei2) }] : []),
      { label: 'S/N', value: spec.serial },
    ];
  }
  return [
    { label: spec.dualSim ? 'IMEI (ranura 1)' : 'IMEI', value: spec.imei, barcode: bar(spec.imei) },
    ...(spec.dualSim ? [{ label: 'IMEI (ranura 2)', value: spec.imei2, barcode: bar(spec.imei2) }] : []),
    { label: 'MEID', value: meid },
    { label: 'Número de serie', value: spec.serial },
  ];
}

/** Code 128 of a digit string: set C for pairs, set B for an odd last digit; widths in modules. */
export function code128Modules(digits: string): number[] {
  const patterns = (Code128Reader as unknown as { CODE_PATTERNS: Int32Array[] }).CODE_PATTERNS;
  const values = [105];
  let i = 0;
  for (; i + 1 < digits.length; i += 2) values.push(Number(digits.slice(i, i + 2)));
  if (i < digits.length) values.push(100, digits.charCodeAt(i) - 32);
  const checksum = values.reduce((sum, v, index) => sum + v * Math.max(index, 1), 0) % 103;
  values.push(checksum, 106);
  return values.flatMap((v) => [...(patterns[v] as Int32Array)]);
}

function barcodeSvg(digits: string, x: number, y: number, moduleWidth: number, height: number): string {
  const widths = code128Modules(digits);
  const total = widths.reduce((a, b) => a + b, 0) + 20;
  let cursor = x + 10 * moduleWidth;
  let bars = `<rect x="${x}" y="${y}" width="${total * moduleWidth}" height="${height}" fill="#fff"/>`;
  widths.forEach((w, index) => {
    if (index % 2 === 0)
      bars += `<rect x="${cursor}" y="${y + 4}" width="${w * moduleWidth}" height="${height - 8}" fill="#000"/>`;
    cursor += w * moduleWidth;
  });
  return bars;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function screenSvg(spec: ScreenSpec): string {
  const { width, height } = spec.screen;
  const s = spec.renderScale;
  const [bg, fg, dim] =
    spec.theme === 'dark' ? ['#121212', '#f2f2f2', '#a0a0a0'] : ['#ffffff', '#111111', '#6b6b6b'];
  const size = spec.fontSize;
  const centred = spec.layout === 'ios';
  const x = centred ? width / 2 : Math.round(width * 0.08);
  const anchor = centred ? 'middle' : 'start';
  const text = (value: string, y: number, px: number, fill: string, weight = 400) =>
    `<text x="${x}" y="${y}" font-family="${spec.font}" font-size="${px}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
  let body = `<rect width="100%" height="100%" fill="${bg}"/>`;
  body += `<text x="${width * 0.06}" y="${size * 1.3}" font-family="${spec.font}" font-size="${size * 0.8}" fill="${fg}">12:41</text>`;
  body += `<text x="${width * 0.82}" y="${size * 1.3}" font-family="${spec.font}" font-size="${size * 0.7}" fill="${fg}">87%</text>`;
  let y = Math.round(height * 0.3);
  body += text(centred ? 'Device Info' : 'Información del dispositivo', y, Math.round(size * 1.15), fg, 700);
  y += size * 2.2;
  const moduleWidth = Math.max(2, Math.round(width / 340));
  for (const row of rows(spec)) {
    const inline = spec.layout === 'android';
    if (inline) {
      body += text(`${row.label}: ${row.value}`, y, size, fg);
    } else {
      body += text(row.label, y, Math.round(size * 0.85), dim);
      y += size * 1.35;
      body += text(row.value, y, size, fg);
    }
    y += size * 0.6;
    if (row.barcode) {
      body += barcodeSvg(row.barcode, centred ? width / 2 - 60 * moduleWidth : x, y, moduleWidth, size * 2.2);
      y += size * 2.2;
    }
    y += size * 1.6;
  }
  body += text('Aceptar', height * 0.0 + y + size, size, spec.theme === 'dark' ? '#8ab4f8' : '#1a73e8', 700);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * s)}" height="${Math.round(height * s)}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export async function renderScreen(spec: ScreenSpec): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(screenSvg(spec)))
    .resize(spec.screen.width, spec.screen.height)
    .flatten();
  return spec.format === 'jpeg'
    ? pipeline.jpeg({ quality: spec.jpegQuality }).toBuffer()
    : pipeline.png().toBuffer();
}
