import type { UserInfo } from '@kabuto/contract';
import { add, roundTo, subtract, sum, ZERO } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { getCustomerWallets } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { resolveRatesProvider, valueInJpy } from '../fx';
import { readTradingSettings, valueOpenPositions } from '../trading';

/**
 * The member centre's figures, from the ledger (docs/funding.md):
 * - totalAssets: every wallet's available + held + margin, less what is owed on loans (a negative
 *   loan balance), each currency converted to JPY at the current rates, plus the open positions'
 *   profit or less their loss at the market price now (a position can lose at most its margin);
 *   rounded down to the yen.
 * - frozenFunds: held money in every currency (pending withdrawals and orders), in JPY.
 * - availableFunds: the JPY wallet's available balance (what JPY trading and withdrawals use).
 * - profit: what trading has made or lost: the realised results of closed positions and the open
 *   positions' profit or loss at market, every fee and tax paid included. A loss shows as a loss.
 * - usdAmount: the USD wallet's available balance.
 * Stale upstream rates are still used here (a figure, not a price anyone trades at).
 */
export async function customerAssetFigures(
  db: Queryable,
  market: MarketDataProvider,
  customerId: number,
  now: Date,
): Promise<UserInfo['assets']> {
  const [wallets, positions] = await Promise.all([
    getCustomerWallets(db, customerId),
    readTradingSettings(db).then((settings) =>
      valueOpenPositions({ db, market }, customerId, settings),
    ),
  ]);
  const provider = await resolveRatesProvider(db, { allowStale: true });
  const rates = await provider.ratesAt(db, now);
  const total = valueInJpy(
    rates,
    wallets.map((wallet) => ({
      currency: wallet.currency,
      amount: sum([wallet.available, wallet.held, wallet.margin, wallet.loan]),
    })),
  );
  const held = valueInJpy(
    rates,
    wallets.map((wallet) => ({ currency: wallet.currency, amount: wallet.held })),
  );
  const jpy = wallets.find((wallet) => wallet.currency === 'JPY');
  const usd = wallets.find((wallet) => wallet.currency === 'USD');
  return {
    currency: 'JPY',
    totalAssets: roundTo(add(total, positions.equityAdjustment), 0, 'down'),
    frozenFunds: roundTo(held, 0, 'down'),
    availableFunds: jpy?.available ?? ZERO,
    profit: subtract(
      add(positions.summary.realizedPnlNet, positions.summary.unrealizedPnl),
      positions.openCostsPaid,
    ),
    usdAmount: usd?.available ?? ZERO,
  };
}
