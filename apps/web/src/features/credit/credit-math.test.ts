import { CREDIT_FACTORS, LOAN_ENTRY_TYPES, LOCALES, type LoanProduct } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import {
  bandIndexOf,
  bandRanges,
  exceedsBorrowable,
  factOf,
  formatDay,
  isRepayable,
  meterPercent,
  percentOf,
  percentText,
  pointsText,
  previewOf,
  submissionKey,
  wholeYen,
} from './credit-math';

const dec = canonicalDecimal;

/** The published table of the default credit settings (docs/credit.md). */
const BANDS = [
  { minScore: 0, collateralShare: dec('0'), maxLimit: dec('0') },
  { minScore: 40, collateralShare: dec('0.2'), maxLimit: dec('300000') },
  { minScore: 60, collateralShare: dec('0.4'), maxLimit: dec('1000000') },
  { minScore: 80, collateralShare: dec('0.6'), maxLimit: dec('3000000') },
];

const TERM_30: LoanProduct = {
  id: 'term30',
  termDays: 30,
  annualRate: dec('0.029'),
  lateAnnualRate: dec('0.14'),
};

describe('a score factor in words', () => {
  it('reads a verified identity as yes and an unverified one as no', () => {
    expect(factOf('identity_verified', '1')).toEqual({ kind: 'yesNo', yes: true });
    expect(factOf('identity_verified', '0')).toEqual({ kind: 'yesNo', yes: false });
  });

  it('reads an account 12 days old, two loans repaid on time and no late payment', () => {
    expect(factOf('account_age', '12')).toEqual({ kind: 'days', days: 12 });
    expect(factOf('on_time_repayments', '2')).toEqual({ kind: 'count', count: 2 });
    expect(factOf('late_payments', '0')).toEqual({ kind: 'count', count: 0 });
  });

  it('reads ¥10,000,000 deposited and ¥200,000 owed as yen', () => {
    expect(factOf('deposits', '10000000')).toEqual({ kind: 'yen', amount: '10000000' });
    expect(factOf('current_borrowing', '200000')).toEqual({ kind: 'yen', amount: '200000' });
  });

  it('shows no fact for the base points, nor for a fact it cannot read', () => {
    expect(factOf('base', '')).toEqual({ kind: 'none' });
    expect(factOf('identity_verified', 'yes')).toEqual({ kind: 'none' });
    expect(factOf('account_age', '-3')).toEqual({ kind: 'none' });
    expect(factOf('deposits', '1e7')).toEqual({ kind: 'none' });
  });

  it('has a name for every factor of the contract in every language', () => {
    for (const locale of LOCALES)
      for (const factor of CREDIT_FACTORS)
        expect(FEATURE_TRANSLATIONS.credit[locale].factors[factor].length).toBeGreaterThan(0);
  });

  it('writes points with their sign, zero as +0', () => {
    expect(pointsText(30)).toBe('+30');
    expect(pointsText(0)).toBe('+0');
    expect(pointsText(-15)).toBe('-15');
  });

  it('writes whole yen without sen, and keeps sen that are there', () => {
    expect(wholeYen(dec('10000000'))).toBe('10,000,000');
    expect(wholeYen(dec('1234.5'))).toBe('1,234.50');
  });
});

describe('the published limit table', () => {
  it('gives each band the scores up to the next band, the last up to 100', () => {
    expect(bandRanges(BANDS).map(({ from, to }) => [from, to])).toEqual([
      [0, 39],
      [40, 59],
      [60, 79],
      [80, null],
    ]);
  });

  it('finds the demo customer’s band for a score of 70, and the edges', () => {
    expect(bandIndexOf(BANDS, 70)).toBe(2);
    expect(bandIndexOf(BANDS, 60)).toBe(2);
    expect(bandIndexOf(BANDS, 59)).toBe(1);
    expect(bandIndexOf(BANDS, 0)).toBe(0);
    expect(bandIndexOf(BANDS, 100)).toBe(3);
  });

  it('reads a table given out of order', () => {
    expect(bandIndexOf([...BANDS].reverse(), 45)).toBe(1);
  });

  it('shows shares and rates as percentages', () => {
    expect(percentOf(dec('0.4'))).toBe('40');
    expect(percentOf(dec('0.029'))).toBe('2.9');
    expect(percentOf(dec('0.14'))).toBe('14');
    expect(percentText(dec('0.034'))).toBe('3.4%');
  });

  it('keeps the meter within 0–100', () => {
    expect(meterPercent(70)).toBe(70);
    expect(meterPercent(-5)).toBe(0);
    expect(meterPercent(140)).toBe(100);
  });
});

describe('applying for a loan', () => {
  it('refuses more than the borrowable amount before asking the server', () => {
    expect(exceedsBorrowable(dec('1000001'), dec('1000000'))).toBe(true);
    expect(exceedsBorrowable(dec('1000000'), dec('1000000'))).toBe(false);
  });

  it('shows ¥200,000 for 30 days at 2.9% costing ¥476 of interest, ¥200,476 in all', () => {
    // 200,000 × 0.029 × 30 ÷ 365 = 476.71…, charged to the yen below.
    expect(previewOf(dec('200000'), TERM_30)).toEqual({
      annualRate: '0.029',
      termDays: 30,
      interest: '476',
      totalToRepay: '200476',
    });
  });

  it('keeps the key of a retried submission and makes a new one for another', () => {
    let made = 0;
    const make = () => `key-${++made}`;
    const first = submissionKey(null, '{"amount":"200000"}', make);
    expect(submissionKey(first, '{"amount":"200000"}', make)).toBe(first);
    expect(submissionKey(first, '{"amount":"300000"}', make).key).toBe('key-2');
  });
});

describe('a loan in the records', () => {
  const owing = { status: 'approved', state: 'outstanding', owedToday: dec('200476') } as const;

  it('may be repaid while owing, also when overdue', () => {
    expect(isRepayable(owing)).toBe(true);
    expect(isRepayable({ ...owing, state: 'overdue' })).toBe(true);
  });

  it('may not be repaid once repaid, under review or rejected', () => {
    expect(isRepayable({ ...owing, state: 'repaid', owedToday: dec('0') })).toBe(false);
    expect(isRepayable({ status: 'pending', state: null, owedToday: dec('0') })).toBe(false);
    expect(isRepayable({ status: 'rejected', state: null, owedToday: dec('0') })).toBe(false);
  });

  it('shows the due date as a day in Japan in the reader’s language', () => {
    expect(formatDay('2026-12-20', 'ja')).toBe('2026/12/20');
    expect(formatDay('2026-12-20', 'en')).toBe('12/20/2026');
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('names the loan’s entries in fund records in every language', () => {
    for (const type of LOAN_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
  });
});
