// The installable app's icons (docs/installable-app.md), drawn from the favicon's shield with sharp:
// 192 and 512 px on white for `purpose: any`, and 512 px on the brand colour with the shield inside
// the maskable safe zone (the inner 80 %) for `purpose: maskable`. Run once after changing the logo:
// `node scripts/make-app-icons.mjs`; the PNGs are committed under apps/web/public/app/.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/app');
const shield = (color, check) => `
  <path fill="${color}" d="M32 3 7 12v18c0 15.5 10.6 27.6 25 31 14.4-3.4 25-15.5 25-31V12L32 3Z"/>
  <path fill="none" stroke="${check}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="m21 32 8 8 15-16"/>`;

/** The shield at `scale` of the canvas, centred, on `background`. */
const icon = (background, color, check, scale) => {
  const inset = (64 * (1 - scale)) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${background}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">${shield(color, check)}</g>
</svg>`);
};

fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512])
  await sharp(icon('#FFFFFF', '#D6007E', '#FFFFFF', 0.84), { density: 600 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
// Maskable: the platform may cut to a circle; the shield stays inside the inner 80 %.
for (const size of [192, 512])
  await sharp(icon('#D6007E', '#FFFFFF', '#D6007E', 0.6), { density: 600 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-maskable-${size}.png`));
await sharp(icon('#FFFFFF', '#D6007E', '#FFFFFF', 0.84), { density: 600 })
  .resize(180, 180)
  .png()
  .toFile(path.join(out, 'apple-touch-icon.png'));
console.log(`icons written to ${path.relative(root, out)}`);
