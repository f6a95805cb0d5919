import { createHash } from 'node:crypto';
import { CURRENCY_CODES, currencyScale, isCurrencyCode, type CurrencyCode } from '@kabuto/contract';
import {
  add,
  canonicalDecimal,
  divide,
  fromInteger,
  isDecimalString,
  isPositive,
  multiply,
  roundTo,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { fxStoredRates } from '../../db/schema-funding';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { readGeneralSettings } from '../funding-settings';

/**
 * Exchange rates (docs/funding.md). Every rate is quoted against the US dollar ("units of the
 * currency per one USD"); a pair is crossed through USD. The provider is an interface: the embedded
 * default is a seeded table that drifts a little, deterministically with the clock, so tests on a
 * pinned clock see fixed rates; a real source plugs in as an `FxRateSource` whose rates are stored
 * (`refreshStoredRates`) and read back by the 'stored' provider. The funding settings choose which.
 *
 * Rounding, in one place:
 * - a unit rate per USD is carried with RATE_DECIMALS decimals (half-up);
 * - a cross rate `to per from` = perUsd(to) / perUsd(from), rounded half-up to RATE_DECIMALS: that is
 *   the rate the customer is quoted and the one the exchange applies, exactly;
 * - the amount received = amount × quoted rate, rounded DOWN to the target currency's minor unit.
 *   The fraction below the minor unit stays with the house FX account (the entry balances per
 *   currency, so nothing is lost from the journal); no other fee is charged.
 */

export const RATE_DECIMALS = 12;

const ONE = canonicalDecimal('1');
const MILLION = canonicalDecimal('1000000');

export type UsdRateTable = {
  asOf: Date;
  /** Units of each of the ten currencies per one USD (USD itself is 1). */
  perUsd: Record<CurrencyCode, DecimalString>;
};

export type RatesSourceInfo = { id: string; label: string; simulated: boolean };

export interface FxRatesProvider {
  readonly info: RatesSourceInfo;
  /** The rates in force at `now`; refuses with 'fx_rate_unavailable' when it has none fresh enough. */
  ratesAt(db: Queryable, now: Date): Promise<UsdRateTable>;
}

/**
 * A real upstream (a bank or a market-data vendor): fetches units per USD for some currencies, as
 * the upstream writes them (checked before they are stored).
 */
export interface FxRateSource {
  readonly name: string;
  fetchUnitsPerUsd(): Promise<Partial<Record<CurrencyCode, string>>>;
}

/** The embedded table's starting points (units per USD, late 2025). */
export const EMBEDDED_BASE_RATES: Record<CurrencyCode, DecimalString> = {
  JPY: canonicalDecimal('150'),
  CNY: canonicalDecimal('7.1'),
  TWD: canonicalDecimal('31.5'),
  HKD: canonicalDecimal('7.78'),
  USD: canonicalDecimal('1'),
  MYR: canonicalDecimal('4.2'),
  THB: canonicalDecimal('32.5'),
  VND: canonicalDecimal('26000'),
  KRW: canonicalDecimal('1400'),
  INR: canonicalDecimal('88.5'),
};

/** The drift: a smooth wander within ±0.3% of the base, through a knot every 10 minutes. */
const KNOT_MS = 10 * 60 * 1000;
const MAX_DRIFT_MILLIONTHS = 3000;

function knotOffset(currency: CurrencyCode, knot: number): number {
  const digest = createHash('sha256').update(`kabuto-fx:${currency}:${knot}`).digest();
  return (digest.readUInt32BE(0) % (2 * MAX_DRIFT_MILLIONTHS + 1)) - MAX_DRIFT_MILLIONTHS;
}

/** Base × (1 + offset), the offset interpolated between the knots around `now`. Pure. */
export function embeddedRateAt(currency: CurrencyCode, now: Date): DecimalString {
  if (currency === 'USD') return ONE;
  const ms = now.getTime();
  const knot = Math.floor(ms / KNOT_MS);
  const from = knotOffset(currency, knot);
  const to = knotOffset(currency, knot + 1);
  const fraction = divide(fromInteger(ms - knot * KNOT_MS), fromInteger(KNOT_MS));
  const offsetMillionths = add(fromInteger(from), multiply(fromInteger(to - from), fraction));
  const factor = add(ONE, divide(offsetMillionths, MILLION));
  return roundTo(multiply(EMBEDDED_BASE_RATES[currency], factor), RATE_DECIMALS, 'half-up');
}

export const embeddedRatesProvider: FxRatesProvider = {
  info: {
    id: 'embedded',
    label: 'Simulated rates (embedded table with a small drift; not market rates)',
    simulated: true,
  },
  ratesAt(_db: Queryable, now: Date): Promise<UsdRateTable> {
    const perUsd = {} as Record<CurrencyCode, DecimalString>;
    for (const currency of CURRENCY_CODES) perUsd[currency] = embeddedRateAt(currency, now);
    return Promise.resolve({ asOf: now, perUsd });
  },
};

/** Stored rates older than this are not quoted. */
export const STORED_RATES_MAX_AGE_MS = 15 * 60 * 1000;

export function storedRatesProvider(options: { allowStale?: boolean } = {}): FxRatesProvider {
  return {
    info: { id: 'stored', label: 'Rates from the configured upstream source', simulated: false },
    async ratesAt(db: Queryable, now: Date): Promise<UsdRateTable> {
      const rows = await db.select().from(fxStoredRates);
      const perUsd = { USD: ONE } as Record<CurrencyCode, DecimalString>;
      let oldest = now;
      for (const row of rows) {
        if (!isCurrencyCode(row.currency) || row.currency === 'USD') continue;
        perUsd[row.currency] = roundTo(row.unitsPerUsd, RATE_DECIMALS, 'half-up');
        if (row.observedAt < oldest) oldest = row.observedAt;
      }
      const complete = CURRENCY_CODES.every((currency) => perUsd[currency] !== undefined);
      const fresh = now.getTime() - oldest.getTime() <= STORED_RATES_MAX_AGE_MS;
      if (!complete || (!fresh && !options.allowStale)) throw new AppError('fx_rate_unavailable');
      return { asOf: oldest, perUsd };
    },
  };
}

/** The provider the funding settings select (operators choose the source, never a rate). */
export async function resolveRatesProvider(
  db: Queryable,
  options: { allowStale?: boolean } = {},
): Promise<FxRatesProvider> {
  const settings = await readGeneralSettings(db);
  return settings.fxRatesSource === 'stored' ? storedRatesProvider(options) : embeddedRatesProvider;
}

/**
 * Pulls rates from a real source and stores them for the 'stored' provider. Rates that are not
 * positive decimals are ignored; USD is always 1. Answers how many currencies were updated.
 */
export async function refreshStoredRates(
  db: Queryable,
  source: FxRateSource,
  clock: Clock,
): Promise<number> {
  const fetched = await source.fetchUnitsPerUsd();
  const observedAt = clock.now();
  let updated = 0;
  for (const currency of CURRENCY_CODES) {
    if (currency === 'USD') continue;
    const value = fetched[currency];
    if (value === undefined || !isDecimalString(value) || !isPositive(value)) continue;
    const unitsPerUsd = roundTo(value, RATE_DECIMALS, 'half-up');
    await db
      .insert(fxStoredRates)
      .values({ currency, unitsPerUsd, sourceName: source.name, observedAt })
      .onConflictDoUpdate({
        target: fxStoredRates.currency,
        set: { unitsPerUsd, sourceName: source.name, observedAt },
      });
    updated += 1;
  }
  return updated;
}

/** Units of `to` per one unit of `from`, as quoted (RATE_DECIMALS decimals, half-up). */
export function crossRate(
  table: UsdRateTable,
  from: CurrencyCode,
  to: CurrencyCode,
): DecimalString {
  if (from === to) return ONE;
  return roundTo(divide(table.perUsd[to], table.perUsd[from]), RATE_DECIMALS, 'half-up');
}

/** What `amount` of `from` buys at `rate`, rounded DOWN to the target's minor unit. */
export function convertAtRate(amount: DecimalString, rate: DecimalString, to: CurrencyCode) {
  return roundTo(multiply(amount, rate), currencyScale(to), 'down');
}

/**
 * The JPY value of amounts in several currencies (unrounded sum, for figures and comparisons): each
 * amount × the cross rate to JPY. Callers round where they show it.
 */
export function valueInJpy(
  table: UsdRateTable,
  amounts: readonly { currency: CurrencyCode; amount: DecimalString }[],
): DecimalString {
  // Most wallets of most customers are empty: a zero needs no rate (each rate is a division).
  return sum(
    amounts
      .filter(({ amount }) => amount !== ZERO)
      .map(({ currency, amount }) =>
        currency === 'JPY' ? amount : multiply(amount, crossRate(table, currency, 'JPY')),
      ),
  );
}
