import {
  compare,
  isNegative,
  multiply,
  roundTo,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { CreditBand, CreditSettings } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import type { MarketDataProvider } from '../../market-data/provider';
import { customerAssetFigures } from '../funding';
import { bandOf, creditFactsOf, openApplicationAmount, scoreOf, type FactorPoints } from './score';

/**
 * Where a customer stands (docs/credit.md, "The limit"): the score and its factors, the band of
 * the published table it falls in, the own assets the band lends a share of, the credit limit,
 * what is borrowed, and what may still be borrowed.
 */
export type CreditStanding = {
  score: number;
  factors: FactorPoints[];
  band: CreditBand;
  ownAssets: DecimalString;
  creditLimit: DecimalString;
  borrowed: DecimalString;
  /** creditLimit − borrowed − an application under review, never below zero. */
  borrowable: DecimalString;
};

const atLeastZero = (value: DecimalString) => (isNegative(value) ? ZERO : value);

/** limit = min(band's cap, band's share × own assets), to the yen below. */
export function creditLimitOf(band: CreditBand, ownAssets: DecimalString): DecimalString {
  const share = roundTo(multiply(band.collateralShare, atLeastZero(ownAssets)), 0, 'down');
  return compare(share, band.maxLimit) < 0 ? share : band.maxLimit;
}

export async function creditStanding(
  deps: { db: Queryable; market: MarketDataProvider },
  settings: CreditSettings,
  customerId: number,
  now: Date,
  /** An application to leave out of the borrowable amount (the one being approved). */
  options: { excludeOpenApplication?: boolean } = {},
): Promise<CreditStanding> {
  const [facts, assets, pending] = await Promise.all([
    creditFactsOf(deps.db, customerId),
    customerAssetFigures(deps.db, deps.market, customerId, now),
    options.excludeOpenApplication ? ZERO : openApplicationAmount(deps.db, customerId),
  ]);
  const { score, factors } = scoreOf(facts, now);
  const band = bandOf(settings.bands, score);
  // Total assets already nets what is owed on loans: it is the customer's own money.
  const ownAssets = atLeastZero(roundTo(assets.totalAssets, 0, 'down'));
  const creditLimit = creditLimitOf(band, ownAssets);
  const borrowable = atLeastZero(subtract(subtract(creditLimit, facts.owed), pending));
  return { score, factors, band, ownAssets, creditLimit, borrowed: facts.owed, borrowable };
}
