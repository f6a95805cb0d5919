import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '@kabuto/money';
import { typedSymbol, versusClose } from '../../shared/offering-input';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  priceBand,
  requestOf,
  type OfferingDraft,
} from './offering-form';

const NOW = new Date('2026-11-27T03:00:00.000Z'); // 12:00 in Tokyo
const BAND = priceBand(canonicalDecimal('400'));

function draft(change: Partial<OfferingDraft> = {}): OfferingDraft {
  return {
    ...BLANK_DRAFT,
    symbol: '7201',
    price: '392',
    lotsOffered: '1,000',
    minLots: '1',
    maxLots: '10',
    minBuyAmount: '100,000',
    opensAt: '2026-11-27T12:00',
    closesAt: '2026-11-28T08:00',
    ...change,
  };
}

describe('the block trade announcement form', () => {
  it('sends the contract’s request: times with +09:00, counts as numbers, separators dropped', () => {
    const result = fromDraft(draft(), BAND, NOW);
    expect(result).toEqual({
      ok: true,
      offering: {
        symbol: '7201',
        price: '392',
        lotsOffered: 1000,
        minLots: 1,
        maxLots: 10,
        minBuyAmount: '100000',
        opensAt: '2026-11-27T12:00:00+09:00',
        closesAt: '2026-11-28T08:00:00+09:00',
      },
    });
  });

  it('shows the ±7% band around the previous close, and the price against it', () => {
    expect(BAND).toEqual({ reference: '400', low: '372', high: '428' });
    // Inward to the finest tick: ¥378.9 ± 7% is ¥352.377 to ¥405.423.
    expect(priceBand(canonicalDecimal('378.9'))).toMatchObject({ low: '352.4', high: '405.4' });
    expect(versusClose('392', BAND.reference)).toBe('-2');
    expect(versusClose('412.5', BAND.reference)).toBe('3.13');
    expect(versusClose('abc', BAND.reference)).toBeNull();
  });

  it('names a price outside the band beside the price, as the server would', () => {
    expect(fromDraft(draft({ price: '371' }), BAND, NOW)).toEqual({
      ok: false,
      errors: { price: 'block_price_out_of_band' },
    });
    expect(fromDraft(draft({ price: '428.5' }), BAND, NOW)).toMatchObject({ ok: false });
    // Without a quote the server alone checks the band.
    expect(fromDraft(draft({ price: '371' }), null, NOW)).toMatchObject({ ok: true });
  });

  it('refuses bounds that do not fit and a window that closes before it opens or in the past', () => {
    expect(fromDraft(draft({ minLots: '11' }), BAND, NOW)).toEqual({
      ok: false,
      errors: { minLots: 'block_offering_invalid' },
    });
    expect(fromDraft(draft({ maxLots: '2000' }), BAND, NOW)).toEqual({
      ok: false,
      errors: { maxLots: 'block_offering_invalid' },
    });
    expect(fromDraft(draft({ closesAt: '2026-11-27T11:00' }), BAND, NOW)).toEqual({
      ok: false,
      errors: { closesAt: 'block_offering_invalid' },
    });
  });

  it('names what the contract refuses field by field, with its catalogue key', () => {
    const result = fromDraft(
      draft({ symbol: '72', price: '', lotsOffered: 'many', opensAt: '2026-02-30T09:00' }),
      BAND,
      NOW,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.symbol).toBe('product_unavailable');
    expect(result.errors.price).toBe('invalid_params');
    expect(result.errors.lotsOffered).toBeDefined();
    expect(result.errors.opensAt).toBe('invalid_params');
  });

  it('reads a code in capitals and puts server refusals beside their field', () => {
    expect(typedSymbol(' 130a ')).toBe('130A');
    expect(typedSymbol('72')).toBeNull();
    expect(requestOf(draft({ symbol: '130a' })).symbol).toBe('130A');
    expect(fieldOfRefusal('block_price_out_of_band')).toBe('price');
    expect(fieldOfRefusal('product_unavailable')).toBe('symbol');
    expect(fieldOfRefusal('block_offering_invalid')).toBe('closesAt');
    expect(fieldOfRefusal('forbidden')).toBeNull();
  });
});
