#!/usr/bin/env node
// Writes the installable app's PNG icons into public/ from the paw mark of public/favicon.svg.
// Run it after changing the mark (the PNGs are committed): node apps/web/scripts/generate-icons.mjs
//   pwa-192.png, pwa-512.png                    "any": the favicon as drawn, rounded corners
//   pwa-maskable-192.png, pwa-maskable-512.png  "maskable": full-bleed terracotta, paws well
//                                               inside the central 80% circle that every mask keeps
//   apple-touch-icon.png (180)                  full bleed too: iOS rounds the corners itself
// sharp is the API's dependency (photo uploads); npm hoists it to the root node_modules.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const paws = /<g[\s\S]*<\/g>/.exec(favicon)?.[0];
if (!brand || !paws) throw new Error('public/favicon.svg no longer has the <rect> and <g> this script expects');

/**
 * The paws on a full square of the brand colour, scaled about the mark's centre. At 0.72 the
 * paws' corners stay within 20 of 32 units from the centre, inside the safe zone's radius of 25.6.
 */
function fullBleed(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${brand}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -31.5)">${paws}</g>
</svg>`;
}

const icons = [
  { file: 'pwa-192.png', size: 192, svg: favicon },
  { file: 'pwa-512.png', size: 512, svg: favicon },
  { file: 'pwa-maskable-192.png', size: 192, svg: fullBleed(0.72) },
  { file: 'pwa-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

for (const { file, size, svg } of icons) {
  // Rendered at the icon's own size (density), not scaled up from 64 px.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
  console.log(`wrote public/${file} (${size}×${size})`);
}
