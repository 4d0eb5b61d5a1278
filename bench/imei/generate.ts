/**
 * Writes a set of generated `*#06#` screenshots and their manifest.json
 * (`[{ file, imei, ...how it was drawn }]`) for `npm run bench:imei -- DIR`.
 *
 *   npm run imei:generate -w @amparo/bench -- [DIR=bench/imei/out] [COUNT=72] [SEED=1]
 *
 * The set cycles through the layouts, themes and screen sizes so each is
 * covered whatever the count; fonts, sizes, dual SIM, barcodes and JPEG quality vary at random.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { random, randomSpec, renderScreen } from '../../apps/api/test/imei-screens.ts';

const [dirArg, countArg = '72', seedArg = '1'] = process.argv.slice(2);
const dir = dirArg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg)
  : path.join(import.meta.dirname, 'out');
const count = Number(countArg);
const rnd = random(Number(seedArg));
mkdirSync(dir, { recursive: true });

const layouts = ['ios', 'android', 'pixel'] as const;
const themes = ['light', 'dark'] as const;
const manifest = [];
for (let i = 0; i < count; i++) {
  const spec = randomSpec(rnd, { layout: layouts[i % 3], theme: themes[Math.floor(i / 3) % 2] });
  const file = `screen-${String(i + 1).padStart(3, '0')}.${spec.format === 'jpeg' ? 'jpg' : 'png'}`;
  writeFileSync(path.join(dir, file), await renderScreen(spec));
  const { imei, layout, theme, font, fontSize, screen, dualSim, barcodes, format, jpegQuality, renderScale } =
    spec;
  manifest.push({
    file,
    imei,
    layout,
    theme,
    font,
    fontSize,
    screen: `${screen.width}x${screen.height}`,
    dualSim,
    barcodes,
    format,
    jpegQuality,
    renderScale,
  });
}
writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${count} screenshots and manifest.json in ${dir}`);
