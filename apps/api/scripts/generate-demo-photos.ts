// Draws the demo dog illustrations (product §3: generated illustrations, no downloads):
// one friendly flat portrait per look and pose, written to assets/demo-photos/dog-NN.svg.
// Deterministic: run it again and the files do not change. Each drawing is written
// minified, with its brotli (.svg.br) and gzip (.svg.gz) forms next to it, which the server
// sends to browsers that accept them (plugins/static-files.ts): compressed once here at the
// highest settings rather than on every request.
//   npm run demo-photos:generate -w @scout/api [-- --png <dir>]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DEMO_PHOTO_LOOKS, POSES_PER_LOOK, demoPhotoFileName, type DemoPhotoLook } from '../src/db/seed/demo-photos.ts';
import { createRandom, type Random } from '../src/db/seed/random.ts';

const WIDTH = 800;
const HEIGHT = 1000;
const OUT_DIR = fileURLToPath(new URL('../assets/demo-photos/', import.meta.url));

const BACKGROUNDS = [
  ['#fde7d6', '#f8c9a6'], // peach
  ['#e2f3e6', '#bfe3cb'], // mint
  ['#e6e9fb', '#c6cff2'], // periwinkle
  ['#fdf1cf', '#f6da91'], // butter
  ['#fbe1e8', '#f2bccb'], // rose
  ['#dff1f5', '#b4dde6'], // sky
] as const;
const COLLARS = ['#e4572e', '#2a9d8f', '#7b61c9', '#e9a23b', '#d6457a', '#3a86c8'];

/** Darken (amount < 0) or lighten (amount > 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function ears(look: DemoPhotoLook, headRx: number, earColor: string, inner: string): { back: string; front: string } {
  const x = headRx * 0.78;
  switch (look.ears) {
    case 'pointy':
    case 'huge': {
      const h = look.ears === 'huge' ? 200 : 150;
      const w = look.ears === 'huge' ? 95 : 75;
      const ear = (side: 1 | -1) => {
        const bx = 400 + side * x * 0.62;
        const tip = `${400 + side * (x * 0.95 + (look.ears === 'huge' ? 45 : 15))},${300 - h}`;
        return `<path d="M${bx - side * w},${330} Q${400 + side * x * 0.7},${260 - h * 0.4} ${tip} Q${bx + side * w * 1.25},${250 - h * 0.2} ${bx + side * w * 1.05},${360} Z" fill="${earColor}"/>
        <path d="M${bx - side * w * 0.45},${325} Q${400 + side * x * 0.72},${275 - h * 0.35} ${400 + side * (x * 0.92 + (look.ears === 'huge' ? 38 : 10))},${318 - h} Q${bx + side * w * 0.85},${270 - h * 0.2} ${bx + side * w * 0.6},${345} Z" fill="${inner}"/>`;
      };
      return { back: ear(-1) + ear(1), front: '' };
    }
    case 'folded': {
      const ear = (side: 1 | -1) => {
        const bx = 400 + side * x * 0.7;
        return `<path d="M${bx - side * 60},${285} Q${bx + side * 40},${220} ${bx + side * 115},${262} Q${bx + side * 105},${300} ${bx + side * 70},${335} Q${bx + side * 40},${300} ${bx - side * 10},${305} Z" fill="${earColor}"/>`;
      };
      return { back: '', front: ear(-1) + ear(1) };
    }
    case 'floppy':
    case 'long': {
      const drop = look.ears === 'long' ? 300 : 215;
      const ear = (side: 1 | -1) => {
        const top = 400 + side * x * 0.62;
        const out = 400 + side * (x + 45);
        return `<path d="M${top},${300} Q${out + side * 30},${285} ${out + side * 8},${330 + drop * 0.55} Q${out - side * 5},${330 + drop} ${out - side * 60},${318 + drop} Q${out - side * 95},${300 + drop * 0.6} ${top + side * 5},${345} Z" fill="${earColor}"/>`;
      };
      return { back: '', front: ear(-1) + ear(1) };
    }
  }
}

function spots(random: Random, cx: number, cy: number, rx: number, ry: number, color: string, howMany: number): string {
  let out = '';
  for (let i = 0; i < howMany; i++) {
    const angle = random.next() * Math.PI * 2;
    const r = Math.sqrt(random.next()) * 0.85;
    const x = cx + Math.cos(angle) * rx * r;
    const y = cy + Math.sin(angle) * ry * r;
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${random.int(9, 22)}" ry="${random.int(8, 18)}" fill="${color}"/>`;
  }
  return out;
}

/** Scalloped outline for curly and wiry coats: circles around an ellipse. */
function fluff(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  radius: number,
  count: number,
  color: string,
  jitter = 0,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const r = radius + (i % 2 === 0 ? jitter : -jitter);
    out += `<circle cx="${(cx + Math.cos(a) * rx).toFixed(1)}" cy="${(cy + Math.sin(a) * ry).toFixed(1)}" r="${r}" fill="${color}"/>`;
  }
  return out;
}

export function drawDog(lookIndex: number, pose: number): string {
  const look: DemoPhotoLook = DEMO_PHOTO_LOOKS[lookIndex]!;
  const random = createRandom(1000 + lookIndex * 10 + pose);
  const spotRandom = createRandom(5000 + lookIndex); // same spots in every pose of a look
  const [bgTop, bgBottom] = BACKGROUNDS[(lookIndex + pose * 2) % BACKGROUNDS.length]!;
  const collar = COLLARS[(lookIndex * 2 + pose) % COLLARS.length]!;
  const tilt = [-7, 0, 6][pose]!;
  const coat = look.coat;
  const dark = shade(coat, -0.18);
  const outline = shade(coat, -0.45);
  const light = look.accent;
  const earColor =
    look.pattern === 'saddle' || look.pattern === 'tricolor'
      ? shade(look.key === 'tricolor' ? '#3a302b' : look.accent, 0)
      : look.pattern === 'spots'
        ? shade(look.accent, 0.15)
        : dark;
  const innerEar = '#f3b7b0';
  const headRx = 175 * look.build;
  const headRy = 165;
  const headCy = 400;
  const muzzleColor =
    look.muzzleColor ??
    (['bib', 'mask', 'blaze', 'tricolor', 'curly'].includes(look.pattern) ? light : shade(coat, 0.22));
  const muzzleRy = 62 * look.muzzle;
  const muzzleCy = 505 + (look.muzzle - 1) * 25;
  const noseY = muzzleCy - muzzleRy * 0.45;
  const { back: earsBack, front: earsFront } = ears(look, headRx, earColor, innerEar);
  const tongue = pose !== 1;

  // Body: a sitting dog seen from the front.
  const body = `
    <ellipse cx="400" cy="975" rx="300" ry="34" fill="#000" opacity="0.08"/>
    <path d="M${400 - 205 * look.build},1000 C${400 - 225 * look.build},820 ${400 - 150},610 400,600 C${400 + 150},610 ${400 + 225 * look.build},820 ${400 + 205 * look.build},1000 Z" fill="${coat}"/>
    ${look.pattern === 'saddle' ? `<path d="M${400 - 215 * look.build},1000 C${400 - 230 * look.build},860 ${400 - 190},700 ${400 - 120},660 L${400 - 150},1000 Z M${400 + 215 * look.build},1000 C${400 + 230 * look.build},860 ${400 + 190},700 ${400 + 120},660 L${400 + 150},1000 Z" fill="${look.accent}"/>` : ''}
    ${look.pattern === 'tricolor' ? `<path d="M${400 - 212 * look.build},1000 C${400 - 228 * look.build},850 ${400 - 180},700 ${400 - 130},670 L${400 - 140},1000 Z M${400 + 212 * look.build},1000 C${400 + 228 * look.build},850 ${400 + 180},700 ${400 + 130},670 L${400 + 140},1000 Z" fill="#3a302b"/>` : ''}
    ${['bib', 'mask', 'blaze', 'tricolor'].includes(look.pattern) ? `<path d="M400,630 C470,650 500,760 470,900 C450,960 350,960 330,900 C300,760 330,650 400,630 Z" fill="${light}"/>` : ''}
    ${look.pattern === 'spots' ? spots(spotRandom, 400, 820, 180, 150, look.accent, 14) : ''}
    ${look.pattern === 'curly' ? fluff(400, 830, 175 * look.build, 190, 34, 22, coat, 4) : ''}
    <path d="M${352},${770} L${342},${955}" stroke="${dark}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
    <path d="M${448},${770} L${458},${955}" stroke="${dark}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
    <ellipse cx="322" cy="962" rx="62" ry="32" fill="${look.pattern === 'spots' || look.pattern === 'curly' ? coat : shade(coat, 0.12)}"/>
    <ellipse cx="478" cy="962" rx="62" ry="32" fill="${look.pattern === 'spots' || look.pattern === 'curly' ? coat : shade(coat, 0.12)}"/>
    <path d="M300,958 v14 M322,955 v18 M344,958 v14 M456,958 v14 M478,955 v18 M500,958 v14" stroke="${outline}" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`;

  // Neckwear: a collar with a tag, or a bandana in the third pose.
  const neck =
    pose === 2
      ? `<path d="M${400 - 150},600 Q400,650 ${400 + 150},600 L${400 + 95},650 Q400,790 ${400 - 95},650 Z" fill="${collar}"/>
         <circle cx="360" cy="650" r="7" fill="#fff" opacity="0.7"/><circle cx="420" cy="690" r="7" fill="#fff" opacity="0.7"/><circle cx="395" cy="630" r="6" fill="#fff" opacity="0.7"/><circle cx="440" cy="640" r="6" fill="#fff" opacity="0.7"/>`
      : `<path d="M${400 - 150},592 Q400,660 ${400 + 150},592 L${400 + 145},622 Q400,690 ${400 - 145},622 Z" fill="${collar}"/>
         <circle cx="400" cy="668" r="24" fill="#f4c542" stroke="#d49f1c" stroke-width="5"/>
         <path d="M392,662 a6,6 0 0 1 8,-2 a6,6 0 0 1 8,2 q0,8 -8,14 q-8,-6 -8,-14z" fill="#d49f1c"/>`;

  const headShape =
    look.pattern === 'curly'
      ? `${fluff(400, headCy - 10, headRx * 0.95, headRy * 0.92, 44, 18, coat, 5)}<ellipse cx="400" cy="${headCy}" rx="${headRx}" ry="${headRy}" fill="${coat}"/>
         ${fluff(400, headCy - headRy - 5, 60, 28, 36, 7, coat)}`
      : look.pattern === 'wiry'
        ? `${fluff(400, headCy + 10, headRx * 0.98, headRy * 0.95, 22, 30, coat, 6)}<ellipse cx="400" cy="${headCy}" rx="${headRx}" ry="${headRy}" fill="${coat}"/>`
        : `<ellipse cx="400" cy="${headCy}" rx="${headRx}" ry="${headRy}" fill="${coat}"/>
           <path d="M${400 - headRx * 0.96},${headCy + 40} Q${400 - headRx * 1.02},${headCy + 120} ${400 - headRx * 0.72},${headCy + 150} L${400 - headRx * 0.82},${headCy + 95} Z M${400 + headRx * 0.96},${headCy + 40} Q${400 + headRx * 1.02},${headCy + 120} ${400 + headRx * 0.72},${headCy + 150} L${400 + headRx * 0.82},${headCy + 95} Z" fill="${coat}"/>`;

  const facePattern = (() => {
    switch (look.pattern) {
      case 'mask':
        // Husky: light lower face and eyebrow dots.
        return `<path d="M${400 - headRx * 0.93},${headCy + 20} Q${400 - headRx * 0.5},${headCy - 40} 400,${headCy - 110} Q${400 + headRx * 0.5},${headCy - 40} ${400 + headRx * 0.93},${headCy + 20} Q${400 + headRx * 0.8},${headCy + 160} 400,${headCy + 168} Q${400 - headRx * 0.8},${headCy + 160} ${400 - headRx * 0.93},${headCy + 20} Z" fill="${light}"/>
                <path d="M400,${headCy - 165} L${400 - 30},${headCy - 100} L400,${headCy - 60} L${400 + 30},${headCy - 100} Z" fill="${coat}"/>`;
      case 'blaze':
      case 'tricolor':
        return `<path d="M${400 - 18},${headCy - headRy + 8} Q400,${headCy - headRy - 2} ${400 + 18},${headCy - headRy + 8} L${400 + 42},${headCy + 40} L${400 - 42},${headCy + 40} Z" fill="${light}"/>`;
      case 'saddle':
        return `<path d="M${400 - headRx * 0.55},${headCy - headRy * 0.75} Q400,${headCy - headRy * 1.12} ${400 + headRx * 0.55},${headCy - headRy * 0.75} Q400,${headCy - headRy * 0.55} ${400 - headRx * 0.55},${headCy - headRy * 0.75} Z" fill="${look.accent}" opacity="0.85"/>`;
      case 'spots':
        return spots(spotRandom, 400, headCy - 50, headRx * 0.85, headRy * 0.55, look.accent, 7);
      case 'wiry':
        return `<path d="M${400 - 115},${headCy - 52} q35,-32 78,-8 M${400 + 115},${headCy - 52} q-35,-32 -78,-8" stroke="${look.accent}" stroke-width="16" stroke-linecap="round" fill="none"/>`;
      default:
        return '';
    }
  })();

  // Eye patch on some spotted and solid dogs for character.
  const eyePatch =
    look.pattern === 'spots' && lookIndex % 2 === 0
      ? `<ellipse cx="${400 + 62}" cy="${headCy - 18}" rx="46" ry="40" fill="${look.accent}"/>`
      : '';
  const eye = (x: number) => `
    <circle cx="${x}" cy="${headCy - 15}" r="27" fill="#2b211d"/>
    <circle cx="${x}" cy="${headCy - 15}" r="21" fill="${look.eyes}"/>
    <circle cx="${x}" cy="${headCy - 13}" r="13" fill="#140f0d"/>
    <circle cx="${x + 8}" cy="${headCy - 24}" r="7" fill="#fff"/>
    <circle cx="${x - 7}" cy="${headCy - 6}" r="3.5" fill="#fff" opacity="0.8"/>`;
  const brows =
    look.pattern === 'wiry'
      ? ''
      : `<path d="M${400 - 88},${headCy - 62} q22,-14 44,-4 M${400 + 88},${headCy - 62} q-22,-14 -44,-4" stroke="${look.pattern === 'mask' || look.key === 'black-lab' || look.key === 'collie' ? shade(light, -0.05) : outline}" stroke-width="7" stroke-linecap="round" fill="none" opacity="${look.key === 'black-lab' || look.key === 'collie' ? 0.5 : 0.45}"/>`;
  const muzzle = `
    <ellipse cx="400" cy="${muzzleCy}" rx="${102 * Math.min(1.1, look.build)}" ry="${muzzleRy}" fill="${muzzleColor}"/>
    ${look.pattern === 'wiry' ? fluff(400, muzzleCy + muzzleRy * 0.55, 60, 22, 22, 9, look.accent, 3) : ''}
    <path d="M${400 - 34},${noseY - 8} Q400,${noseY - 22} ${400 + 34},${noseY - 8} Q${400 + 36},${noseY + 18} 400,${noseY + 28} Q${400 - 36},${noseY + 18} ${400 - 34},${noseY - 8} Z" fill="#231a17"/>
    <ellipse cx="${400 - 10}" cy="${noseY - 6}" rx="11" ry="6" fill="#fff" opacity="0.35"/>
    <path d="M400,${noseY + 28} L400,${noseY + 48}" stroke="#231a17" stroke-width="5" stroke-linecap="round"/>
    ${tongue ? `<path d="M${400 - 24},${noseY + 56} Q${400 - 26},${noseY + 112} 400,${noseY + 112} Q${400 + 26},${noseY + 112} ${400 + 24},${noseY + 56} Z" fill="#ef7f8f"/><path d="M400,${noseY + 62} L400,${noseY + 96}" stroke="#d85e71" stroke-width="4" stroke-linecap="round"/>` : ''}
    <path d="M${400 - 48},${noseY + 44} Q${400 - 24},${noseY + 68} 400,${noseY + 48} Q${400 + 24},${noseY + 68} ${400 + 48},${noseY + 44}" stroke="#231a17" stroke-width="5" fill="none" stroke-linecap="round"/>
    <ellipse cx="${400 - 125}" cy="${headCy + 55}" rx="26" ry="15" fill="#f28b8b" opacity="0.35"/>
    <ellipse cx="${400 + 125}" cy="${headCy + 55}" rx="26" ry="15" fill="#f28b8b" opacity="0.35"/>`;

  // Decoration: soft circles in the background; a toy or hearts in the foreground.
  let bokeh = '';
  for (let i = 0; i < 7; i++) {
    bokeh += `<circle cx="${random.int(40, 760)}" cy="${random.int(40, 560)}" r="${random.int(18, 70)}" fill="#fff" opacity="${random.float(0.18, 0.4, 2)}"/>`;
  }
  const extra =
    pose === 0
      ? `<g transform="translate(150 905)"><circle r="58" fill="#c8e04a"/><path d="M-50,-28 Q0,10 -8,56 M50,28 Q0,-10 8,-56" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/></g>`
      : pose === 1
        ? `<g fill="#ef6f86"><path transform="translate(640 150) scale(2.2)" d="M0,8 C-12,-2 -10,-14 0,-8 C10,-14 12,-2 0,8 Z"/><path transform="translate(700 230) scale(1.3)" d="M0,8 C-12,-2 -10,-14 0,-8 C10,-14 12,-2 0,8 Z" opacity="0.75"/><path transform="translate(150 190) scale(1.1)" d="M0,8 C-12,-2 -10,-14 0,-8 C10,-14 12,-2 0,8 Z" opacity="0.6"/></g>`
        : `<g transform="translate(640 915) rotate(-20)"><rect x="-80" y="-16" width="160" height="32" rx="16" fill="#f4efe6"/><circle cx="-80" cy="-16" r="22" fill="#f4efe6"/><circle cx="-80" cy="16" r="22" fill="#f4efe6"/><circle cx="80" cy="-16" r="22" fill="#f4efe6"/><circle cx="80" cy="16" r="22" fill="#f4efe6"/></g>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${bokeh}
  <path d="M0,860 Q400,800 800,860 L800,1000 L0,1000 Z" fill="#fff" opacity="0.25"/>
  ${body}
  ${neck}
  <g transform="rotate(${tilt} 400 600)">
    ${earsBack}
    ${headShape}
    ${facePattern}
    ${eyePatch}
    ${earsFront}
    ${brows}
    ${eye(400 - 68)}
    ${eye(400 + 68)}
    ${muzzle}
  </g>
  ${extra}
</svg>
`;
}

/**
 * The same drawing in fewer bytes: no whitespace between tags (none of it is text), and
 * numbers without floating-point noise (267.70000000000005 is 267.7; 12 significant digits
 * keep every value the arithmetic meant).
 */
function minifySvg(svg: string): string {
  return svg
    .replace(/>\s+</g, '><')
    .replace(/-?\d+\.\d{6,}/g, (n) => String(Number(Number(n).toPrecision(12))))
    .trim();
}

/** The file and its brotli and gzip forms, compressed as small as zlib makes them. */
async function writeWithCompressedForms(file: string, content: string) {
  const bytes = Buffer.from(content);
  await writeFile(file, bytes);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
}

async function main() {
  const { values } = parseArgs({ options: { png: { type: 'string' } } });
  await mkdir(OUT_DIR, { recursive: true });
  for (let look = 0; look < DEMO_PHOTO_LOOKS.length; look++) {
    for (let pose = 0; pose < POSES_PER_LOOK; pose++) {
      const svg = minifySvg(drawDog(look, pose));
      const file = demoPhotoFileName(look, pose);
      await writeWithCompressedForms(path.join(OUT_DIR, file), svg);
      // Preview PNGs for looking at the drawings while working on them.
      if (values.png)
        await sharp(Buffer.from(svg))
          .png()
          .toFile(path.join(values.png, file.replace('.svg', '.png')));
    }
  }
  console.log(`Wrote ${DEMO_PHOTO_LOOKS.length * POSES_PER_LOOK} illustrations (.svg, .svg.br, .svg.gz) to ${OUT_DIR}`);
}

await main();
