import { COPY_ENTRY_TYPES, LOCALES } from '@kabuto/contract';
import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import {
  belowMinimum,
  canFollow,
  formatUnits,
  holdingDays,
  isFollowing,
  lockupEndFor,
  lockupEnded,
  ratePercent,
  recordsOfTab,
  redemptionEstimate,
  returnPercent,
  submissionKey,
  unitsFor,
  unitsInput,
  valueOfUnits,
} from './copy-math';
import { productIdOf } from './product-screen';

describe('the units a follow buys', () => {
  it('is the amount ÷ the NAV, rounded down to six decimals', () => {
    // The first follow of a pool: ¥10,000 a unit.
    expect(unitsFor(dec('200000'), dec('10000'))).toBe('20');
    // ¥100,000 at ¥10,512.37: 9.5126027…, kept to the millionth below.
    expect(unitsFor(dec('100000'), dec('10512.37'))).toBe('9.512602');
    // ¥100,000 at ¥3: 33,333.3333…
    expect(unitsFor(dec('100000'), dec('3'))).toBe('33333.333333');
  });

  it('keeps every digit where a JS number would not', () => {
    expect(unitsFor(dec('123456789012345678'), dec('1'))).toBe('123456789012345678');
    expect(unitsFor(dec('900719925474099300'), dec('10000'))).toBe('90071992547409.93');
  });

  it('buys nothing at no NAV', () => {
    expect(unitsFor(dec('100000'), dec('0'))).toBe('0');
  });
});

describe('what units are worth', () => {
  it('is units × NAV, rounded down to the yen', () => {
    expect(valueOfUnits(dec('9.512602'), dec('10512.37'))).toBe('99999');
    expect(valueOfUnits(dec('20'), dec('10000'))).toBe('200000');
  });

  it('is the server’s value of the holding when all of it is redeemed', () => {
    const holding = { units: dec('9.512602'), value: dec('100000') };
    expect(redemptionEstimate(dec('9.512602'), holding, dec('10512.37'))).toBe('100000');
    expect(redemptionEstimate(dec('9.512602000'), holding, dec('10512.37'))).toBe('100000');
    expect(redemptionEstimate(dec('5'), holding, dec('10512.37'))).toBe('52561');
  });

  it('takes units as typed: digits and six decimals at most', () => {
    expect(unitsInput('20')).toBe('20');
    expect(unitsInput('１２.５')).toBe('12.5');
    expect(unitsInput('007.1234567')).toBe('7.123456');
    expect(unitsInput('1.2.3')).toBe('1.23');
    expect(unitsInput('abc')).toBe('');
  });

  it('shows units with six decimals, grouped', () => {
    expect(formatUnits(dec('20'))).toBe('20.000000');
    expect(formatUnits(dec('33333.333333'))).toBe('33,333.333333');
    expect(formatUnits(dec('0'))).toBe('0.000000');
  });
});

describe('rates and returns', () => {
  it('shows the fee rate as a percentage, as the operator set it', () => {
    expect(ratePercent(dec('0.2'))).toBe('20');
    expect(ratePercent(dec('0.1525'))).toBe('15.25');
    expect(ratePercent(dec('0'))).toBe('0');
  });

  it('shows the return since start with two decimals and a loss as a loss', () => {
    expect(returnPercent(dec('0.0512'))).toBe('5.12');
    expect(returnPercent(dec('-0.013'))).toBe('-1.30');
    expect(returnPercent(dec('0'))).toBe('0.00');
  });
});

describe('following', () => {
  const deadline = '2026-06-30T06:00:00.000Z';
  const before = Date.parse(deadline) - 1;

  it('refuses an amount below the minimum, as the server does', () => {
    expect(belowMinimum(dec('99999'), dec('100000'))).toBe(true);
    expect(belowMinimum(dec('100000'), dec('100000'))).toBe(false);
    expect(belowMinimum(dec('100000.00'), dec('100000'))).toBe(false);
  });

  it('counts as following while I hold units', () => {
    expect(isFollowing({ myHolding: null })).toBe(false);
    expect(isFollowing({ myHolding: { units: dec('0') } })).toBe(false);
    expect(isFollowing({ myHolding: { units: dec('0.000001') } })).toBe(true);
  });

  it('is offered while the product is open and before its deadline', () => {
    expect(canFollow({ status: 'open', subscriptionDeadlineAt: deadline }, before)).toBe(true);
    expect(
      canFollow({ status: 'open', subscriptionDeadlineAt: deadline }, Date.parse(deadline)),
    ).toBe(false);
    for (const status of ['ended', 'terminated', 'draft'] as const)
      expect(canFollow({ status, subscriptionDeadlineAt: deadline }, before)).toBe(false);
  });

  it('locks the holding up for the product’s days of 24 hours', () => {
    expect(lockupEndFor(Date.parse('2026-06-01T03:00:00.000Z'), 7)).toBe(
      '2026-06-08T03:00:00.000Z',
    );
    const holding = { lockupEndsAt: '2026-06-08T03:00:00.000Z' };
    expect(lockupEnded(holding, Date.parse(holding.lockupEndsAt) - 1)).toBe(false);
    expect(lockupEnded(holding, Date.parse(holding.lockupEndsAt))).toBe(true);
  });
});

describe('the idempotency key of a confirmed submission', () => {
  let made = 0;
  const make = () => `key-${(made += 1)}`;

  it('is fresh for a first submission and for another request', () => {
    const first = submissionKey(null, '{"amount":"200000"}', make);
    expect(first).toEqual({ request: '{"amount":"200000"}', key: 'key-1' });
    expect(submissionKey(first, '{"amount":"300000"}', make).key).toBe('key-2');
  });

  it('is the same for a retry of the same request', () => {
    const first = submissionKey(null, '{"amount":"200000"}', make);
    expect(submissionKey(first, '{"amount":"200000"}', make)).toBe(first);
  });
});

describe('my records', () => {
  const record = (id: number, status: 'in_progress' | 'ended' | 'terminated') => ({ id, status });
  const records = [record(1, 'in_progress'), record(2, 'ended'), record(3, 'terminated')];

  it('lists every record, those in progress, and the ended with the terminated', () => {
    expect(recordsOfTab(records, 'all').map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(recordsOfTab(records, 'in_progress').map(({ id }) => id)).toEqual([1]);
    expect(recordsOfTab(records, 'ended').map(({ id }) => id)).toEqual([2, 3]);
  });

  it('counts the holding time from the first follow to now, or to the redemption that ended it', () => {
    const firstFollowedAt = '2026-06-01T03:00:00.000Z';
    const day = 24 * 60 * 60 * 1000;
    const start = Date.parse(firstFollowedAt);
    const flows = [{ at: firstFollowedAt }, { at: new Date(start + 8 * day + 5).toISOString() }];
    const live = { status: 'in_progress' as const, holding: { firstFollowedAt }, flows };
    expect(holdingDays(live, start + 3 * day - 1)).toBe(2);
    expect(holdingDays(live, start + 3 * day)).toBe(3);
    const ended = { ...live, status: 'ended' as const };
    expect(holdingDays(ended, start + 30 * day)).toBe(8);
    expect(holdingDays(live, start - day)).toBe(0);
  });
});

describe('copy trading’s money in the fund records', () => {
  it('names the follow and the redemption in every language', () => {
    for (const type of COPY_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
  });
});

describe('the product in the address', () => {
  it('is a positive whole number, else none', () => {
    expect(productIdOf(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc'])
      expect(productIdOf(new URLSearchParams(bad))).toBeNull();
  });
});
