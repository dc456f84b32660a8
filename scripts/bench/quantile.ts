// One rule for every bench's percentiles.

/** The value at quantile `q` of values sorted ascending: index floor(q * n), the last at most. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
