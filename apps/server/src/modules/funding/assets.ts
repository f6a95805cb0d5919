import type { UserInfo } from '@kabuto/contract';
import { add, roundTo, subtract, sum, ZERO, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { getCustomerWallets } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { resolveRatesProvider, valueInJpy } from '../fx';
import { readTradingSettings, valueOpenPositions } from '../trading';

/**
 * The member centre's figures, from the ledger (docs/funding.md). Total assets is the sum of its
 * parts, each in JPY at the current rates and kept to the sen (2 decimals), so the parts a screen
 * shows always add up to the total it shows:
 * - availableFunds: the JPY wallet's available balance (what JPY trading and withdrawals use);
 * - foreignFunds: the other currencies' available balances;
 * - frozenFunds: money held in every currency (pending withdrawals and orders);
 * - marginInUse: the margin of open positions (and added margin);
 * - unrealizedPnl: what the open positions add at market now (profit, or loss down to at most
 *   their margin: a position can lose no more than its margin), before closing costs;
 * - loanBalance: what is owed on loans (zero or negative).
 * Besides the total:
 * - profit: what trading has made or lost: the realised results of closed positions and the open
 *   positions' profit or loss at market, every fee and tax paid included. A loss shows as a loss.
 * - usdAmount: the USD wallet's available balance, in USD.
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
  const inJpy = (amount: (wallet: (typeof wallets)[number]) => DecimalString, among = wallets) =>
    roundTo(
      valueInJpy(
        rates,
        among.map((wallet) => ({ currency: wallet.currency, amount: amount(wallet) })),
      ),
      2,
      'down',
    );
  const jpy = wallets.find((wallet) => wallet.currency === 'JPY');
  const usd = wallets.find((wallet) => wallet.currency === 'USD');
  const foreign = wallets.filter((wallet) => wallet.currency !== 'JPY');
  const parts = {
    availableFunds: roundTo(jpy?.available ?? ZERO, 2, 'down'),
    foreignFunds: inJpy((wallet) => wallet.available, foreign),
    frozenFunds: inJpy((wallet) => wallet.held),
    marginInUse: inJpy((wallet) => wallet.margin),
    unrealizedPnl: roundTo(positions.equityAdjustment, 2, 'half-up'),
    loanBalance: inJpy((wallet) => wallet.loan),
  };
  return {
    currency: 'JPY',
    totalAssets: sum(Object.values(parts)),
    ...parts,
    profit: subtract(
      add(positions.summary.realizedPnlNet, positions.summary.unrealizedPnl),
      positions.openCostsPaid,
    ),
    usdAmount: usd?.available ?? ZERO,
  };
}
