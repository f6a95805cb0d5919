import {
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isPositive,
  multiply,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/*
 * The house strategies' published rules (docs/copy-trading.md): pure functions from the baskets'
 * completed daily closes to target weights, run once per trading day. They are what the product
 * page publishes, so every comparison is exact decimal arithmetic (a close exactly on its average
 * gives the same answer on every machine) and nothing reads the clock or a random source.
 */

export type Locale = 'ja' | 'zh-TW' | 'en';
export type Localized = Readonly<Record<Locale, string>>;

/** A basket symbol's completed daily closes, oldest first. */
export interface CloseHistory {
  readonly symbol: string;
  readonly closes: readonly DecimalString[];
}

/**
 * A target share of the pool's equity. Only held symbols are listed (every weight is positive);
 * a basket symbol missing from the list has target 0, which the rebalance reads as "close it".
 */
export interface TargetWeight {
  symbol: string;
  weight: DecimalString;
}

export interface TrendParams {
  /** Closes in the simple moving average (the latest included). */
  lookbackDays: number;
  /** The last close must be above the close this many closes earlier. */
  momentumDays: number;
  /** Largest weight of one symbol (a fraction of equity: 0.25 is 25%). */
  maxWeight: DecimalString;
}

export interface ReboundParams {
  /** The fall is measured from the close this many closes earlier. */
  dropDays: number;
  /** The fall that qualifies, in percent (8 means a fall of 8% or more). */
  dropPercent: DecimalString;
  /** Closes in the simple moving average that marks a collapse. */
  lookbackDays: number;
  /** How far below that average the last close may be, in percent, before it is a collapse. */
  floorPercent: DecimalString;
  /** Largest weight of one symbol (a fraction of equity). */
  maxWeight: DecimalString;
}

export interface HouseRule<Code extends string, Params> {
  readonly code: Code;
  readonly names: Localized;
  /** The rule in plain words with its default parameters, as the product page publishes it. */
  readonly description: Localized;
  readonly defaults: Readonly<Params>;
  targetWeights(history: readonly CloseHistory[], params?: Partial<Params>): TargetWeight[];
}

/** Weights carry six decimals (a millionth of equity), rounded down so they never add up past 1. */
export const WEIGHT_PLACES = 6;

const ONE = fromInteger(1);
const WEIGHT_STEP = canonicalDecimal('0.000001');
const HUNDRED = fromInteger(100);

function checkDays(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive whole number of closes`);
  }
}

function checkMaxWeight(value: DecimalString): void {
  if (!isPositive(value) || compare(value, ONE) > 0) {
    throw new RangeError('maxWeight must be above 0 and at most 1');
  }
}

function checkPercent(name: string, value: DecimalString): void {
  if (compare(value, ZERO) < 0 || compare(value, HUNDRED) >= 0) {
    throw new RangeError(`${name} must be at least 0 and below 100`);
  }
}

/**
 * Refuses a basket listed twice or a close that is not a positive price: a bad feed must stop the
 * day's run rather than silently decide a trade.
 */
function checkHistory(history: readonly CloseHistory[]): void {
  const seen = new Set<string>();
  for (const { symbol, closes } of history) {
    if (seen.has(symbol)) throw new RangeError(`symbol listed twice: ${symbol}`);
    seen.add(symbol);
    if (closes.some((close) => !isPositive(close))) {
      throw new RangeError(`a close of ${symbol} is not a positive price`);
    }
  }
}

/** Sum of the last `days` closes (the caller has checked there are that many). */
function sumOfLast(closes: readonly DecimalString[], days: number): DecimalString {
  return sum(closes.slice(closes.length - days));
}

/** The close `days` closes before the last one, when the history reaches back that far. */
function closeBefore(closes: readonly DecimalString[], days: number): DecimalString | undefined {
  return closes[closes.length - 1 - days];
}

/**
 * Equal weights for the held symbols: 1/N each but at most `maxWeight`, rounded down to six
 * decimals; N × weight ≤ 1 is checked exactly (the division keeps 40 digits, not infinitely many).
 */
function equalWeights(held: readonly string[], maxWeight: DecimalString): TargetWeight[] {
  if (held.length === 0) return [];
  const count = fromInteger(held.length);
  const share = divide(ONE, count);
  let weight = roundTo(compare(share, maxWeight) < 0 ? share : maxWeight, WEIGHT_PLACES, 'down');
  if (compare(multiply(weight, count), ONE) > 0) weight = subtract(weight, WEIGHT_STEP);
  if (!isPositive(weight)) return [];
  return held.map((symbol) => ({ symbol, weight }));
}

const percentOf = (fraction: DecimalString): string => `${multiply(fraction, HUNDRED)}%`;

export function describeTrend(p: TrendParams): Localized {
  const cap = percentOf(p.maxWeight);
  return {
    en:
      `Once each trading day, after the close, each stock in the basket is checked on its completed daily closes. ` +
      `A stock is held when its latest close is above both its ${p.lookbackDays}-day simple moving average (the average of the last ${p.lookbackDays} closes, the latest included) and its close ${p.momentumDays} trading days earlier; a stock with fewer than ${p.lookbackDays} closes is not held. ` +
      `The stocks held share the pool's equity equally, at most ${cap} each (weights rounded down to six decimals); the rest stays in cash. ` +
      `Positions are opened and closed in whole lots to move toward these weights.`,
    ja:
      `毎営業日の大引け後、対象銘柄ごとに確定した日々の終値で判定します。` +
      `最新の終値が${p.lookbackDays}日単純移動平均（最新を含む直近${p.lookbackDays}営業日の終値の平均）と${p.momentumDays}営業日前の終値をともに上回る銘柄を保有対象とします。終値が${p.lookbackDays}営業日分に満たない銘柄は対象外です。` +
      `保有対象の銘柄にはプールの評価額を均等に配分し、1銘柄あたり${cap}を上限とします（比率は小数点以下6桁で切り捨て）。残りは現金で保持します。` +
      `この比率に近づけるよう、単元株単位で建玉の新規・決済を行います。`,
    'zh-TW':
      `每個交易日收盤後，依籃子內各檔股票已確定的每日收盤價判斷。` +
      `最新收盤價同時高於其${p.lookbackDays}日簡單移動平均（含最新一日在內、最近${p.lookbackDays}個收盤價的平均）及${p.momentumDays}個交易日前的收盤價者，列為持有標的；收盤價不足${p.lookbackDays}日者不列入。` +
      `持有標的平均分配資金池的淨值，每檔上限${cap}（比重小數點後第6位以下捨去），其餘保留為現金。` +
      `部位以整數交易單位新倉或平倉，朝上述比重調整。`,
  };
}

export function describeRebound(p: ReboundParams): Localized {
  const drop = `${p.dropPercent}%`;
  const floor = `${subtract(HUNDRED, p.floorPercent)}%`;
  const cap = percentOf(p.maxWeight);
  return {
    en:
      `Once each trading day, after the close, each stock in the basket is checked on its completed daily closes. ` +
      `A stock is held when its latest close is at least ${drop} below its close ${p.dropDays} trading days earlier, and is still above ${floor} of its ${p.lookbackDays}-day simple moving average (the average of the last ${p.lookbackDays} closes, the latest included): a close ${p.floorPercent}% or more below the average is treated as a collapse, not a rebound. A stock with fewer than ${p.lookbackDays} closes is not held. ` +
      `The stocks held share the pool's equity equally, at most ${cap} each (weights rounded down to six decimals); the rest stays in cash. ` +
      `Positions are opened and closed in whole lots to move toward these weights.`,
    ja:
      `毎営業日の大引け後、対象銘柄ごとに確定した日々の終値で判定します。` +
      `最新の終値が${p.dropDays}営業日前の終値から${drop}以上下落し、かつ${p.lookbackDays}日単純移動平均（最新を含む直近${p.lookbackDays}営業日の終値の平均）の${floor}を上回っている銘柄を保有対象とします。移動平均を${p.floorPercent}%以上下回った銘柄は反発ではなく急落とみなし、対象外とします。終値が${p.lookbackDays}営業日分に満たない銘柄も対象外です。` +
      `保有対象の銘柄にはプールの評価額を均等に配分し、1銘柄あたり${cap}を上限とします（比率は小数点以下6桁で切り捨て）。残りは現金で保持します。` +
      `この比率に近づけるよう、単元株単位で建玉の新規・決済を行います。`,
    'zh-TW':
      `每個交易日收盤後，依籃子內各檔股票已確定的每日收盤價判斷。` +
      `最新收盤價較${p.dropDays}個交易日前的收盤價下跌${drop}以上，且仍高於其${p.lookbackDays}日簡單移動平均（含最新一日在內、最近${p.lookbackDays}個收盤價的平均）的${floor}者，列為持有標的；低於移動平均${p.floorPercent}%以上者視為崩跌而非反彈，不列入。收盤價不足${p.lookbackDays}日者亦不列入。` +
      `持有標的平均分配資金池的淨值，每檔上限${cap}（比重小數點後第6位以下捨去），其餘保留為現金。` +
      `部位以整數交易單位新倉或平倉，朝上述比重調整。`,
  };
}

const TREND_DEFAULTS: TrendParams = {
  lookbackDays: 50,
  momentumDays: 20,
  maxWeight: canonicalDecimal('0.25'),
};

/** Kabuto Trend: hold what closes above its moving average and above its close a month ago. */
export const trendRule: HouseRule<'trend', TrendParams> = {
  code: 'trend',
  names: { ja: 'Kabuto トレンド', 'zh-TW': 'Kabuto 趨勢', en: 'Kabuto Trend' },
  description: describeTrend(TREND_DEFAULTS),
  defaults: TREND_DEFAULTS,
  targetWeights(history, params) {
    const p = { ...TREND_DEFAULTS, ...params };
    checkDays('lookbackDays', p.lookbackDays);
    checkDays('momentumDays', p.momentumDays);
    checkMaxWeight(p.maxWeight);
    checkHistory(history);
    const held = history.filter(({ closes }) => {
      const last = closes.at(-1);
      const before = closeBefore(closes, p.momentumDays);
      if (last === undefined || before === undefined || closes.length < p.lookbackDays) {
        return false;
      }
      // last > SMA  ⇔  last × days > sum of the last `days` closes (exact, no division).
      const aboveAverage =
        compare(multiply(last, fromInteger(p.lookbackDays)), sumOfLast(closes, p.lookbackDays)) > 0;
      return aboveAverage && compare(last, before) > 0;
    });
    return equalWeights(
      held.map((h) => h.symbol),
      p.maxWeight,
    );
  },
};

const REBOUND_DEFAULTS: ReboundParams = {
  dropDays: 5,
  dropPercent: canonicalDecimal('8'),
  lookbackDays: 100,
  floorPercent: canonicalDecimal('20'),
  maxWeight: canonicalDecimal('0.2'),
};

/** Kabuto Rebound: hold a sharp fall of a stock that has not collapsed below its long average. */
export const reboundRule: HouseRule<'rebound', ReboundParams> = {
  code: 'rebound',
  names: { ja: 'Kabuto リバウンド', 'zh-TW': 'Kabuto 反彈', en: 'Kabuto Rebound' },
  description: describeRebound(REBOUND_DEFAULTS),
  defaults: REBOUND_DEFAULTS,
  targetWeights(history, params) {
    const p = { ...REBOUND_DEFAULTS, ...params };
    checkDays('dropDays', p.dropDays);
    checkDays('lookbackDays', p.lookbackDays);
    checkPercent('dropPercent', p.dropPercent);
    checkPercent('floorPercent', p.floorPercent);
    checkMaxWeight(p.maxWeight);
    checkHistory(history);
    const keepDrop = subtract(ONE, divide(p.dropPercent, HUNDRED)); // 0.92 by default
    const keepFloor = subtract(ONE, divide(p.floorPercent, HUNDRED)); // 0.8 by default
    const held = history.filter(({ closes }) => {
      const last = closes.at(-1);
      const before = closeBefore(closes, p.dropDays);
      if (last === undefined || before === undefined || closes.length < p.lookbackDays) {
        return false;
      }
      // last / before − 1 ≤ −drop  ⇔  last ≤ before × (1 − drop), closes being positive.
      const fell = compare(last, multiply(before, keepDrop)) <= 0;
      // last > SMA × (1 − floor)  ⇔  last × days > sum × (1 − floor).
      const notCollapsed =
        compare(
          multiply(last, fromInteger(p.lookbackDays)),
          multiply(sumOfLast(closes, p.lookbackDays), keepFloor),
        ) > 0;
      return fell && notCollapsed;
    });
    return equalWeights(
      held.map((h) => h.symbol),
      p.maxWeight,
    );
  },
};

export type HouseRuleCode = 'trend' | 'rebound';

export const HOUSE_RULES = { trend: trendRule, rebound: reboundRule } as const;
