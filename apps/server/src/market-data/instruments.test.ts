import { describe, expect, it } from 'vitest';
import { bundledInstruments, parseInstrumentsCsv } from './instruments';
import { isOnTick } from './ticks';

const HEADER =
  'code,name_ja,name_en,name_zh_tw,sector,tick_table,ref_price_jpy,shares_outstanding_millions';

describe('bundled instruments', () => {
  const instruments = bundledInstruments();

  it('has at least 80 companies (all 123 of the shared list) across many sectors', () => {
    expect(instruments.length).toBe(123);
    expect(new Set(instruments.map((i) => i.symbol)).size).toBe(123);
    expect(new Set(instruments.map((i) => i.sector)).size).toBeGreaterThanOrEqual(20);
    expect(instruments.some((i) => i.tickTable === 'other')).toBe(true);
  });

  it('reads names in three languages, the tick table, price and shares', () => {
    const toyota = instruments.find((i) => i.symbol === '7203');
    expect(toyota).toEqual({
      symbol: '7203',
      names: { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' },
      sector: 'Transportation Equipment',
      tickTable: 'topix500',
      referencePrice: '2800',
      sharesOutstanding: 15_794_000_000,
    });
  });

  it('starts every name from a price on its own tick grid', () => {
    for (const instrument of instruments) {
      expect(isOnTick(instrument.referencePrice, instrument.tickTable), instrument.symbol).toBe(
        true,
      );
    }
  });
});

describe('parseInstrumentsCsv', () => {
  const row =
    '7203,トヨタ自動車,Toyota Motor,豐田汽車,Transportation Equipment,topix500,2800,15794';

  it('accepts CRLF line ends and blank lines', () => {
    expect(parseInstrumentsCsv(`${HEADER}\r\n${row}\r\n\r\n`)).toHaveLength(1);
  });

  it.each([
    ['a wrong header', `code,name\n${row}`, /header/],
    ['a bad code', `${HEADER}\n${row.replace('7203', '72')}`, /line 2: bad code/],
    ['a duplicate', `${HEADER}\n${row}\n${row}`, /line 3: duplicate/],
    ['a missing name', `${HEADER}\n${row.replace('豐田汽車', '')}`, /names?/],
    ['an unknown tick table', `${HEADER}\n${row.replace('topix500', 'tse')}`, /tick_table/],
    ['a bad price', `${HEADER}\n${row.replace(',2800,', ',2.8e3,')}`, /ref_price/],
    ['fractional shares', `${HEADER}\n${row.replace(',15794', ',0.0000001')}`, /shares/],
    ['a quoted field', `${HEADER}\n${row.replace('Toyota Motor', '"Toyota, Motor"')}`, /quoted/],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseInstrumentsCsv(text)).toThrow(message);
  });
});
