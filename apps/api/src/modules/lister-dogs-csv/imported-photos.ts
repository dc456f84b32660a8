// The photos of imported rows. A link to one of this server's own photos that the lister
// uploaded (or that the dog already has: an exported file read back), on this server's origin
// or where photos are handed out (S3_PUBLIC_URL), is kept in its stored form, with no
// download. Any other link is downloaded through the SSRF guard (photo-fetch.ts) and goes
// through the upload route's own processing (photo-processing.ts: JPEG, PNG or WebP judged by
// the bytes, re-encoded as WebP in two sizes), so an imported photo is stored exactly as an
// uploaded one and recorded as the lister's upload. A link used by several rows is
// downloaded once.
import { photoThumbnailUrl, UPLOADS_URL_PREFIX } from '@scout/domain';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../../http-errors.ts';
import { PHOTO_NOT_YOURS_MESSAGE } from '../dogs/dog-listings.service.ts';
import { toWebPhotos, type WebPhotos } from '../uploads/photo-processing.ts';
import { UPLOADED_FILE_NAME, type PhotoStorage } from '../uploads/photo-storage.ts';
import type { PhotoUrls } from '../uploads/photo-urls.ts';
import { PhotoFetchError, UNREACHABLE_MESSAGE, type FetchPhoto } from './photo-fetch.ts';

/** Downloads at once, for the whole import. */
export const PHOTO_DOWNLOADS_AT_ONCE = 4;

/** Where a link leads: a photo the server has already, one to download, or one not the lister's. */
type Source = { kind: 'kept'; url: string } | { kind: 'download'; link: string } | { kind: 'refused'; message: string };

export interface PhotoRequest {
  /** The links of one valid row, in order (the first is the cover). */
  links: readonly string[];
  /** The photos the matched dog has now (an update), which may be named again. */
  current: readonly string[];
}

export interface ResolvedPhotos {
  /** Per request: the photos' stored URLs, or the problems (one per failed link). */
  results: Array<{ urls: string[]; errors: string[] }>;
  /** The file names of the stored downloads the results use: record them in `uploads`. */
  storedFileNames: string[];
  /** Deletes every stored download again (the import failed after all). */
  discard(): Promise<void>;
}

export interface PhotoResolverOptions {
  /** PUBLIC_URL: links on this origin may name this server's own photos. */
  publicUrl: string;
  /** Where photos are handed out: a link there names an upload too. */
  photoUrls: PhotoUrls;
  fetchPhoto: FetchPhoto;
  /** Which of these upload file names the lister owns. */
  ownedUploads: (fileNames: readonly string[]) => Promise<Set<string>>;
  /** Where downloads are stored; null in a dry run, which only checks them. */
  storage: PhotoStorage | null;
}

/** The stored file an upload URL names, or null. */
const uploadFileName = (path: string): string | null => {
  const name = path.startsWith(UPLOADS_URL_PREFIX) ? path.slice(UPLOADS_URL_PREFIX.length) : '';
  return UPLOADED_FILE_NAME.test(name) ? name : null;
};

type Downloaded = { fileName: string | null } | { error: string };

export async function resolvePhotos(
  requests: readonly PhotoRequest[],
  { publicUrl, photoUrls, fetchPhoto, ownedUploads, storage }: PhotoResolverOptions,
): Promise<ResolvedPhotos> {
  const ownOrigin = new URL(publicUrl).origin;
  /**
   * A link to an upload where photos are handed out, or any link on this server's origin, as
   * the path a dog stores ("/uploads/x.webp"); else the link itself.
   */
  const storedForm = (link: string): string => {
    const stored = photoUrls.stored(link);
    if (stored !== link) return stored;
    const url = new URL(link);
    return url.origin === ownOrigin ? `${url.pathname}${url.search}` : link;
  };

  const uploadNames = requests.flatMap((r) => r.links.flatMap((link) => uploadFileName(storedForm(link)) ?? []));
  const owned = await ownedUploads([...new Set(uploadNames)]);

  const sourceOf = (link: string, current: readonly string[]): Source => {
    const stored = storedForm(link);
    if (current.includes(stored)) return { kind: 'kept', url: stored };
    const upload = uploadFileName(stored);
    if (upload)
      return owned.has(upload) ? { kind: 'kept', url: stored } : { kind: 'refused', message: PHOTO_NOT_YOURS_MESSAGE };
    return { kind: 'download', link };
  };
  const sources = requests.map((r) => r.links.map((link) => sourceOf(link, r.current)));

  // Each distinct link once, a few at a time; stored at once, so only the downloads in
  // flight are held in memory.
  const toDownload = [...new Set(sources.flat().flatMap((s) => (s.kind === 'download' ? [s.link] : [])))];
  const downloaded = new Map<string, Downloaded>();
  const written: string[] = [];
  const discard = () => storage?.deleteQuietly(written) ?? Promise.resolve();
  let next = 0;
  const worker = async () => {
    while (next < toDownload.length) {
      const link = toDownload[next++]!;
      downloaded.set(link, await download(link, fetchPhoto, storage, written));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PHOTO_DOWNLOADS_AT_ONCE, toDownload.length) }, worker));
  } catch (err) {
    await discard();
    throw err;
  }

  const used = new Set<string>();
  const results = requests.map((request, i) => {
    const rowSources = sources[i]!;
    const errors = rowSources.flatMap((source, j) => {
      const link = request.links[j]!;
      const label = `Photo ${j + 1} (${link.length > 100 ? `${link.slice(0, 100)}...` : link})`;
      if (source.kind === 'refused') return [`${label}: ${source.message}`];
      const result = source.kind === 'download' ? downloaded.get(link)! : null;
      return result && 'error' in result ? [`${label}: ${result.error}`] : [];
    });
    if (errors.length > 0) return { urls: [], errors };
    const urls = rowSources.map((source) => {
      if (source.kind === 'kept') return source.url;
      if (source.kind === 'refused') throw new Error('unreachable: a refused photo is an error');
      const { fileName } = downloaded.get(source.link) as { fileName: string | null };
      if (fileName) used.add(fileName);
      // A dry run stores nothing: the URL only stands for the photo that would be stored.
      return `${UPLOADS_URL_PREFIX}${fileName ?? `${randomUUID()}.webp`}`;
    });
    return { urls, errors };
  });

  // Downloads no valid row uses (their row failed on another photo) go at once.
  const unused = written.filter((name) => !used.has(name.replace(/\.thumb\.webp$/, '.webp')));
  await storage?.deleteQuietly(unused);
  const kept = written.filter((name) => !unused.includes(name));
  return {
    results,
    storedFileNames: [...used],
    discard: () => storage?.deleteQuietly(kept) ?? Promise.resolve(),
  };
}

/**
 * Downloads, checks and converts one photo (the upload route's processing), and stores its
 * two files unless this is a dry run. Problems come back as the lister's message.
 */
async function download(
  link: string,
  fetchPhoto: FetchPhoto,
  storage: PhotoStorage | null,
  written: string[],
): Promise<Downloaded> {
  let photo: WebPhotos;
  try {
    photo = await toWebPhotos(await fetchPhoto(link));
  } catch (err) {
    if (err instanceof PhotoFetchError || err instanceof HttpError) return { error: err.message };
    return { error: UNREACHABLE_MESSAGE };
  }
  if (!storage) return { fileName: null };
  const fileName = `${randomUUID()}.webp`;
  const thumbnailName = photoThumbnailUrl(`${UPLOADS_URL_PREFIX}${fileName}`).slice(UPLOADS_URL_PREFIX.length);
  // Listed before writing, so a failed write is cleaned up with the rest.
  written.push(thumbnailName, fileName);
  await storage.put(thumbnailName, photo.thumbnail);
  await storage.put(fileName, photo.full);
  return { fileName };
}
