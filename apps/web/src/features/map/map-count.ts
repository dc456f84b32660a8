// The count line's '{n} dogs nearby' (product §2 "Map"): the dogs in view that pass the filters.
// An answer capped at MAP_MARKERS_MAX (product §3) holds only some of the area's dogs:
// without filters the API's total is still exact; with filters we can only say "at least".
import { withThousands } from '@scout/domain/numbers';

export interface CountLine {
  /** '12', '6,087', or '4,210+' for "at least". */
  n: string;
  /** 'dog' or 'dogs'. */
  noun: string;
}

export function countLine({
  inView,
  loaded,
  total,
  filtersOn,
}: {
  /** Loaded dogs inside the view that pass the filters. */
  inView: number;
  /** Markers in the answer, and dogs the API says the area holds. */
  loaded: number;
  total: number;
  filtersOn: boolean;
}): CountLine {
  const format = withThousands;
  if (total > loaded) {
    return filtersOn ? { n: `${format(inView)}+`, noun: 'dogs' } : { n: format(total), noun: 'dogs' };
  }
  return { n: format(inView), noun: inView === 1 ? 'dog' : 'dogs' };
}
