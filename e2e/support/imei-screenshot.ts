import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
 * one-SIM Android screen in PNG, which the reader reads; `seed` picks another
 * phone, `overrides` any detail (layout, theme, dual SIM...).
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
    format: 'png',
    renderScale: 1,
    ...options.overrides,
    imei,
  });
  const dir = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), 'amparo-e2e-imei-')));
  const file = path.join(dir, `imei-${imei}.${spec.format === 'png' ? 'png' : 'jpg'}`);
  await writeFile(file, await renderScreen(spec));
  return { file, imei };
}
