import { ipoSaveOfferingRequest } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fieldOfRefusal,
  fromDraft,
  toDraft,
  type OfferingDraft,
  type OfferingValues,
} from './offering-form';

/** An offering as the server answers it (times in UTC). */
const PUBLISHED: OfferingValues = {
  symbol: '5999',
  names: { ja: '兜テック', 'zh-TW': '兜科技', en: 'Kabuto Tech' },
  sector: { ja: '情報・通信業', 'zh-TW': '資訊通信業', en: 'Information & communication' },
  priceLow: '1200',
  priceHigh: '1400',
  finalPrice: null,
  lotsOffered: 5000,
  maxLotsPerApplication: 10,
  subscriptionOpensAt: '2026-12-01T00:00:00.000Z',
  subscriptionClosesAt: '2026-12-05T06:00:00.000Z',
  drawAt: '2026-12-08T01:00:00.000Z',
  purchaseDeadlineAt: '2026-12-10T06:00:00.000Z',
  listingDate: '2026-12-15',
};

function edited(change: Partial<OfferingDraft>): OfferingDraft {
  return { ...toDraft(PUBLISHED), ...change };
}

describe('the offering editor', () => {
  it('opens on the offering’s values, times as a Tokyo clock reads them', () => {
    const draft = toDraft(PUBLISHED);
    expect(draft.subscriptionOpensAt).toBe('2026-12-01T09:00');
    expect(draft.subscriptionClosesAt).toBe('2026-12-05T15:00');
    expect(draft.drawAt).toBe('2026-12-08T10:00');
    expect(draft.finalPrice).toBe('');
    expect(draft.lotsOffered).toBe('5000');
  });

  it('sends the contract’s request: times with +09:00, whole yen, counts as numbers, names trimmed', () => {
    const result = fromDraft(
      edited({
        finalPrice: '1,300',
        lotsOffered: '6,000',
        names: { ja: ' 兜テック ', 'zh-TW': '兜科技', en: 'Kabuto Tech ' },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.offering).toEqual({
      ...PUBLISHED,
      finalPrice: '1300',
      lotsOffered: 6000,
      subscriptionOpensAt: '2026-12-01T09:00:00+09:00',
      subscriptionClosesAt: '2026-12-05T15:00:00+09:00',
      drawAt: '2026-12-08T10:00:00+09:00',
      purchaseDeadlineAt: '2026-12-10T15:00:00+09:00',
    });
    // The whole request the console sends passes the contract as it is.
    expect(
      ipoSaveOfferingRequest.safeParse({
        offeringId: 1,
        offering: result.offering,
        reason: '公開価格の決定',
        reasonLocale: 'ja',
      }).success,
    ).toBe(true);
    expect(changedFields(PUBLISHED, result.offering)).toEqual(['finalPrice', 'lotsOffered']);
  });

  it('changes nothing when nothing is edited (the same instants in another offset)', () => {
    const result = fromDraft(toDraft(PUBLISHED));
    expect(result.ok && changedFields(PUBLISHED, result.offering)).toEqual([]);
  });

  it('names each language left blank', () => {
    const result = fromDraft(edited({ names: { ja: '兜テック', 'zh-TW': ' ', en: '' } }));
    expect(result).toEqual({
      ok: false,
      errors: { 'names.zh-TW': 'every_language_required', 'names.en': 'every_language_required' },
    });
  });

  it('names fields the contract refuses with the server’s keys', () => {
    const result = fromDraft(
      edited({ symbol: '59A', priceLow: '1200.5', lotsOffered: 'many', drawAt: '' }),
    );
    expect(result.ok ? null : result.errors).toEqual({
      symbol: 'ipo_symbol_invalid',
      priceLow: 'ipo_price_invalid',
      lotsOffered: 'ipo_lots_invalid',
      drawAt: 'ipo_schedule_invalid',
    });
  });

  it('applies the server’s rules across fields', () => {
    const result = fromDraft(
      edited({
        priceLow: '1500',
        maxLotsPerApplication: '6000',
        subscriptionClosesAt: '2026-12-01T09:00',
        listingDate: '2026-12-09',
      }),
    );
    expect(result.ok ? null : result.errors).toEqual({
      priceHigh: 'ipo_price_invalid',
      maxLotsPerApplication: 'ipo_lots_invalid',
      subscriptionClosesAt: 'ipo_schedule_invalid',
      listingDate: 'ipo_schedule_invalid',
    });
    const final = fromDraft(edited({ finalPrice: '1500' }));
    expect(final.ok ? null : final.errors).toEqual({ finalPrice: 'ipo_price_invalid' });
  });

  it('puts a refusal of the server beside its field', () => {
    expect(fieldOfRefusal('ipo_price_range_raised')).toBe('priceHigh');
    expect(fieldOfRefusal('ipo_symbol_listed')).toBe('symbol');
    expect(fieldOfRefusal('ipo_offering_locked')).toBeNull();
  });
});
