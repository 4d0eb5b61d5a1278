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
  /** 'card': iOS Settings' About, each value in a row of a rounded card, the label on its left. */
  layout: 'ios' | 'android' | 'pixel' | 'card';
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
  /**
   * What the customer sends: the whole screen (the default), a crop around the IMEI's label and
   * number ('crop'), around the number alone ('bare'), or the whole screen with the numbers wrapped
   * onto a second line under their label, as large text settings and narrow cards do ('wrap').
   */
  family?: Family;
  /** Around a crop, in px at the screen's size: 0 cuts at the digits' own edge. */
  margins?: { top: number; right: number; bottom: number; left: number };
  /** A crop that takes the top of the next row too, cut through (a second IMEI, a MEID). */
  partialNext?: boolean;
};

export type Family = 'screen' | 'crop' | 'bare' | 'wrap';
export const FAMILIES: readonly Family[] = ['screen', 'crop', 'bare', 'wrap'];

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
/** More faces for the families' sets: monospaced and condensed ones, as some phones and apps show. */
export const MORE_FONTS = ['Liberation Mono', 'DejaVu Sans Condensed', 'Liberation Serif'];
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
  if (spec.layout === 'ios' || spec.layout === 'card') {
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

/** What a mask draws: nothing but the first SIM's IMEI row (label and number), its number, or the row after it. */
type Mask = 'row' | 'value' | 'next';

/** A value's lines: one, or two when the family wraps it (large text, a narrow card). */
function valueLines(value: string, wrap: boolean): string[] {
  if (!wrap || value.replace(/\D/g, '').length < 12) return [value];
  const groups = value.split(' ');
  if (groups.length >= 3) {
    const half = Math.ceil(groups.length / 2);
    return [groups.slice(0, half).join(' '), groups.slice(half).join(' ')];
  }
  return [value.slice(0, 8), value.slice(8)];
}

/**
 * The screen as SVG; with `mask`, only that part in black on white (renderScreen finds a crop's
 * box from it). The whole screen of the default family is drawn as it always was, so the sets made
 * before the families came are made again the same.
 */
export function screenSvg(spec: ScreenSpec, mask?: Mask): string {
  const { width, height } = spec.screen;
  const s = spec.renderScale;
  const card = spec.layout === 'card';
  const [bg, fg, dim] =
    spec.theme === 'dark'
      ? [card ? '#000000' : '#121212', '#f2f2f2', '#a0a0a0']
      : [card ? '#f2f2f7' : '#ffffff', '#111111', '#6b6b6b'];
  const size = spec.fontSize;
  const centred = spec.layout === 'ios';
  const wrap = spec.family === 'wrap';
  const x = centred ? width / 2 : Math.round(width * 0.08);
  const anchor = centred ? 'middle' : 'start';
  // In a mask only the part asked for is drawn, in black; everything else is left out.
  const part = (drawn: boolean, fill: string) => (mask ? (drawn ? '#000' : null) : fill);
  const text = (
    value: string,
    y: number,
    px: number,
    fill: string | null,
    weight = 400,
    at = x,
    align = anchor,
  ) =>
    fill === null
      ? ''
      : `<text x="${at}" y="${y}" font-family="${spec.font}" font-size="${px}" font-weight="${weight}" fill="${fill}" text-anchor="${align}">${escapeXml(value)}</text>`;
  let body = `<rect width="100%" height="100%" fill="${mask ? '#fff' : bg}"/>`;
  if (!mask) {
    body += `<text x="${width * 0.06}" y="${size * 1.3}" font-family="${spec.font}" font-size="${size * 0.8}" fill="${fg}">12:41</text>`;
    body += `<text x="${width * 0.82}" y="${size * 1.3}" font-family="${spec.font}" font-size="${size * 0.7}" fill="${fg}">87%</text>`;
  }
  let y = Math.round(height * 0.3);
  body += text(
    centred || card ? 'Device Info' : 'Información del dispositivo',
    y,
    Math.round(size * 1.15),
    part(false, fg),
    700,
  );
  y += size * 2.2;
  const moduleWidth = Math.max(2, Math.round(width / 340));
  const all = rows(spec);
  const target = spec.layout === 'ios' || card ? 1 : 0;
  all.forEach((row, index) => {
    const inRow = index === target;
    const labelFill = part(mask === 'row' && inRow, card ? fg : dim);
    const valueFill = part((mask === 'row' || mask === 'value') && inRow, card ? dim : fg);
    const nextFill = mask === 'next' && index === target + 1;
    const lines = valueLines(row.value, wrap);
    // A card row too narrow for its label and value at this text size stacks them, as iOS does.
    const fits = (row.label.length + row.value.length + 3) * 0.6 * size < width * 0.9 - size * 1.4;
    if (card && !wrap && fits) {
      // Label on the left, value on the right of the same row, on a card with rounded corners.
      const left = Math.round(width * 0.05);
      const right = width - left;
      if (!mask)
        body += `<rect x="${left}" y="${y - size * 1.5}" width="${right - left}" height="${size * 2.4}" rx="${size * 0.5}" fill="${spec.theme === 'dark' ? '#1c1c1e' : '#ffffff'}"/>`;
      body += text(row.label, y, size, nextFill ? '#000' : labelFill, 400, left + size * 0.7, 'start');
      body += text(row.value, y, size, nextFill ? '#000' : valueFill, 400, right - size * 0.7, 'end');
      y += size * 2.6;
      return;
    }
    // A bare crop of an Android screen has its number alone: drawn under its label, it can be cut out.
    if (spec.layout === 'android' && !wrap && spec.family !== 'bare') {
      body += text(`${row.label}: ${row.value}`, y, size, nextFill ? '#000' : valueFill);
    } else {
      body += text(row.label, y, Math.round(size * 0.85), nextFill ? '#000' : labelFill);
      y += size * 1.35;
      lines.forEach((line, i) => {
        if (i > 0) y += size * 1.25;
        body += text(line, y, size, nextFill ? '#000' : valueFill);
      });
    }
    y += size * 0.6;
    if (row.barcode) {
      if (!mask)
        body += barcodeSvg(
          row.barcode,
          centred ? width / 2 - 60 * moduleWidth : x,
          y,
          moduleWidth,
          size * 2.2,
        );
      y += size * 2.2;
    }
    y += size * 1.6;
  });
  body += text(
    'Aceptar',
    height * 0.0 + y + size,
    size,
    part(false, spec.theme === 'dark' ? '#8ab4f8' : '#1a73e8'),
    700,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * s)}" height="${Math.round(height * s)}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The box of a mask's ink on the screen, in px at the screen's size. */
async function inkBox(spec: ScreenSpec, mask: Mask) {
  // At scale 1 the SVG is the screen's size; no resize here: sharp trims before it resizes.
  const { info } = await sharp(Buffer.from(screenSvg({ ...spec, renderScale: 1 }, mask)))
    .flatten({ background: '#fff' })
    .trim({ background: '#fff', threshold: 40 })
    .toBuffer({ resolveWithObject: true });
  return {
    left: -(info.trimOffsetLeft ?? 0),
    top: -(info.trimOffsetTop ?? 0),
    width: info.width,
    height: info.height,
  };
}

/** A crop of the screen around the first SIM's IMEI (with its label, or the number alone), at the spec's margins. */
async function cropOf(spec: ScreenSpec, screen: Buffer): Promise<Buffer> {
  const box = await inkBox(spec, spec.family === 'bare' ? 'value' : 'row');
  const m = spec.margins ?? { top: 0, right: 0, bottom: 0, left: 0 };
  let bottom = box.top + box.height + m.bottom;
  if (spec.partialNext) {
    const next = await inkBox(spec, 'next').catch(() => null);
    // Half of the next row's first line: its digits cut through, as a hurried crop leaves them.
    if (next && next.top > bottom) bottom = next.top + Math.round(spec.fontSize * 0.5);
  }
  const left = Math.max(0, box.left - m.left);
  const top = Math.max(0, box.top - m.top);
  const right = Math.min(spec.screen.width, box.left + box.width + m.right);
  return sharp(screen)
    .extract({
      left,
      top,
      width: right - left,
      height: Math.min(spec.screen.height, bottom) - top,
    })
    .toBuffer();
}

export async function renderScreen(spec: ScreenSpec): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(screenSvg(spec)))
    .resize(spec.screen.width, spec.screen.height)
    .flatten();
  if (spec.family === 'crop' || spec.family === 'bare')
    pipeline = sharp(await cropOf(spec, await pipeline.png().toBuffer()));
  return spec.format === 'jpeg'
    ? pipeline.jpeg({ quality: spec.jpegQuality }).toBuffer()
    : pipeline.png().toBuffer();
}

/**
 * A spec of one of the families real customers send (FAMILIES): the screen as randomSpec draws it,
 * iOS Settings cards among the layouts, more faces, larger system text for wrapped numbers, crops at
 * random margins (a quarter of the sides cut at the digits' edge), some taking the next row's top.
 */
export function randomFamilySpec(
  rnd: () => number,
  family: Family,
  overrides: Partial<ScreenSpec> = {},
): ScreenSpec {
  const base = randomSpec(rnd, overrides);
  const layout = overrides.layout ?? base.layout;
  const font = rnd() < 0.4 ? pick(rnd, MORE_FONTS) : base.font;
  const screen = layout === 'card' || layout === 'ios' ? pick(rnd, [SCREENS[1], SCREENS[2]]) : SCREENS[0];
  // Large text: wrapped numbers come from the system font sizes of a phone's largest settings (still
  // small enough for the IMEI to be on the screen, as the customer scrolls it into view).
  const fontSize =
    family === 'wrap'
      ? Math.round(screen.width * (0.065 + rnd() * 0.02))
      : Math.round(screen.width * (0.03 + rnd() * 0.035));
  const side = () => (rnd() < 0.25 ? 0 : Math.round(fontSize * rnd() * 0.8));
  return {
    ...base,
    layout,
    screen,
    font,
    fontSize,
    family,
    margins: { top: side(), right: side(), bottom: side(), left: side() },
    partialNext: family === 'crop' && rnd() < 0.3,
    ...overrides,
  };
}
