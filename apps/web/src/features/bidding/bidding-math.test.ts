import {
  BIDDING_BID_STATUSES,
  BIDDING_ENTRY_TYPES,
  BIDDING_REJECT_REASONS,
  LOCALES,
} from '@kabuto/contract';
import { STATUS_TEXTS } from '@kabuto/app-kit';
import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import {
  amountToHold,
  barPercent,
  belowFloor,
  canBid,
  canWithdraw,
  parsePrice,
  stepPrice,
} from './bidding-math';

describe('agreed-price bidding on the customer screen', () => {
  it('holds the bid price × lots × shares per lot, in decimals', () => {
    expect(amountToHold(dec('1050'), 3, 100)).toBe('315000');
    expect(amountToHold(dec('812.3'), 2, 1000)).toBe('1624600');
  });

  it('reads a typed price, with or without grouping, one decimal at most', () => {
    expect(parsePrice('1,050')).toBe('1050');
    expect(parsePrice(' 812.3 ')).toBe('812.3');
    expect(parsePrice('812.35')).toBeNull();
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });

  it('steps one tick and never below the floor', () => {
    expect(stepPrice(dec('1000'), dec('0.5'), 1, dec('1000'))).toBe('1000.5');
    expect(stepPrice(dec('1000'), dec('0.5'), -1, dec('1000'))).toBe('1000');
    expect(belowFloor(dec('999.9'), dec('1000'))).toBe(true);
    expect(belowFloor(dec('1000'), dec('1000'))).toBe(false);
  });

  it('lets a customer bid while open with no live bid, withdraw a pending one, bid again after', () => {
    const pending = { myBid: { status: 'pending' as const } };
    const withdrawn = { myBid: { status: 'rejected' as const } };
    expect(canBid('open', { myBid: null })).toBe(true);
    expect(canBid('open', pending)).toBe(false);
    expect(canBid('open', withdrawn)).toBe(true);
    expect(canBid('allocating', { myBid: null })).toBe(false);
    expect(canWithdraw('open', pending)).toBe(true);
    expect(canWithdraw('allocating', pending)).toBe(false);
  });

  it('draws the demand bars against the larger of the block and the demand', () => {
    expect(barPercent(5, 10, 8)).toBe(50);
    expect(barPercent(20, 10, 20)).toBe(100);
    expect(barPercent(0, 0, 0)).toBe(0);
  });

  it('names every status, reason and entry type in every language', () => {
    for (const locale of LOCALES) {
      const texts = FEATURE_TRANSLATIONS.bidding[locale];
      for (const reason of BIDDING_REJECT_REASONS) expect(texts.reasons[reason]).toBeTruthy();
      for (const status of BIDDING_BID_STATUSES)
        expect(STATUS_TEXTS[locale].request[status]).toBeTruthy();
      for (const type of BIDDING_ENTRY_TYPES) {
        expect(isKnownEntryType(type)).toBe(true);
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type]).toBeTruthy();
      }
    }
  });
});
