import {
  GRAB_ENTRY_TYPES,
  GRAB_ORDER_STATUSES,
  GRAB_REJECT_REASONS,
  LOCALES,
} from '@kabuto/contract';
import { STATUS_TEXTS } from '@kabuto/app-kit';
import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import { canCancel, canJoin, grabHold, queueClosed, ratePercent } from './grab-math';

const closesAt = '2027-01-06T15:00:00.000Z';
const before = Date.parse('2027-01-06T14:59:59Z');
const after = Date.parse('2027-01-06T15:00:00Z');

describe('grab shares on the customer screen', () => {
  it('holds the limit price × shares and the opening fee rounded up to the yen, as the server does', () => {
    // docs/off-auction.md's example: 10 lots of 8591 at ¥3,471 hold ¥34,710,000 + ¥49,462.
    expect(grabHold(dec('3471'), 10, 1000, dec('0.001425'))).toEqual({
      tradeValue: '34710000',
      fee: '49462',
      total: '34759462',
    });
    // ¥862 × 1,000 = ¥862,000; 0.1425% of it is ¥1,228.35, charged as ¥1,229.
    expect(grabHold(dec('862'), 1, 1000, dec('0.001425'))).toEqual({
      tradeValue: '862000',
      fee: '1229',
      total: '863229',
    });
    // A price with a decimal (a tick of ¥0.5) stays exact.
    expect(grabHold(dec('1537.5'), 3, 100, dec('0.001425')).total).toBe('461908');
    expect(grabHold(dec('862'), 0, 1000, dec('0.001425')).total).toBe('0');
    expect(grabHold(dec('862'), 2, 1000, dec('0')).fee).toBe('0');
  });

  it('shows the fee rate as a percent, exactly', () => {
    expect(ratePercent(dec('0.001425'))).toBe('0.1425');
    expect(ratePercent(dec('0'))).toBe('0');
  });

  it('offers to join before the close without a live order, and to cancel a pending one', () => {
    const open = { closesAt, myOrder: null };
    expect(canJoin(open, before)).toBe(true);
    expect(canJoin(open, null)).toBe(true);
    expect(canJoin(open, after)).toBe(false);
    expect(queueClosed(open, after)).toBe(true);
    expect(queueClosed(open, null)).toBe(false);
    const pending = { closesAt, myOrder: { status: 'pending' as const } };
    expect(canJoin(pending, before)).toBe(false);
    expect(canCancel(pending, before)).toBe(true);
    expect(canCancel(pending, after)).toBe(false);
    // Cancelled (rejected): joining again is allowed, cancelling is not.
    const cancelled = { closesAt, myOrder: { status: 'rejected' as const } };
    expect(canJoin(cancelled, before)).toBe(true);
    expect(canCancel(cancelled, before)).toBe(false);
  });

  it('names every status, reason and fund-record entry in every language', () => {
    for (const locale of LOCALES) {
      const grab = FEATURE_TRANSLATIONS.grab[locale];
      for (const reason of GRAB_REJECT_REASONS)
        expect(grab.reasons[reason].length).toBeGreaterThan(0);
      for (const status of GRAB_ORDER_STATUSES)
        expect(STATUS_TEXTS[locale].request[status].length).toBeGreaterThan(0);
    }
    for (const type of GRAB_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
  });
});
