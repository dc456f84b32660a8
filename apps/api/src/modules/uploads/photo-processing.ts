// Turns an uploaded file into the photos Scout stores: only real JPEG, PNG or WebP images
// (judged by decoding the bytes, never by the name or the declared type), turned upright, as
// WebP in two web sizes: at most PHOTO_MAX_SIDE_PX on the longer side for the deck and the
// gallery, and a small one (PHOTO_THUMB_SIDE_PX) for map markers, cards and thumbnails.
// Re-encoding also drops the file's metadata, such as the GPS position a phone writes.
import { PHOTO_FULL_SIDE_PX, PHOTO_THUMB_SIDE_PX } from '@scout/domain';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../http-errors.ts';

export const PHOTO_MAX_SIDE_PX = PHOTO_FULL_SIDE_PX;
/** Larger images are refused before decoding: a small file can unpack to gigabytes of pixels. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
/** sharp's names for the formats of UPLOAD_TYPES. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const NOT_A_PHOTO_MESSAGE = 'The file is not a JPEG, PNG or WebP image.';
export const DAMAGED_PHOTO_MESSAGE = 'The image could not be read; the file may be damaged.';
export const TOO_MANY_PIXELS_MESSAGE = `The image has too many pixels (at most ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels).`;

const notAPhoto = () => new HttpError(415, NOT_A_PHOTO_MESSAGE);

export interface WebPhotos {
  full: Buffer;
  thumbnail: Buffer;
}

export async function toWebPhotos(data: Buffer): Promise<WebPhotos> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAPhoto();
  if (metadata.width * metadata.height > PHOTO_MAX_INPUT_PIXELS) throw new HttpError(400, TOO_MANY_PIXELS_MESSAGE);
  const resized = (side: number) =>
    sharp(data, { failOn: 'error', limitInputPixels: PHOTO_MAX_INPUT_PIXELS, autoOrient: true })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  try {
    const [full, thumbnail] = await Promise.all([resized(PHOTO_MAX_SIDE_PX), resized(PHOTO_THUMB_SIDE_PX)]);
    return { full, thumbnail };
  } catch {
    throw new HttpError(400, DAMAGED_PHOTO_MESSAGE);
  }
}
