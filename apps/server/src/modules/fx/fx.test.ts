import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  currencyScale,
  fxRatesResponse,
  type CurrencyCode,
} from '@kabuto/contract';
import {
  add,
  compare,
  multiply,
  parseDecimal,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { journalEntries, postings } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import {
  expectAnswer,
  fund,
  newCustomer,
  OPEN_HOURS,
  useFundingTestApp,
  wallet,
  type Customer,
} from '../funding/testing';
import {
  EMBEDDED_BASE_RATES,
  convertAtRate,
  crossRate,
  embeddedRateAt,
  embeddedRatesProvider,
  refreshStoredRates,
  type FxRateSource,
} from './rates';

const { t, admin, reviewer } = useFundingTestApp();

async function fundedCustomer(amount = '1000000'): Promise<Customer> {
  const customer = await newCustomer(t);
  await fund(t, customer, amount, { admin, reviewer });
  return customer;
}

function quote(customer: Customer, from: string, to: string, amount: string) {
  return t.call('/fx/quote', { from, to, amount }, customer.headers);
}

describe('the embedded rates', () => {
  it('are the ten currencies per USD, labelled simulated, within 0.3% of the seeded table', async () => {
    const customer = await newCustomer(t);
    const answer = await t.call('/fx/rates', {}, customer.headers);
    expect(answer.data.source).toMatchObject({ id: 'embedded', simulated: true });
    expect(answer.data.rates.map((rate: { currency: string }) => rate.currency)).toEqual(
      CURRENCY_CODES,
    );
    for (const { currency, perUsd } of fxRatesResponse.parse(answer.data).rates) {
      const base = EMBEDDED_BASE_RATES[currency];
      expect(compare(perUsd, multiply(base, dec('0.997')))).toBeGreaterThanOrEqual(0);
      expect(compare(perUsd, multiply(base, dec('1.003')))).toBeLessThanOrEqual(0);
    }
    expect(
      answer.data.rates.find((rate: { currency: string }) => rate.currency === 'USD').perUsd,
    ).toBe('1');
  });

  it('drift a little, deterministically with the clock', () => {
    const at = new Date('2026-11-20T01:00:00Z');
    expect(embeddedRateAt('JPY', at)).toBe(embeddedRateAt('JPY', new Date(at.getTime())));
    const later = embeddedRateAt('JPY', new Date(at.getTime() + 60 * 60 * 1000));
    expect(later).not.toBe(embeddedRateAt('JPY', at));
    // Continuous: a second apart, the rate moves by far less than 0.01%.
    const next = embeddedRateAt('JPY', new Date(at.getTime() + 1000));
    const step = subtract(next, embeddedRateAt('JPY', at));
    expect(compare(parseDecimal(step).abs(), dec('0.015'))).toBeLessThan(0);
  });
});

describe('a quote, then the exchange', () => {
  it('honours the quoted rate within its validity, both legs in one entry through the house FX accounts', async () => {
    const customer = await fundedCustomer('1000000');
    const quoted = await quote(customer, 'JPY', 'USD', '100000');
    expectAnswer(quoted, '');
    const table = await embeddedRatesProvider.ratesAt(t.database.db, t.clock.now());
    const rate = crossRate(table, 'JPY', 'USD');
    expect(quoted.data).toMatchObject({
      from: 'JPY',
      to: 'USD',
      amount: '100000',
      rate,
      toAmount: roundTo(multiply(dec('100000'), rate), 2, 'down'),
      fee: '0',
      rounding: 'down',
      expiresAt: new Date(t.clock.now().getTime() + 30_000).toISOString(),
    });

    // The market moves during the validity; the quote does not.
    t.clock.advanceSeconds(29);
    const done = await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, customer.headers);
    expectAnswer(done, '');
    expect(done.data).toMatchObject({
      fromAmount: '100000',
      toAmount: quoted.data.toAmount,
      rate,
      fromAvailable: '900000',
      toAvailable: quoted.data.toAmount,
    });
    const [entry] = await t.database.db
      .select({ type: journalEntries.type, postings: count(postings.id) })
      .from(journalEntries)
      .innerJoin(postings, eq(postings.entryId, journalEntries.id))
      .where(eq(journalEntries.id, done.data.journalEntryId))
      .groupBy(journalEntries.id);
    expect(entry).toEqual({ type: 'exchange', postings: 4 });

    const records = await t.call('/funding/records', { tab: 'all' }, customer.headers);
    expect(records.data.items[0]).toMatchObject({
      type: 'exchange',
      currency: 'JPY',
      amount: '-100000',
      status: 'completed',
      legs: [
        { currency: 'JPY', purpose: 'available', amount: '-100000' },
        { currency: 'USD', purpose: 'available', amount: quoted.data.toAmount },
      ],
    });
    expect(records.data.items[0].orderNo).toMatch(/^FX/);

    // Mine: JPY plus the dollars at the current rate (foreign currency, down to the sen).
    const info = await t.call('/user/info', {}, customer.headers);
    const now = await embeddedRatesProvider.ratesAt(t.database.db, t.clock.now());
    const usdInYen = roundTo(
      multiply(quoted.data.toAmount, crossRate(now, 'USD', 'JPY')),
      2,
      'down',
    );
    expect(info.data.assets).toMatchObject({
      availableFunds: '900000',
      foreignFunds: usdInYen,
      usdAmount: quoted.data.toAmount,
      totalAssets: add(dec('900000'), usdInYen),
    });
  });

  it('refuses an expired, used, foreign or unknown quote alike', async () => {
    const customer = await fundedCustomer('100000');
    const other = await fundedCustomer('100000');
    const expired = await quote(customer, 'JPY', 'USD', '10000');
    t.clock.advanceSeconds(30);
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: expired.data.quoteId }, customer.headers),
      'fx_quote_expired',
    );
    t.clock.set(OPEN_HOURS);

    const fresh = await quote(customer, 'JPY', 'USD', '10000');
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: fresh.data.quoteId }, other.headers),
      'fx_quote_expired',
    );
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: fresh.data.quoteId }, customer.headers),
      '',
    );
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: fresh.data.quoteId }, customer.headers),
      'fx_quote_expired',
    );
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: 'no-such-quote' }, customer.headers),
      'fx_quote_expired',
    );
    expect(await wallet(t, other.headers)).toMatchObject({ available: '100000' });
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '90000' });
  });

  it('exchanges once when the same request is retried with its idempotency key', async () => {
    const customer = await fundedCustomer('100000');
    const quoted = await quote(customer, 'JPY', 'KRW', '10000');
    const headers = { ...customer.headers, 'idempotency-key': `exchange-${quoted.data.quoteId}` };
    const first = await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, headers);
    const again = await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, headers);
    expect(again.data).toEqual(first.data);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '90000' });
  });

  it('refuses the same currency twice, amounts finer than the unit, amounts too small, and overdrafts', async () => {
    const customer = await fundedCustomer('100000');
    expectAnswer(await quote(customer, 'JPY', 'JPY', '1000'), 'fx_same_currency');
    expectAnswer(await quote(customer, 'JPY', 'USD', '1000.5'), 'amount_invalid');
    expectAnswer(await quote(customer, 'JPY', 'USD', 'abc'), 'amount_invalid');
    expectAnswer(await quote(customer, 'JPY', 'USD', '1'), 'fx_amount_too_small');
    const tooMuch = await quote(customer, 'JPY', 'USD', '100001');
    expectAnswer(tooMuch, '');
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: tooMuch.data.quoteId }, customer.headers),
      'insufficient_available_balance',
    );
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '100000' });
  });

  it('refuses a frozen account', async () => {
    const customer = await fundedCustomer('100000');
    const quoted = await quote(customer, 'JPY', 'USD', '10000');
    await t.callAdmin(
      '/customers/restrict',
      { customerId: customer.id, kind: 'frozen', reason: 'Investigation' },
      reviewer,
    );
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, customer.headers),
      'account_frozen',
    );
    expectAnswer(await quote(customer, 'JPY', 'USD', '10000'), 'account_frozen');
  });
});

describe('rounding', () => {
  it('rounds the amount received down to the target’s minor unit, never up', () => {
    const clock = new ManualClock(OPEN_HOURS);
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 7 * 24 * 3600 }),
        (from, to, units, seconds) => {
          if (from === to) return;
          const now = new Date(clock.now().getTime() + seconds * 1000);
          const table = {
            asOf: now,
            perUsd: Object.fromEntries(
              CURRENCY_CODES.map((c) => [c, embeddedRateAt(c, now)]),
            ) as Record<CurrencyCode, DecimalString>,
          };
          const scale = currencyScale(from);
          const amount = roundTo(
            multiply(dec(units.toString()), dec(scale === 0 ? '1' : '0.01')),
            scale,
            'down',
          );
          const rate = crossRate(table, from, to);
          const received = convertAtRate(amount, rate, to);
          const exact = multiply(amount, rate);
          const unit = dec(currencyScale(to) === 0 ? '1' : '0.01');
          expect(compare(received, exact)).toBeLessThanOrEqual(0);
          expect(compare(subtract(exact, received), unit)).toBeLessThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the stored-rates adapter', () => {
  it('quotes from rates a real source stored, and refuses when they are stale', async () => {
    const settings = await t.callAdmin('/funding/settings', {}, admin);
    const general = settings.data.general;
    await t.callAdmin(
      '/funding/saveSettings',
      { general: { ...general, fxRatesSource: 'stored' }, reason: 'Use the bank feed' },
      admin,
    );
    try {
      const customer = await fundedCustomer('100000');
      expectAnswer(await quote(customer, 'JPY', 'USD', '10000'), 'fx_rate_unavailable');
      const source: FxRateSource = {
        name: 'test bank feed',
        fetchUnitsPerUsd: () =>
          Promise.resolve({
            JPY: '155',
            CNY: '7.2',
            TWD: '32',
            HKD: '7.8',
            MYR: '4.3',
            THB: '33',
            VND: '25000',
            KRW: '1300',
            INR: '85',
          }),
      };
      expect(await refreshStoredRates(t.database.db, source, t.clock)).toBe(9);
      const quoted = await quote(customer, 'JPY', 'USD', '15500');
      expect(quoted.data).toMatchObject({
        rate: '0.006451612903',
        toAmount: '99.99',
        source: { id: 'stored', simulated: false },
      });
      const rates = await t.call('/fx/rates', {}, customer.headers);
      expect(
        rates.data.rates.find((rate: { currency: string }) => rate.currency === 'JPY').perUsd,
      ).toBe('155');
      t.clock.advanceSeconds(15 * 60 + 1);
      expectAnswer(await quote(customer, 'JPY', 'USD', '15500'), 'fx_rate_unavailable');
      // Mine still shows figures from the last rates it has.
      expectAnswer(await t.call('/user/info', {}, customer.headers), '');
    } finally {
      t.clock.set(OPEN_HOURS);
      await t.callAdmin(
        '/funding/saveSettings',
        { general, reason: 'Back to the embedded table' },
        admin,
      );
    }
  });
});
