import type { MarketDataProvider, MarketUpdate } from '../market-data/provider';
import { toIndexDto, toQuoteDto } from '../market-data/dto';
import type { FeedLeadership } from './feed-leader';
import type { QuoteBus, QuoteUpdate } from './quote-bus';

/** What travels on the bus for one provider update: the same shape the REST API answers. */
export function toBusUpdate(provider: MarketDataProvider, update: MarketUpdate): QuoteUpdate {
  return {
    symbol: update.symbol,
    seq: update.seq,
    time: new Date(update.time).toISOString(),
    quote: update.kind === 'quote' ? toQuoteDto(provider, update.quote) : toIndexDto(update.index),
  };
}

/** The current quote of a symbol or index, for a snapshot when the bus has none yet. */
export function currentBusUpdate(provider: MarketDataProvider, symbol: string): QuoteUpdate | undefined {
  if (provider.instrument(symbol)) {
    const quote = provider.quote(symbol);
    return { symbol, seq: quote.seq, time: new Date(quote.time).toISOString(), quote: toQuoteDto(provider, quote) };
  }
  const index = provider.indices().find((candidate) => candidate.code === symbol);
  if (!index) return undefined;
  return { symbol, seq: index.seq, time: new Date(index.time).toISOString(), quote: toIndexDto(index) };
}

/**
 * Publishes the provider's updates on the bus while this process holds the feed. Every process runs
 * the same deterministic market for its REST answers; only the leader's updates travel, so every
 * socket on every process sees one sequence.
 */
export function publishMarketFeed(
  provider: MarketDataProvider,
  bus: QuoteBus,
  leadership: FeedLeadership,
  onError: (error: unknown) => void,
): () => void {
  return provider.subscribe((update) => {
    if (!leadership.isLeader()) return;
    bus.publish(toBusUpdate(provider, update)).catch(onError);
  });
}
