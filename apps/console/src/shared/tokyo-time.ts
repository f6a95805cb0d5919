/**
 * Operators schedule in Japan time (UTC+9, no daylight saving): an IPO's dates, a copy product's
 * deadline. The editors' datetime inputs hold `YYYY-MM-DDTHH:mm` as read on a clock in Tokyo, and
 * the contract takes ISO instants with their offset. These two functions are the only way between them.
 */
const TOKYO_OFFSET_MS = 9 * 3_600_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as a datetime input shows it in Japan time ("2026-12-01T09:00"); '' for none. */
export function isoToTokyoInput(iso: string | null): string {
  if (iso === null) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * What a datetime input holds, read as Japan time, as an ISO instant with its offset
 * ("2026-12-01T09:00:00+09:00"); null for anything that is no real minute.
 */
export function tokyoInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
  );
  // 2026-02-30 rolls over to March: not a day the operator meant.
  if (new Date(asUtc).toISOString().slice(0, 16) !== value.trim()) return null;
  return `${value.trim()}:00+09:00`;
}
