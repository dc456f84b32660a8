// The content security policy's image source for the map's tile host, derived from the
// TILE_URL template (config.ts has already checked that only a leading {s} varies in it).

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`; none -> no source. */
export function tileImageSources(tileUrl: string | null): string[] {
  if (tileUrl === null) return [];
  const [scheme, , host] = tileUrl.split('/');
  return [`${scheme}//${host!.replace(/^\{s\}\./, '*.')}`];
}
