// The dog form's photos while they are being chosen: each chosen file shows at once (a
// local preview) and uploads on its own; when done it shows the stored photo. The order is
// the dog's photo order, and the first is the cover (product §3).
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOG_PHOTOS_MAX, photoThumbnailUrl } from '@scout/domain/contracts/uploads';
import { uploadPhoto } from '@/api/uploads';
import { photoFileProblem, uploadFailureMessage } from './upload-photo';

export interface PhotoItem {
  /** Stable across re-orders. */
  key: string;
  /** The stored photo's address; null while uploading. */
  url: string | null;
  /** What the thumbnail shows. */
  src: string;
}

let nextKey = 0;

export function usePhotoUploads(initialUrls: readonly string[]) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initialUrls.map((url, i) => ({ key: `saved-${i}`, url, src: photoThumbnailUrl(url) })),
  );
  const [problems, setProblems] = useState<string[]>([]);
  // Local previews to release when they are no longer shown.
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const current = previews.current;
    return () => current.forEach((src) => URL.revokeObjectURL(src));
  }, []);

  const release = useCallback((src: string) => {
    if (previews.current.delete(src)) URL.revokeObjectURL(src);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      let room = DOG_PHOTOS_MAX - items.length;
      const accepted: Array<{ file: File; item: PhotoItem }> = [];
      for (const file of files) {
        const problem = photoFileProblem(file);
        if (problem) {
          found.push(problem);
        } else if (room <= 0) {
          found.push(`A dog can have up to ${DOG_PHOTOS_MAX} photos, so ${file.name} was not added.`);
        } else {
          room -= 1;
          const src = URL.createObjectURL(file);
          previews.current.add(src);
          accepted.push({ file, item: { key: `upload-${++nextKey}`, url: null, src } });
        }
      }
      // A new choice replaces the old messages: they were about other files.
      setProblems(found);
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted.map((a) => a.item)]);
      for (const { file, item } of accepted) {
        uploadPhoto(file).then(
          (url) => {
            setItems((current) =>
              current.map((i) => (i.key === item.key ? { ...i, url, src: photoThumbnailUrl(url) } : i)),
            );
            release(item.src);
          },
          (error: unknown) => {
            setItems((current) => current.filter((i) => i.key !== item.key));
            release(item.src);
            setProblems((current) => [...current, uploadFailureMessage(file.name, error)]);
          },
        );
      }
    },
    [items.length, release],
  );

  const remove = useCallback(
    (key: string) => {
      const gone = items.find((i) => i.key === key);
      if (gone) release(gone.src);
      setItems((current) => current.filter((i) => i.key !== key));
    },
    [items, release],
  );

  const makeCover = useCallback((key: string) => {
    setItems((current) => {
      const chosen = current.find((i) => i.key === key);
      return chosen ? [chosen, ...current.filter((i) => i.key !== key)] : current;
    });
  }, []);

  return {
    items,
    problems,
    add,
    remove,
    makeCover,
    /** The stored photos in order, for the save. */
    urls: items.flatMap((i) => (i.url ? [i.url] : [])),
    uploading: items.some((i) => i.url === null),
    full: items.length >= DOG_PHOTOS_MAX,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
