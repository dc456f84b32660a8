// Answers that keep their compressed bytes between requests (discover's deck, the map's
// markers) send them themselves, so they need to know what the client decodes.

/** Whether an Accept-Encoding header accepts brotli (a `q=0` refuses it). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
