/**
 * What the customer's own screens show of their identity: enough to recognise it, not enough for
 * someone looking over their shoulder. Operators with the compliance role see it in full.
 */

/** Keeps the first character and the spaces between words: 山田 太郎 → 山* **, Jane Doe → J*** ***. */
export function maskName(name: string): string {
  const characters = Array.from(name);
  return characters
    .map((character, index) => (index === 0 || character === ' ' ? character : '*'))
    .join('');
}

/** Keeps the last four characters: 123456789018 → ********9018. Four or fewer are all hidden. */
export function maskIdNumber(idNumber: string): string {
  const characters = Array.from(idNumber);
  if (characters.length <= 4) return '*'.repeat(characters.length);
  return '*'.repeat(characters.length - 4) + characters.slice(-4).join('');
}
