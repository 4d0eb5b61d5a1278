/**
 * Writes a set of generated `*#06#` screenshots and their manifest.json
 * (`[{ file, imei, ...how it was drawn }]`) for `npm run bench:imei -- DIR`.
 *
 *   npm run imei:generate -w @amparo/bench -- [DIR=bench/imei/out] [COUNT=72] [SEED=1] [families]
 *
 * The set cycles through the layouts, themes and screen sizes so each is
 * covered whatever the count; fonts, sizes, dual SIM, barcodes and JPEG quality vary at random.
 * With `families`, it also cycles through what customers send (imei-screens.ts FAMILIES: the
 * whole screen, a crop with the label, the number alone, numbers wrapped by large text) and adds
 * iOS Settings cards to the layouts; without it, a seed gives the same set as before the families.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FAMILIES,
  random,
  randomFamilySpec,
  randomSpec,
  renderScreen,
} from '../../apps/api/test/imei-screens.ts';

const [dirArg, countArg = '72', seedArg = '1', mode] = process.argv.slice(2);
const families = mode === 'families';
const dir = dirArg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg)
  : path.join(import.meta.dirname, 'out');
const count = Number(countArg);
const rnd = random(Number(seedArg));
mkdirSync(dir, { recursive: true });

const layouts = families
  ? (['ios', 'android', 'pixel', 'card'] as const)
  : (['ios', 'android', 'pixel'] as const);
const themes = ['light', 'dark'] as const;
const manifest = [];
for (let i = 0; i < count; i++) {
  const layout = layouts[i % layouts.length];
  const theme = themes[Math.floor(i / layouts.length) % 2];
  const spec = families
    ? randomFamilySpec(rnd, FAMILIES[Math.floor(i / (layouts.length * 2)) % FAMILIES.length]!, {
        layout,
        theme,
      })
    : randomSpec(rnd, { layout, theme });
  const file = `screen-${String(i + 1).padStart(3, '0')}.${spec.format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(path.join(dir, file), await renderScreen(spec));
  const { imei, font, fontSize, screen, dualSim, barcodes, format, jpegQuality, renderScale } = spec;
  manifest.push({
    file,
    imei,
    family: spec.family ?? 'screen',
    layout: spec.layout,
    theme: spec.theme,
    font,
    fontSize,
    screen: `${screen.width}x${screen.height}`,
    dualSim,
    barcodes,
    format,
    jpegQuality,
    renderScale,
    ...(spec.margins ? { margins: spec.margins, partialNext: spec.partialNext } : {}),
  });
}
writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${count} screenshots and manifest.json in ${dir}`);
