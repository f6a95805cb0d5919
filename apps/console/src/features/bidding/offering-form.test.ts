import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '@kabuto/money';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  requestOf,
  type OfferingDraft,
  type QuoteLimits,
} from './offering-form';

const NOW = new Date('2026-11-27T03:00:00.000Z'); // 12:00 in Tokyo
const LIMITS: QuoteLimits = {
  reference: canonicalDecimal('400'),
  limitDown: canonicalDecimal('320'),
  limitUp: canonicalDecimal('480'),
};

function draft(change: Partial<OfferingDraft> = {}): OfferingDraft {
  return {
    ...BLANK_DRAFT,
    symbol: '9432',
    floorPrice: '380',
    lotsOffered: '1,000',
    minLots: '1',
    maxLots: '10',
    opensAt: '2026-11-27T12:00',
    closesAt: '2026-11-28T08:00',
    ...change,
  };
}

describe('the bidding announcement form', () => {
  it('sends the contract’s request: times with +09:00, counts as numbers, separators dropped', () => {
    expect(fromDraft(draft({ floorPrice: '1,380.5' }), null, NOW)).toEqual({
      ok: true,
      offering: {
        symbol: '9432',
        floorPrice: '1380.5',
        lotsOffered: 1000,
        minLots: 1,
        maxLots: 10,
        opensAt: '2026-11-27T12:00:00+09:00',
        closesAt: '2026-11-28T08:00:00+09:00',
      },
    });
  });

  it('names a floor outside the day’s price limits beside the floor, as the server would', () => {
    expect(fromDraft(draft({ floorPrice: '319' }), LIMITS, NOW)).toEqual({
      ok: false,
      errors: { floorPrice: 'bidding_floor_invalid' },
    });
    expect(fromDraft(draft({ floorPrice: '480.5' }), LIMITS, NOW)).toMatchObject({ ok: false });
    expect(fromDraft(draft({ floorPrice: '480' }), LIMITS, NOW)).toMatchObject({ ok: true });
    // Without a quote the server alone checks the limits.
    expect(fromDraft(draft({ floorPrice: '319' }), null, NOW)).toMatchObject({ ok: true });
  });

  it('refuses bounds that do not fit and a window that closes before it opens or in the past', () => {
    expect(fromDraft(draft({ minLots: '11' }), LIMITS, NOW)).toEqual({
      ok: false,
      errors: { minLots: 'bidding_offering_invalid' },
    });
    expect(fromDraft(draft({ maxLots: '2000' }), LIMITS, NOW)).toEqual({
      ok: false,
      errors: { maxLots: 'bidding_offering_invalid' },
    });
    expect(fromDraft(draft({ closesAt: '2026-11-27T11:00' }), LIMITS, NOW)).toEqual({
      ok: false,
      errors: { closesAt: 'bidding_offering_invalid' },
    });
  });

  it('names what the contract refuses field by field, with its catalogue key', () => {
    const result = fromDraft(
      draft({ symbol: '94', floorPrice: '-5', lotsOffered: 'many', opensAt: '2026-02-30T09:00' }),
      LIMITS,
      NOW,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.symbol).toBe('product_unavailable');
    expect(result.errors.floorPrice).toBe('invalid_params');
    expect(result.errors.lotsOffered).toBe('invalid_params');
    expect(result.errors.opensAt).toBe('invalid_params');
    expect(fromDraft(draft({ floorPrice: '380.25' }), LIMITS, NOW)).toEqual({
      ok: false,
      errors: { floorPrice: 'invalid_params' },
    });
  });

  it('reads a code in capitals and puts server refusals beside their field', () => {
    expect(requestOf(draft({ symbol: ' 130a ' })).symbol).toBe('130A');
    expect(fieldOfRefusal('bidding_floor_invalid')).toBe('floorPrice');
    expect(fieldOfRefusal('product_unavailable')).toBe('symbol');
    expect(fieldOfRefusal('bidding_offering_invalid')).toBe('closesAt');
    expect(fieldOfRefusal('forbidden')).toBeNull();
  });
});
