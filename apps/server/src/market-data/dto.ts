import type {
  IndexQuote as IndexQuoteDto,
  MarketStatus,
  Quote as QuoteDto,
} from '@kabuto/contract';
import type { Candle, IndexQuote, MarketDataProvider, Quote } from './provider';

/*
 * The wire shapes of market data (packages/contract), in one place below the modules: the market
 * module answers them over REST, realtime publishes them on the quote bus, and trading quotes them
 * in its answers, so none of them imports another for the mapping.
 */

/**
 * The wire shape of each quote object, made once: the tape market hands out one frozen quote per
 * symbol and market time, so every list, position and socket message of that moment shares it.
 */
const wireQuotes = new WeakMap<Quote, Readonly<QuoteDto>>();

/** Provider quotes carry epoch-ms times and the data source object; the wire has ISO times and flags. */
export function toQuoteDto(provider: MarketDataProvider, quote: Quote): QuoteDto {
  const made = wireQuotes.get(quote);
  if (made) return made;
  const dto = Object.freeze(buildQuoteDto(provider, quote));
  if (Object.isFrozen(quote)) wireQuotes.set(quote, dto);
  return dto;
}

function buildQuoteDto(provider: MarketDataProvider, quote: Quote): QuoteDto {
  const instrument = provider.instrument(quote.symbol);
  return {
    symbol: quote.symbol,
    names: instrument?.names ?? { ja: quote.symbol, en: quote.symbol, 'zh-TW': quote.symbol },
    sector: instrument?.sector ?? '',
    price: quote.last,
    open: quote.open,
    prevClose: quote.prevClose,
    high: quote.high,
    low: quote.low,
    change: quote.change,
    changePercent: quote.changePercent,
    volume: quote.volume,
    turnover: quote.turnover,
    limitUp: quote.limitUp,
    limitDown: quote.limitDown,
    time: new Date(quote.time).toISOString(),
    seq: quote.seq,
    sessionState: quote.sessionState,
    source: quote.source.kind,
    simulated: quote.simulated,
  };
}

export function toIndexDto(index: IndexQuote): IndexQuoteDto {
  return {
    code: index.code,
    names: index.names,
    methodology: index.methodology,
    constituentCount: index.constituentCount,
    value: index.last,
    open: index.open,
    high: index.high,
    low: index.low,
    prevClose: index.prevClose,
    change: index.change,
    changePercent: index.changePercent,
    time: new Date(index.time).toISOString(),
    seq: index.seq,
    simulated: index.simulated,
  };
}

export function toCandleDto(candle: Candle) {
  return { ...candle, time: new Date(candle.time).toISOString() };
}

export function marketStatusOf(provider: MarketDataProvider): MarketStatus {
  const time = provider.marketTime();
  const status = provider.calendar.sessionStateAt(time);
  return {
    sessionState: status.state,
    nextOpen: status.nextOpen.toISOString(),
    demoSession: provider.calendar.isDemo,
    calendarLabel: provider.calendar.label,
    sourceLabel: provider.source.label,
    simulated: provider.source.simulated,
    time: time.toISOString(),
  };
}
