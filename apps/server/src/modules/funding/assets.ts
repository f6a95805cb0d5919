import type { UserInfo } from '@kabuto/contract';
import { add, roundTo, sum } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { getCustomerWallets } from '../../ledger';
import { resolveRatesProvider, valueInJpy } from '../fx/rates';

/**
 * The member centre's figures, from the ledger (docs/funding.md):
 * - totalAssets: every wallet's available + held + margin, less what is owed on loans (a negative
 *   loan balance), each currency converted to JPY at the current rates; rounded down to the yen.
 * - frozenFunds: held money in every currency (pending withdrawals, later orders), in JPY.
 * - availableFunds: the JPY wallet's available balance (what JPY trading and withdrawals use).
 * - profit: 0 until trading exists.
 * - usdAmount: the USD wallet's available balance.
 * Stale upstream rates are still used here (a figure, not a price anyone trades at).
 */
export async function customerAssetFigures(
  db: Queryable,
  customerId: number,
  now: Date,
): Promise<UserInfo['assets']> {
  const wallets = await getCustomerWallets(db, customerId);
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
    totalAssets: roundTo(total, 0, 'down'),
    frozenFunds: roundTo(held, 0, 'down'),
    availableFunds: add(jpy?.available ?? '0', '0'),
    profit: '0',
    usdAmount: add(usd?.available ?? '0', '0'),
  };
}
