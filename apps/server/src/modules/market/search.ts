import type { Instrument } from '../../market-data/provider';

/**
 * Folds the ways people type a company name into one form: full-width and half-width (NFKC),
 * upper and lower case, and hiragana typed for a katakana name (とよた finds トヨタ).
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60))
    .replace(/[\s・·.,'’-]/g, '');
}

/**
 * Instruments matching a keyword by code or by name in any of the three languages; exact code
 * first, then code prefix, then names that start with the keyword, then names that contain it.
 */
export function searchInstruments(instruments: readonly Instrument[], keyword: string, limit = 30): Instrument[] {
  const wanted = normaliseForSearch(keyword);
  if (!wanted) return [];
  const scored: { instrument: Instrument; score: number; closeness: number }[] = [];
  for (const instrument of instruments) {
    const code = instrument.symbol.toLowerCase();
    const names = [instrument.names.ja, instrument.names.en, instrument.names['zh-TW']].map(normaliseForSearch);
    let score = 0;
    if (code === wanted) score = 4;
    else if (code.startsWith(wanted)) score = 3;
    else if (names.some((name) => name.startsWith(wanted))) score = 2;
    else if (names.some((name) => name.includes(wanted))) score = 1;
    if (score === 0) continue;
    // Among equal matches, the name the keyword covers most of comes first ("toyota" finds
    // Toyota Motor before Toyota Industries).
    const matching = names.filter((name) => name.includes(wanted)).map((name) => name.length);
    scored.push({ instrument, score, closeness: matching.length > 0 ? Math.min(...matching) : 0 });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || a.closeness - b.closeness || a.instrument.symbol.localeCompare(b.instrument.symbol),
    )
    .slice(0, limit)
    .map((entry) => entry.instrument);
}
