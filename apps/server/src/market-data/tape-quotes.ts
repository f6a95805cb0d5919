import {
  canonicalDecimal,
  divide,
  multiply,
  roundTo,
  subtract,
  toFixedPlaces,
  type DecimalString,
} from '@kabuto/money';
import type { ExchangeCalendar, IsoDate, SessionState } from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import { INDEX_LEVEL_DIGITS, levelToDecimal } from './index-bars';
import type { ResolvedIndex } from './index-definitions';
import type { IndexEngine } from './indices';
import type { Instrument } from './instruments';
import { priceLimitsTenths, type PriceLimitsTenths } from './limits';
import { tenthsToDecimal, type PriceTenths } from './price-units';
import type { IndexQuote, Quote } from './provider';
import type { MarketTape } from './tape';

/*
 * What a quote shows, computed from the tape at an instant: prices in decimal strings, the day's
 * limits, the change against the previous close, the session state. TapeMarket numbers them.
 */

/** A name's day at an instant: the limits, the bar so far and the last price. */
export interface DayState {
  prevClose: PriceTenths | null;
  limits: PriceLimitsTenths;
  dayBar: Bar | null;
  lastTenths: PriceTenths;
}

/**
 * The session state shown with the data. When the tape's day is not the calendar's day in
 * progress (a replay that has run out of data) the data is a closed day's.
 */
export function sessionStateFor(
  calendar: ExchangeCalendar,
  day: IsoDate,
  atMs: number,
): SessionState {
  const status = calendar.sessionStateAt(new Date(atMs));
  return status.tradingDay === day ? status.state : 'closed';
}

export function dayStateOf(
  tape: MarketTape,
  instrument: Instrument,
  day: IsoDate,
  atMs: number,
): DayState {
  const { symbol } = instrument;
  const dayBar = tape.dayBarAt(symbol, day, atMs);
  const prevClose = tape.previousClose(symbol, day);
  const base = prevClose ?? dayBar?.open;
  if (base === undefined)
    throw new Error(
      `${symbol}: no price on the tape for ${day} at ${new Date(atMs).toISOString()}`,
    );
  const limits = priceLimitsTenths(base, instrument.tickTable, tape.limitBroadening(symbol, day));
  const lastTenths = dayBar?.close ?? base;
  return { prevClose, limits, dayBar, lastTenths };
}

export function quoteAt(
  tape: MarketTape,
  instrument: Instrument,
  atMs: number,
  seq: number,
): Quote {
  const { symbol } = instrument;
  const day = tape.quoteDayAt(atMs);
  const state = dayStateOf(tape, instrument, day, atMs);
  const stats = tape.tradeStats(symbol, day, atMs);
  const last = tenthsToDecimal(state.lastTenths);
  const prevClose = state.prevClose === null ? null : tenthsToDecimal(state.prevClose);
  const { change, changePercent } = changeOf(last, prevClose);
  return {
    symbol,
    tradingDay: day,
    last,
    lastTradeTime: stats.lastTradeTimeMs,
    open: state.dayBar ? tenthsToDecimal(state.dayBar.open) : null,
    high: state.dayBar ? tenthsToDecimal(state.dayBar.high) : null,
    low: state.dayBar ? tenthsToDecimal(state.dayBar.low) : null,
    prevClose,
    change,
    changePercent,
    volume: state.dayBar?.volume ?? 0,
    turnover: tenthsToDecimal(stats.turnoverTenths),
    turnoverBasis: tape.turnoverBasis,
    limitUp: tenthsToDecimal(state.limits.limitUpTenths),
    limitDown: tenthsToDecimal(state.limits.limitDownTenths),
    sessionState: sessionStateFor(tape.calendar, day, atMs),
    time: atMs,
    seq,
    source: tape.source,
    simulated: tape.source.simulated,
  };
}

export function indexQuoteAt(
  tape: MarketTape,
  engine: IndexEngine,
  index: ResolvedIndex,
  atMs: number,
  seq: number,
): IndexQuote {
  const day = tape.quoteDayAt(atMs);
  const base = engine.base(index, atMs);
  const bars = engine.minuteBarsAt(index, day, atMs);
  const prevCloseLevel = engine.previousClose(index, day, atMs);
  const [today] = aggregateBars(bars, '1d');
  const lastLevel = today?.close ?? prevCloseLevel;
  if (lastLevel === null) throw new Error(`index ${index.definition.code} has no value yet`);
  const last = levelToDecimal(lastLevel);
  const prevClose = prevCloseLevel === null ? null : levelToDecimal(prevCloseLevel);
  const { change, changePercent } = changeOf(last, prevClose);
  const { definition } = index;
  return {
    code: definition.code,
    names: definition.names,
    methodology: definition.methodology,
    description: definition.description,
    constituentCount: index.constituents.length,
    baseValue: definition.baseValue,
    baseDay: base.day,
    divisor: base.divisor,
    tradingDay: day,
    last,
    open: today ? levelToDecimal(today.open) : null,
    high: today ? levelToDecimal(today.high) : null,
    low: today ? levelToDecimal(today.low) : null,
    prevClose,
    change: change === null ? null : toFixedPlaces(change, INDEX_LEVEL_DIGITS),
    changePercent,
    sessionState: sessionStateFor(tape.calendar, day, atMs),
    time: atMs,
    seq,
    source: tape.source,
    simulated: tape.source.simulated,
  };
}

const HUNDRED = canonicalDecimal('100');

/** Change against the previous close, and as a percentage rounded half up to two decimals. */
export function changeOf(
  last: DecimalString,
  prevClose: DecimalString | null,
): { change: DecimalString | null; changePercent: DecimalString | null } {
  if (prevClose === null) return { change: null, changePercent: null };
  const change = subtract(last, prevClose);
  const percent = roundTo(divide(multiply(change, HUNDRED), prevClose), 2, 'half-up');
  return { change, changePercent: toFixedPlaces(percent, 2) };
}
