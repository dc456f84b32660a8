import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A demo illustration served by the API (/demo-photos). If it cannot load (the API is
 * down, an old link) the warm frame behind it shows instead of a broken-image icon.
 */
export function Illustration(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img {...props} onError={() => setFailed(true)} />;
}
