/** A positive integer id from the address, or null for anything else ("12abc", "0", "-1"). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
