// Performance marks the map leaves for scripts/bench-map-page.ts (and anyone profiling in
// the browser's dev tools): when markers first appear, and each time the drawn set changes.
export const MARKERS_SHOWN_MARK = 'scout:map-markers-shown';
export const MARKERS_UPDATED_MARK = 'scout:map-markers-updated';

/** Called after the marker layer changed; marks once the browser has painted it. */
export function markMarkersDrawn(count: number): void {
  if (typeof performance === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
  requestAnimationFrame(() => {
    if (count > 0 && performance.getEntriesByName(MARKERS_SHOWN_MARK).length === 0) {
      performance.mark(MARKERS_SHOWN_MARK, { detail: { count } });
    }
    performance.mark(MARKERS_UPDATED_MARK, { detail: { count } });
  });
}
