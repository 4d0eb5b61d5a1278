import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import {
  random,
  randomImei,
  randomSpec,
  renderScreen,
  type ScreenSpec,
} from '../../apps/api/test/imei-screens.ts';

/**
 * A `*#06#` screenshot for the IMEI upload (page.setInputFiles), drawn by the
 * same generator as the IMEI reader's tests and benchmark. Defaults to a plain
 * one-SIM Android screen in PNG with the IMEI's barcode under it, which the
 * reader reads exactly and fast (no OCR); `overrides` changes any detail
 * (layout: 'ios' has no barcode and goes through OCR, theme, dual SIM...).
 * A random IMEI unless given: tests on one server must not repeat one. Call it
 * inside a test (or give `dir`).
 */
export async function writeImeiScreenshot(
  options: { imei?: string; seed?: number; overrides?: Partial<ScreenSpec>; dir?: string } = {},
): Promise<{ file: string; imei: string }> {
  const rnd = random(options.seed ?? Math.floor(Math.random() * 2 ** 32));
  const imei = options.imei ?? randomImei(rnd);
  const spec = randomSpec(rnd, {
    layout: 'android',
    theme: 'light',
    dualSim: false,
    barcodes: true,
    font: 'DejaVu Sans',
    format: 'png',
    renderScale: 1,
    ...options.overrides,
    imei,
  });
  // The test's own output folder by default: Playwright empties it on the next run.
  const dir = options.dir ?? test.info().outputPath();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `imei-${imei}.${spec.format === 'png' ? 'png' : 'jpg'}`);
  await writeFile(file, await renderScreen(spec));
  return { file, imei };
}
