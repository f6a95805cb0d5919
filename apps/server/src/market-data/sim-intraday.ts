import { maxBigint, minBigint, type PriceTenths } from './price-units';
import { apportion, type Prng } from './prng';
import { snapModelValueToTick, type TickTable } from './ticks';

/**
 * The simulated exchange's intraday model, generated to agree exactly with a day's bar.
 *
 * Minutes: a Brownian bridge from the open through the day's high and low (placed at random
 * minutes, more often near the open and the close, as the arcsine law says) to the close, with a
 * market-wide component shared by all names that minute and an occasional jump. The path is
 * folded back into [low, high] and snapped onto the tick grid; every minute gets a small wick
 * inside the day's range. Volume follows a U-shaped profile (busy open, quiet lunch edges, busier
 * into the close, a closing auction spike) with noise, and is split so the minutes add up to the
 * day's volume exactly.
 *
 * Prints: each minute is a handful of trades (every few seconds) that open at the minute's open,
 * touch its high and low and end at its close, with the minute's volume split over them. Quotes
 * move print by print; the minute bar is exactly its prints.
 */

export interface DayBarTenths {
  open: PriceTenths;
  high: PriceTenths;
  low: PriceTenths;
  close: PriceTenths;
  volumeUnits: number;
}

/** One day of 1-minute bars as columns (a day is a few hundred minutes). */
export interface MinutePath {
  open: BigInt64Array;
  high: BigInt64Array;
  low: BigInt64Array;
  close: BigInt64Array;
  volumeUnits: Float64Array;
}

export interface IntradayContext {
  table: TickTable;
  dailySigma: number;
  marketCorrelation: number;
  /** Standard normals shared by every name for each minute of the day. */
  marketNoise: Float64Array;
  /** U-shaped weights per minute. */
  volumeProfile: Float64Array;
  printsPerMinute: number;
}

/**
 * Volume weights per minute for a day's sessions: heavy at each session's open, lighter in the
 * middle, rising into the session's end, with opening and closing auction spikes.
 */
export function volumeProfile(sessionMinutes: readonly number[]): Float64Array {
  const total = sessionMinutes.reduce((sum, n) => sum + n, 0);
  const profile = new Float64Array(total);
  let offset = 0;
  sessionMinutes.forEach((length, sessionIndex) => {
    for (let j = 0; j < length; j += 1) {
      const u = length > 1 ? j / (length - 1) : 0;
      profile[offset + j] = 1 + 2.5 * (1 - u) ** 6 + 1.2 * u ** 6;
    }
    // The day's opening auction, a smaller afternoon re-open, the closing auction.
    profile[offset] = (profile[offset] ?? 1) * (sessionIndex === 0 ? 8 : 3);
    if (sessionIndex === sessionMinutes.length - 1)
      profile[offset + length - 1] = (profile[offset + length - 1] ?? 1) * 15;
    offset += length;
  });
  return profile;
}

/** A position in [0, count) drawn from the arcsine law: extremes cluster near both ends. */
function arcsinePosition(rng: Prng, count: number): number {
  const u = 0.5 - 0.5 * Math.cos(Math.PI * rng.next());
  return Math.min(count - 1, Math.floor(u * count));
}

export function generateMinutePath(
  rng: Prng,
  day: DayBarTenths,
  context: IntradayContext,
): MinutePath {
  const minutes = context.volumeProfile.length;
  const { table } = context;
  const path: MinutePath = {
    open: new BigInt64Array(minutes),
    high: new BigInt64Array(minutes),
    low: new BigInt64Array(minutes),
    close: new BigInt64Array(minutes),
    volumeUnits: new Float64Array(minutes),
  };
  const dayHigh = Number(day.high);
  const dayLow = Number(day.low);
  // Per-minute noise so the day's spread of prices resembles its daily volatility.
  const stepSize = (context.dailySigma * Number(day.open)) / Math.sqrt(minutes);

  // Closes of every minute, as model values first.
  const values = new Float64Array(minutes);
  if (minutes < 3 || day.high === day.low) {
    values.fill(Number(day.close));
  } else {
    // Where the day's high and low are reached (distinct minutes, never the last one, which
    // closes at the day's close).
    const highAt = arcsinePosition(rng, minutes - 1);
    let lowAt = arcsinePosition(rng, minutes - 2);
    if (lowAt >= highAt) lowAt += 1;
    const anchors: [number, number][] = [
      [-1, Number(day.open)],
      [highAt, dayHigh],
      [lowAt, dayLow],
      [minutes - 1, Number(day.close)],
    ];
    anchors.sort((a, b) => a[0] - b[0]);
    const idiosyncratic = Math.sqrt(1 - context.marketCorrelation ** 2);
    const jumpMinute = rng.next() < 0.25 ? rng.below(minutes) : -1;
    const jumpSize = (dayHigh - dayLow) * 0.3 * (rng.next() < 0.5 ? -1 : 1);
    for (let a = 0; a + 1 < anchors.length; a += 1) {
      const [fromMinute, fromValue] = anchors[a]!;
      const [toMinute, toValue] = anchors[a + 1]!;
      const steps = toMinute - fromMinute;
      const walk = new Float64Array(steps + 1);
      for (let j = 1; j <= steps; j += 1) {
        const minute = fromMinute + j;
        const shock =
          context.marketCorrelation * (context.marketNoise[minute] ?? 0) +
          idiosyncratic * rng.normal();
        walk[j] = walk[j - 1]! + stepSize * shock + (minute === jumpMinute ? jumpSize : 0);
      }
      const end = walk[steps]!;
      for (let j = 1; j <= steps; j += 1) {
        const share = j / steps;
        // Brownian bridge: the walk with its end pulled onto the straight line between anchors.
        values[fromMinute + j] = fromValue + walk[j]! - share * end + share * (toValue - fromValue);
      }
    }
    for (let m = 0; m < minutes; m += 1) values[m] = foldInto(values[m]!, dayLow, dayHigh);
  }

  let previousClose = day.open;
  for (let m = 0; m < minutes; m += 1) {
    const close =
      m === minutes - 1 ? day.close : snapModelValueToTick(values[m]!, table, 'nearest');
    const open = previousClose;
    const top = Number(maxBigint(open, close));
    const bottom = Number(minBigint(open, close));
    const wickUp = Math.min(dayHigh, top + Math.abs(rng.normal()) * stepSize * 0.5);
    const wickDown = Math.max(dayLow, bottom - Math.abs(rng.normal()) * stepSize * 0.5);
    path.open[m] = open;
    path.close[m] = close;
    path.high[m] = minBigint(
      day.high,
      maxBigint(BigInt(top), snapModelValueToTick(wickUp, table, 'up')),
    );
    path.low[m] = maxBigint(
      day.low,
      minBigint(BigInt(bottom), snapModelValueToTick(wickDown, table, 'down')),
    );
    previousClose = close;
  }
  // The anchors are reached exactly: snapping never moves a value that is already on the grid,
  // but the fold and float rounding could leave them a hair off, so pin them.
  pinExtremes(path, day);

  const weights = new Float64Array(minutes);
  for (let m = 0; m < minutes; m += 1) {
    const move = Math.abs(Number(path.close[m]! - path.open[m]!)) / (stepSize + 1);
    weights[m] = context.volumeProfile[m]! * Math.exp(0.5 * rng.normal()) * (1 + move);
  }
  const perPrint = context.printsPerMinute;
  const spare = day.volumeUnits - minutes * perPrint;
  if (spare < 0) throw new RangeError('a day must trade at least one unit per print');
  const extra = apportion(spare, weights);
  for (let m = 0; m < minutes; m += 1) path.volumeUnits[m] = perPrint + extra[m]!;
  return path;
}

/** Reflects a value that overshoots [low, high] back inside, then clamps what is still out. */
function foldInto(value: number, low: number, high: number): number {
  let v = value;
  if (v > high) v = high - (v - high);
  if (v < low) v = low + (low - v);
  return Math.min(high, Math.max(low, v));
}

/** Makes the day's high and low appear in the minute bars even if snapping nudged them. */
function pinExtremes(path: MinutePath, day: DayBarTenths): void {
  let highest = path.high[0]!;
  let highestAt = 0;
  let lowest = path.low[0]!;
  let lowestAt = 0;
  for (let m = 1; m < path.high.length; m += 1) {
    if (path.high[m]! > highest) [highest, highestAt] = [path.high[m]!, m];
    if (path.low[m]! < lowest) [lowest, lowestAt] = [path.low[m]!, m];
  }
  if (highest !== day.high) path.high[highestAt] = day.high;
  if (lowest !== day.low) path.low[lowestAt] = day.low;
}

export interface MinuteBarTenths {
  open: PriceTenths;
  high: PriceTenths;
  low: PriceTenths;
  close: PriceTenths;
  volumeUnits: number;
}

export interface Prints {
  prices: PriceTenths[];
  units: number[];
}

/**
 * The trades inside one minute: the first at the open, the last at the close, the high and the
 * low each printed once in between, the rest wandering inside [low, high]. Volume is split so
 * every print trades at least one unit and the prints add up to the minute's volume.
 */
export function generatePrints(
  rng: Prng,
  bar: MinuteBarTenths,
  count: number,
  table: TickTable,
): Prints {
  const prices = new Array<PriceTenths>(count).fill(bar.open);
  prices[count - 1] = bar.close;
  if (bar.high !== bar.low && count >= 4) {
    const highAt = 1 + rng.below(count - 2);
    let lowAt = 1 + rng.below(count - 3);
    if (lowAt >= highAt) lowAt += 1;
    prices[highAt] = bar.high;
    prices[lowAt] = bar.low;
    const fixed = [0, highAt, lowAt, count - 1].sort((a, b) => a - b);
    const high = Number(bar.high);
    const low = Number(bar.low);
    const wander = (high - low) * 0.4;
    for (let f = 0; f + 1 < fixed.length; f += 1) {
      const from = fixed[f]!;
      const to = fixed[f + 1]!;
      const fromValue = Number(prices[from]!);
      const toValue = Number(prices[to]!);
      for (let k = from + 1; k < to; k += 1) {
        const share = (k - from) / (to - from);
        const value = fromValue + share * (toValue - fromValue) + (rng.next() - 0.5) * wander;
        prices[k] = snapModelValueToTick(Math.min(high, Math.max(low, value)), table, 'nearest');
      }
    }
  }
  const weights = Array.from({ length: count }, () => 0.2 + rng.next());
  const extra = apportion(bar.volumeUnits - count, weights);
  const units = extra.map((e) => e + 1);
  return { prices, units };
}
