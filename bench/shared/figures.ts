/** The figures a benchmark prints: percentiles, rounding, and numbers for display (never money). */

/** The value at `fraction` of an ascending list; `empty` when there is none. */
export function percentile(sorted: readonly number[], fraction: number, empty = 0): number {
  if (sorted.length === 0) return empty;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Display only (rates, ratios and times, never money): `digits` decimals, 'none' if not finite. */
export const fixed = (value: number, digits: number) =>
  Number.isFinite(value)
    ? new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }).format(value)
    : 'none';
