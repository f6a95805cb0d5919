/** Class names joined with spaces, the absent ones (false, null, undefined, '') left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
