import type { TradingService } from '../trading';
import { poolTrader } from './pool-account';

/** A pool's open positions as the console shows them, read through the trading module. */
export async function poolPositions(trading: TradingService, poolCustomerId: number) {
  const open = await trading.positions(poolTrader(poolCustomerId), { tab: 'open', limit: 100 });
  return open.items.map((position) => ({
    id: position.id,
    symbol: position.symbol,
    shares: position.shares,
    openPrice: position.openPrice,
    margin: position.margin,
    unrealizedPnl: position.unrealizedPnl ?? null,
    status: position.status,
    openedAt: position.openedAt,
  }));
}
