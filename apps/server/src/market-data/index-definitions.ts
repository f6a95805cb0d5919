import { canonicalDecimal, type DecimalString } from '@kabuto/money';
import { INDEX_LEVEL_DIGITS } from './index-bars';
import type { Instrument } from './instruments';
import { decimalToScaled } from './price-units';
import type { IndexMethodology } from './provider';

/** An index the market computes from its constituents (how, in index-bars.ts). */
export interface IndexDefinition {
  code: string;
  names: { ja: string; en: string; 'zh-TW': string };
  methodology: IndexMethodology;
  description: string;
  baseValue: DecimalString;
  selects(instrument: Instrument): boolean;
}

const TECH_SECTORS = new Set([
  'Electric Appliances',
  'Information & Communication',
  'Precision Instruments',
]);

export const DEFAULT_INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  {
    code: '^KBPW',
    names: { ja: 'かぶと平均株価', en: 'Kabuto Average', 'zh-TW': '兜平均指數' },
    methodology: 'price-weighted',
    description:
      'Price-weighted average of the TOPIX500-table names, with a fixed divisor (Nikkei-style).',
    baseValue: canonicalDecimal('10000'),
    selects: (instrument) => instrument.tickTable === 'topix500',
  },
  {
    code: '^KBCAP',
    names: { ja: 'かぶと総合指数', en: 'Kabuto Composite', 'zh-TW': '兜綜合指數' },
    methodology: 'cap-weighted',
    description:
      'Market-capitalisation weighted index of every listed name, base 1,000 (TOPIX-style).',
    baseValue: canonicalDecimal('1000'),
    selects: () => true,
  },
  {
    code: '^KBTEC',
    names: { ja: 'かぶとテック指数', en: 'Kabuto Tech', 'zh-TW': '兜科技指數' },
    methodology: 'cap-weighted',
    description:
      'Cap-weighted sector index: electric appliances, information & communication, precision instruments.',
    baseValue: canonicalDecimal('1000'),
    selects: (instrument) => TECH_SECTORS.has(instrument.sector),
  },
  {
    code: '^KBGRW',
    names: { ja: 'かぶとグロース指数', en: 'Kabuto Growth', 'zh-TW': '兜成長指數' },
    methodology: 'cap-weighted',
    description: 'Cap-weighted index of the smaller, non-TOPIX500 names.',
    baseValue: canonicalDecimal('1000'),
    selects: (instrument) => instrument.tickTable === 'other',
  },
];

interface Constituent {
  symbol: string;
  weight: bigint;
}

export interface ResolvedIndex {
  definition: IndexDefinition;
  constituents: Constituent[];
  baseValueHundredths: bigint;
}

/** Which definitions have constituents on this tape, and their weights. */
export function resolveIndices(
  definitions: readonly IndexDefinition[],
  instruments: readonly Instrument[],
): ResolvedIndex[] {
  const resolved: ResolvedIndex[] = [];
  for (const definition of definitions) {
    const members = instruments.filter((instrument) => definition.selects(instrument));
    if (members.length === 0) continue;
    resolved.push({
      definition,
      baseValueHundredths: decimalToScaled(definition.baseValue, INDEX_LEVEL_DIGITS),
      constituents: members.map((instrument) => ({
        symbol: instrument.symbol,
        weight:
          definition.methodology === 'price-weighted' ? 1n : BigInt(instrument.sharesOutstanding),
      })),
    });
  }
  return resolved;
}
