/** The brokerage runs on Japan time: every timestamp on screen is shown there, labelled once in the top bar. */
export const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `2025-11-21 09:05:03` in Japan time, the same in every language: a back office compares and
 * copies timestamps, so one sortable shape beats each locale's own.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
