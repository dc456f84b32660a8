// The generated dog illustrations that ship in apps/api/assets/demo-photos. Each "look" is
// one dog (coat, ears, muzzle) drawn in POSES_PER_LOOK poses, so a dog's photos all show
// the same dog. scripts/generate-demo-photos.ts draws them from these definitions.

export type EarShape = 'floppy' | 'long' | 'pointy' | 'huge' | 'folded';
export type CoatPattern = 'solid' | 'saddle' | 'mask' | 'tricolor' | 'blaze' | 'spots' | 'curly' | 'wiry' | 'bib';

export interface DemoPhotoLook {
  key: string;
  /** Main coat colour. */
  coat: string;
  /** Second colour used by the pattern (saddle, mask, spots, blaze...). */
  accent: string;
  pattern: CoatPattern;
  ears: EarShape;
  /** 0.8 = short (boxer), 1.3 = long (shepherd). */
  muzzle: number;
  /** Head width scale: 0.85 (chihuahua) .. 1.1 (big dogs). */
  build: number;
  eyes: string;
  /** Muzzle colour when it differs from the coat (a boxer's or shepherd's dark mask). */
  muzzleColor?: string;
}

export const DEMO_PHOTO_LOOKS = [
  {
    key: 'golden',
    coat: '#d9a35b',
    accent: '#f1cf94',
    pattern: 'bib',
    ears: 'floppy',
    muzzle: 1.1,
    build: 1.05,
    eyes: '#3b2412',
  },
  {
    key: 'yellow-lab',
    coat: '#ecc98c',
    accent: '#f8e4bb',
    pattern: 'solid',
    ears: 'floppy',
    muzzle: 1.1,
    build: 1.05,
    eyes: '#3b2412',
  },
  {
    key: 'black-lab',
    coat: '#2f2a28',
    accent: '#4a4240',
    pattern: 'solid',
    ears: 'floppy',
    muzzle: 1.1,
    build: 1.05,
    eyes: '#6b4423',
  },
  {
    key: 'chocolate',
    coat: '#7a4a2b',
    accent: '#9a6644',
    pattern: 'solid',
    ears: 'floppy',
    muzzle: 1.05,
    build: 1.0,
    eyes: '#d9a35b',
  },
  {
    key: 'shepherd',
    coat: '#c98a45',
    accent: '#2e2622',
    pattern: 'saddle',
    ears: 'pointy',
    muzzle: 1.3,
    build: 1.05,
    eyes: '#3b2412',
    muzzleColor: '#3a2f2a',
  },
  {
    key: 'husky',
    coat: '#8a8f99',
    accent: '#f4f2ee',
    pattern: 'mask',
    ears: 'pointy',
    muzzle: 1.1,
    build: 1.0,
    eyes: '#4aa3df',
  },
  {
    key: 'tricolor',
    coat: '#c07a3e',
    accent: '#fbf7f0',
    pattern: 'tricolor',
    ears: 'long',
    muzzle: 1.05,
    build: 0.95,
    eyes: '#3b2412',
  },
  {
    key: 'red-hound',
    coat: '#b5552b',
    accent: '#d4804f',
    pattern: 'solid',
    ears: 'long',
    muzzle: 1.15,
    build: 0.9,
    eyes: '#2b1a10',
  },
  {
    key: 'blue-bully',
    coat: '#7d8590',
    accent: '#f4f2ee',
    pattern: 'bib',
    ears: 'folded',
    muzzle: 0.95,
    build: 1.12,
    eyes: '#8a5a2b',
  },
  {
    key: 'collie',
    coat: '#26221f',
    accent: '#fbf7f0',
    pattern: 'blaze',
    ears: 'folded',
    muzzle: 1.2,
    build: 0.98,
    eyes: '#6b4423',
  },
  {
    key: 'white-fluff',
    coat: '#f7f1e6',
    accent: '#e9dcc6',
    pattern: 'curly',
    ears: 'floppy',
    muzzle: 0.9,
    build: 0.95,
    eyes: '#1f1a17',
  },
  {
    key: 'corgi',
    coat: '#df8a3c',
    accent: '#fbf7f0',
    pattern: 'blaze',
    ears: 'huge',
    muzzle: 1.1,
    build: 1.0,
    eyes: '#3b2412',
  },
  {
    key: 'fawn-tiny',
    coat: '#e0b37c',
    accent: '#f5dcb8',
    pattern: 'solid',
    ears: 'huge',
    muzzle: 0.8,
    build: 0.85,
    eyes: '#1f1a17',
  },
  {
    key: 'boxer',
    coat: '#c7793b',
    accent: '#fbf7f0',
    pattern: 'blaze',
    ears: 'folded',
    muzzle: 0.8,
    build: 1.1,
    eyes: '#3b2412',
    muzzleColor: '#3a2f2a',
  },
  {
    key: 'spotted',
    coat: '#fbf7f0',
    accent: '#2b2523',
    pattern: 'spots',
    ears: 'floppy',
    muzzle: 1.15,
    build: 1.0,
    eyes: '#3b2412',
  },
  {
    key: 'scruffy',
    coat: '#9c8b74',
    accent: '#6b5d4c',
    pattern: 'wiry',
    ears: 'folded',
    muzzle: 1.0,
    build: 0.95,
    eyes: '#1f1a17',
  },
] as const satisfies readonly DemoPhotoLook[];

export type DemoPhotoLookKey = (typeof DEMO_PHOTO_LOOKS)[number]['key'];

export const POSES_PER_LOOK = 3;
/** The URL path the API serves apps/api/assets/demo-photos under. */
export const DEMO_PHOTO_URL_PREFIX = '/demo-photos/';

/** `dog-01.svg` .. `dog-48.svg`: look i, pose p is number i * POSES_PER_LOOK + p + 1. */
export function demoPhotoFileName(lookIndex: number, pose: number): string {
  return `dog-${String(lookIndex * POSES_PER_LOOK + pose + 1).padStart(2, '0')}.svg`;
}

/** The photo URLs of one look, starting at `firstPose`, `count` of them (at most POSES_PER_LOOK). */
export function demoPhotoUrls(lookKey: DemoPhotoLookKey, count: number, firstPose = 0): string[] {
  const lookIndex = DEMO_PHOTO_LOOKS.findIndex((look) => look.key === lookKey);
  if (lookIndex < 0) throw new Error(`unknown demo photo look ${lookKey}`);
  const urls: string[] = [];
  for (let i = 0; i < Math.min(count, POSES_PER_LOOK); i++) {
    urls.push(DEMO_PHOTO_URL_PREFIX + demoPhotoFileName(lookIndex, (firstPose + i) % POSES_PER_LOOK));
  }
  return urls;
}
