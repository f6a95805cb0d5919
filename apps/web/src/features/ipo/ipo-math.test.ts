import { IPO_APPLICATION_STATUSES, IPO_ENTRY_TYPES, LOCALES } from '@kabuto/contract';
import { STATUS_TEXTS } from '@kabuto/app-kit';
import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import { amountToHold, canApply, statusTone } from './ipo-math';
import { offeringIdOf } from './subscribe-detail-screen';

describe('the amount an application holds', () => {
  it('is lots × shares per lot × the top of the range, as the server holds it', () => {
    // 3 lots of 100 shares at a range of ¥1,100–¥1,250: ¥375,000 held.
    expect(amountToHold(3, 100, dec('1250'))).toBe('375000');
    expect(amountToHold(1, 100, dec('980'))).toBe('98000');
  });

  it('keeps every digit where a JS number would not', () => {
    // 100,000 lots × 1,000 shares × ¥9,999,999,999 is past 2^53.
    expect(amountToHold(100_000, 1_000, dec('9999999999'))).toBe('999999999900000000');
  });
});

describe('an application’s state', () => {
  it('has a name in the status catalogue in every language, each state its own', () => {
    for (const locale of LOCALES) {
      const names = IPO_APPLICATION_STATUSES.map((status) => STATUS_TEXTS[locale].ipo[status]);
      for (const name of names) expect(name.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(IPO_APPLICATION_STATUSES.length);
    }
    expect(STATUS_TEXTS.ja.ipo.awaiting_draw).toBe('抽選待ち');
    expect(STATUS_TEXTS['zh-TW'].ipo.not_won).toBe('未中籤');
    expect(STATUS_TEXTS.en.ipo.paid).toBe('Payment complete');
    expect(STATUS_TEXTS.en.ipo.lapsed).toBe('Expired');
  });

  it('is coloured as a win, a miss or a wait', () => {
    expect(statusTone('awaiting_draw')).toBe('waiting');
    expect(statusTone('pending_payment')).toBe('won');
    expect(statusTone('paid')).toBe('won');
    for (const status of ['not_won', 'lapsed', 'withdrawn'] as const)
      expect(statusTone(status)).toBe('missed');
  });

  it('lets the customer apply only while subscribing and not yet applied', () => {
    expect(canApply({ phase: 'subscribing', myApplication: null })).toBe(true);
    expect(canApply({ phase: 'subscribing', myApplication: { id: 1 } })).toBe(false);
    expect(canApply({ phase: 'upcoming', myApplication: null })).toBe(false);
    expect(canApply({ phase: 'ended', myApplication: null })).toBe(false);
  });
});

describe('the IPO’s money in the fund records', () => {
  it('names the hold, the release and the payment in every language', () => {
    for (const type of IPO_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
  });
});

describe('the offering in the address', () => {
  it('is a positive whole number, else none', () => {
    expect(offeringIdOf(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc'])
      expect(offeringIdOf(new URLSearchParams(bad))).toBeNull();
  });
});
