import type { UserInfo } from '@kabuto/contract';
import { add, compare, roundTo, subtract, sum, ZERO, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { getCustomerWallets, type CustomerWallet } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { resolveRatesProvider, valueInJpy } from '../fx';
import { paidAwaitingListing } from '../ipo';
import { valueOpenPositions, type Valuation } from '../trading';

/**
 * The member centre's figures, from the ledger (docs/funding.md). Total assets is the sum of its
 * parts, each in JPY at the current rates and kept to the sen (2 decimals), so the parts a screen
 * shows always add up to the total it shows:
 * - availableFunds: the JPY wallet's available balance (what JPY trading and withdrawals use);
 * - foreignFunds: the other currencies' available balances;
 * - frozenFunds: money held in every currency (pending withdrawals and orders);
 * - marginInUse: the margin of open positions (and added margin);
 * - ipoAllotments: paid for new shares not listed yet (their money waits in the margin account
 *   with no position until listing, ADR 0026; counted apart so margin in use is the positions');
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
    valueOpenPositions({ db, market }, customerId),
  ]);
  return assetFiguresOf(db, customerId, wallets, positions, now);
}

/** The figures from the customer's wallets and valued open positions (rates read when needed). */
export async function assetFiguresOf(
  db: Queryable,
  customerId: number,
  wallets: readonly CustomerWallet[],
  positions: Valuation,
  now: Date,
): Promise<UserInfo['assets']> {
  // Rates only when a foreign wallet holds something (most customers' never do).
  const foreignHeld = wallets.some(
    (wallet) =>
      wallet.currency !== 'JPY' &&
      [wallet.available, wallet.held, wallet.margin, wallet.loan].some((amount) => amount !== ZERO),
  );
  const rates = foreignHeld
    ? await (await resolveRatesProvider(db, { allowStale: true })).ratesAt(db, now)
    : null;
  // Without foreign holdings every foreign amount is zero: the JPY ones are the whole value.
  const inJpy = (amount: (wallet: CustomerWallet) => DecimalString, among = wallets) =>
    roundTo(
      rates
        ? valueInJpy(
            rates,
            among.map((wallet) => ({ currency: wallet.currency, amount: amount(wallet) })),
          )
        : sum(among.filter((wallet) => wallet.currency === 'JPY').map(amount)),
      2,
      'down',
    );
  const jpy = wallets.find((wallet) => wallet.currency === 'JPY');
  // Only when the margin account holds more than the positions do: most customers never pay
  // for new shares, and /user/info stays one query.
  const ipoAllotments =
    jpy && compare(jpy.margin, positions.summary.marginTotal) > 0
      ? await paidAwaitingListing(db, customerId)
      : ZERO;
  const usd = wallets.find((wallet) => wallet.currency === 'USD');
  const foreign = wallets.filter((wallet) => wallet.currency !== 'JPY');
  const parts = {
    availableFunds: roundTo(jpy?.available ?? ZERO, 2, 'down'),
    foreignFunds: inJpy((wallet) => wallet.available, foreign),
    frozenFunds: inJpy((wallet) => wallet.held),
    marginInUse: subtract(
      inJpy((wallet) => wallet.margin),
      ipoAllotments,
    ),
    ipoAllotments: roundTo(ipoAllotments, 2, 'down'),
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
