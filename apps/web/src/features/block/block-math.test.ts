import {
  BLOCK_APPLICATION_STATUSES,
  BLOCK_ENTRY_TYPES,
  BLOCK_REJECT_REASONS,
  LOCALES,
} from '@kabuto/contract';
import { STATUS_TEXTS } from '@kabuto/app-kit';
import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import { byPhase, offeringPhase, statusTone } from '../../shared/offering-phase';
import { amountToHold, canApply, discountOf, firstLots, reachesMinimum } from './block-math';

const window = {
  status: 'open' as const,
  opensAt: '2026-11-20T01:00:00.000Z',
  closesAt: '2026-11-20T02:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('block trades on the customer screens', () => {
  it('holds the offering price × lots × shares per lot, no fee, to the yen and below', () => {
    expect(amountToHold(dec('145'), 2, 1000)).toBe('290000');
    expect(amountToHold(dec('812.3'), 3, 100)).toBe('243690');
    expect(amountToHold(dec('0.1'), 1, 1000)).toBe('100');
  });

  it('starts the sheet at the fewest lots that reach the minimum buy amount', () => {
    const offering = {
      price: dec('145'),
      lotShares: 1000,
      minLots: 1,
      maxLots: 10,
      minBuyAmount: dec('300000'),
    };
    expect(firstLots(offering)).toBe(3);
    expect(firstLots({ ...offering, minBuyAmount: dec('0') })).toBe(1);
    expect(firstLots({ ...offering, minLots: 4 })).toBe(4);
    // None reaches it: the minimum lots, and the server's refusal says why.
    expect(firstLots({ ...offering, maxLots: 2 })).toBe(1);
    expect(reachesMinimum(dec('290000'), dec('290000'))).toBe(true);
    expect(reachesMinimum(dec('289999'), dec('290000'))).toBe(false);
  });

  it('reads the phase from the server’s status and the server’s clock, not the device’s', () => {
    expect(offeringPhase(window, at('2026-11-20T00:59:59Z'))).toBe('upcoming');
    expect(offeringPhase(window, at('2026-11-20T01:00:00Z'))).toBe('open');
    expect(offeringPhase(window, at('2026-11-20T02:00:00Z'))).toBe('allocating');
    expect(offeringPhase(window, null)).toBe('open');
    expect(offeringPhase({ ...window, status: 'allocated' }, at('2026-11-20T01:30:00Z'))).toBe(
      'allocated',
    );
    expect(offeringPhase({ ...window, status: 'cancelled' }, null)).toBe('cancelled');
  });

  it('lists what can be applied for first, the server’s order kept within a phase', () => {
    const entries = [
      { id: 5, phase: 'allocated' as const },
      { id: 4, phase: 'open' as const },
      { id: 3, phase: 'cancelled' as const },
      { id: 2, phase: 'upcoming' as const },
      { id: 1, phase: 'open' as const },
    ];
    expect(byPhase(entries).map((entry) => entry.id)).toEqual([4, 1, 2, 5, 3]);
  });

  it('offers to apply only in an open window without an application of mine', () => {
    expect(canApply('open', { myApplication: null })).toBe(true);
    expect(canApply('open', { myApplication: { id: 1 } })).toBe(false);
    expect(canApply('upcoming', { myApplication: null })).toBe(false);
    expect(canApply('allocating', { myApplication: null })).toBe(false);
  });

  it('words a discount, a premium and the same price by the sign the server gave', () => {
    expect(discountOf(dec('3.00'))).toEqual({ kind: 'discount', percent: '3.00' });
    expect(discountOf(dec('-1.5'))).toEqual({ kind: 'premium', percent: '1.5' });
    expect(discountOf(dec('0'))).toEqual({ kind: 'same', percent: '0' });
  });

  it('colours approved as good news, rejected as not, pending as waiting', () => {
    expect(BLOCK_APPLICATION_STATUSES.map(statusTone)).toEqual(['waiting', 'won', 'missed']);
  });

  it('names every status, reason and fund-record entry in every language', () => {
    for (const locale of LOCALES) {
      const block = FEATURE_TRANSLATIONS.block[locale];
      for (const reason of BLOCK_REJECT_REASONS)
        expect(block.reasons[reason].length).toBeGreaterThan(0);
      // The review statuses come from the one catalogue (docs/adr/0017), as a loan's do.
      for (const status of BLOCK_APPLICATION_STATUSES)
        expect(STATUS_TEXTS[locale].request[status].length).toBeGreaterThan(0);
    }
    for (const type of BLOCK_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
  });
});
