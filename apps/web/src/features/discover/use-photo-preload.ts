// The photos of the dogs that come after the cards on show, fetched and decoded ahead (issue
// 14, point 5): a card that joins the back of the deck after a swipe then has its photo at
// hand, instead of loading, parsing and decoding it in the frames right after the release.
import { useEffect, useRef } from 'react';
import { dogPhotoSrcSet } from '@/components/dog-photo';

/** Keeps one decoded image for each of `urls` (cards' photos drawn `sizes` wide), dropping the others. */
export function usePhotoPreload(urls: readonly string[], sizes: string) {
  // Held while wanted: the browser keeps a decoded image only while something refers to it.
  const images = useRef(new Map<string, HTMLImageElement>());
  const key = urls.join('\n');
  useEffect(() => {
    const wanted = new Set(key ? key.split('\n') : []);
    const held = images.current;
    for (const url of held.keys()) if (!wanted.has(url)) held.delete(url);
    for (const url of wanted) {
      if (held.has(url)) continue;
      const image = new Image();
      const srcSet = dogPhotoSrcSet(url);
      if (srcSet) {
        image.srcset = srcSet;
        image.sizes = sizes;
      }
      image.src = url;
      // A photo that fails to load or decode is simply loaded again by its card.
      image.decode().catch(() => {});
      held.set(url, image);
    }
  }, [key, sizes]);
}
