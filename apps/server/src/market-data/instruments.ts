import { readFileSync } from 'node:fs';
import { canonicalDecimal, isDecimalString, parseDecimal, type DecimalString } from '@kabuto/money';
import { isTickTable, type TickTable } from './ticks';

/** A listed company the market knows: what search, quotes and the simulator start from. */
export interface Instrument {
  /** Four-character TSE code, e.g. "7203". */
  symbol: string;
  names: { ja: string; en: string; 'zh-TW': string };
  /** TSE 33-sector name (English). */
  sector: string;
  tickTable: TickTable;
  /**
   * The simulator's starting price. Approximate and not market data: never show it as a quote.
   */
  referencePrice: DecimalString;
  /** Whole shares; used for market capitalisation (cap-weighted indices) and volume levels. */
  sharesOutstanding: number;
}

const EXPECTED_HEADER = [
  'code',
  'name_ja',
  'name_en',
  'name_zh_tw',
  'sector',
  'tick_table',
  'ref_price_jpy',
  'shares_outstanding_millions',
];

/** TSE codes: four characters, digits with an optional capital letter (new codes such as 130A). */
const SYMBOL_PATTERN = /^[0-9][0-9A-Z]{3}$/;

/**
 * Parses the instrument list (shared/data/instruments.csv). The file has no quoted fields, so a
 * comma or a quote inside a field is refused rather than guessed at. Errors name the line.
 */
export function parseInstrumentsCsv(text: string): Instrument[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (!header || header.split(',').join() !== EXPECTED_HEADER.join()) {
    throw new Error(`instruments: expected header ${EXPECTED_HEADER.join(',')}`);
  }
  const seen = new Set<string>();
  return rows.map((line, index) => {
    const lineNumber = index + 2;
    const fail = (why: string): never => {
      throw new Error(`instruments line ${lineNumber}: ${why}`);
    };
    if (line.includes('"')) fail('quoted fields are not supported');
    const fields = line.split(',').map((field) => field.trim());
    if (fields.length !== EXPECTED_HEADER.length) fail(`expected ${EXPECTED_HEADER.length} fields`);
    const [symbol, ja, en, zhTW, sector, tickTable, refPrice, sharesMillions] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!SYMBOL_PATTERN.test(symbol)) fail(`bad code ${symbol}`);
    if (seen.has(symbol)) fail(`duplicate code ${symbol}`);
    seen.add(symbol);
    if (!ja || !en || !zhTW) fail('every name (ja, en, zh-TW) is required');
    if (!sector) fail('sector is required');
    if (!isTickTable(tickTable)) fail(`tick_table must be topix500 or other, not ${tickTable}`);
    if (!isDecimalString(refPrice) || !parseDecimal(refPrice).isPositive())
      fail('bad ref_price_jpy');
    if (!isDecimalString(sharesMillions)) fail('bad shares_outstanding_millions');
    const shares = parseDecimal(sharesMillions).times(1_000_000);
    if (
      !shares.isInteger() ||
      !shares.isPositive() ||
      shares.greaterThan(Number.MAX_SAFE_INTEGER)
    ) {
      fail('shares_outstanding_millions must give a positive whole number of shares');
    }
    return {
      symbol,
      names: { ja, en, 'zh-TW': zhTW },
      sector,
      tickTable: tickTable as TickTable,
      referencePrice: canonicalDecimal(refPrice),
      sharesOutstanding: shares.toNumber(),
    };
  });
}

let bundled: readonly Instrument[] | undefined;

/** The instrument list shipped with the server (a copy of shared/data/instruments.csv). */
export function bundledInstruments(): readonly Instrument[] {
  bundled ??= Object.freeze(
    parseInstrumentsCsv(readFileSync(new URL('./instruments.csv', import.meta.url), 'utf8')),
  );
  return bundled;
}
