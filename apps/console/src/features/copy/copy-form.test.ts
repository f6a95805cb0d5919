import { describe, expect, it } from 'vitest';
import {
  blankProduct,
  blankStrategy,
  fieldOfRefusal,
  localizedReasonFromDraft,
  parseBasket,
  percentToRate,
  productFromDraft,
  rateToPercent,
  strategyFromDraft,
  type ProductDraft,
} from './copy-form';
import { isQuietDay, readSummary } from './rebalance-summary';

const names = { ja: 'トレンド・ファンド2', 'zh-TW': '趨勢基金2', en: 'Trend Pool 2' };

function product(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    ...blankProduct(3),
    names,
    minInvestment: '100,000',
    capacity: '50,000,000',
    lockupDays: '30',
    subscriptionDeadlineAt: '2026-12-31T15:00',
    performanceFeeRate: '20',
    ...overrides,
  };
}

describe('a house strategy as typed', () => {
  it('reads a basket typed with commas, spaces and Japanese commas, in upper case', () => {
    expect(parseBasket(' 9432, 7201 9434、 285a ,')).toEqual(['9432', '7201', '9434', '285A']);
    expect(parseBasket('   ')).toEqual([]);
  });

  it('becomes the contract body without the reason', () => {
    const result = strategyFromDraft({ names, rule: 'rebound', basket: '9432 7201' });
    expect(result).toEqual({
      ok: true,
      body: { names, rule: 'rebound', basket: ['9432', '7201'] },
    });
  });

  it('names each missing language, an empty basket and a code that is none', () => {
    const blank = strategyFromDraft(blankStrategy());
    expect(blank.ok).toBe(false);
    if (blank.ok) return;
    expect(blank.errors).toMatchObject({
      'names.ja': 'every_language_required',
      'names.zh-TW': 'every_language_required',
      'names.en': 'every_language_required',
      basket: 'invalid_params',
    });
    const wrong = strategyFromDraft({ names, rule: 'trend', basket: '9432 ABCD' });
    expect(wrong).toEqual({ ok: false, errors: { basket: 'product_unavailable' } });
    const twice = strategyFromDraft({ names, rule: 'trend', basket: '9432 9432' });
    expect(twice).toEqual({ ok: false, errors: { basket: 'invalid_params' } });
  });
});

describe('a draft product as typed', () => {
  it('sends yen without separators, rates as fractions and the deadline in Japan time', () => {
    const result = productFromDraft(product({ targetAnnualReturn: '7.5' }));
    expect(result).toEqual({
      ok: true,
      body: {
        strategyId: 3,
        names,
        minInvestment: '100000',
        capacity: '50000000',
        lockupDays: 30,
        subscriptionDeadlineAt: '2026-12-31T15:00:00+09:00',
        performanceFeeRate: '0.2',
        targetAnnualReturn: '0.075',
      },
    });
  });

  it('leaves the target out when none is typed (it is a target, never a promise)', () => {
    const result = productFromDraft(product());
    expect(result.ok && 'targetAnnualReturn' in result.body).toBe(false);
  });

  it('names every field that is wrong, with the catalogue key the server would answer', () => {
    const result = productFromDraft(
      product({
        strategyId: '',
        minInvestment: '-5',
        capacity: 'lots',
        lockupDays: '1.5',
        subscriptionDeadlineAt: '2026-02-30T09:00',
        performanceFeeRate: '100',
        targetAnnualReturn: '12.345',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        strategyId: 'invalid_params',
        minInvestment: 'amount_invalid',
        capacity: 'amount_invalid',
        lockupDays: 'invalid_params',
        subscriptionDeadlineAt: 'invalid_params',
        performanceFeeRate: 'invalid_params',
        targetAnnualReturn: 'invalid_params',
      },
    });
  });

  it('converts percent and fractions through decimal strings, never a float', () => {
    expect(percentToRate('0.1425 %')).toBe('0.001425');
    expect(percentToRate('7')).toBe('0.07');
    expect(percentToRate('abc')).toBe('abc');
    expect(rateToPercent('0.075')).toBe('7.5');
    expect(rateToPercent('0.2')).toBe('20');
  });

  it('puts a refusal of the server beside its field', () => {
    expect(fieldOfRefusal('product_unavailable')).toBe('basket');
    expect(fieldOfRefusal('copy_trade_deadline_passed')).toBe('subscriptionDeadlineAt');
    expect(fieldOfRefusal('rate_limited')).toBeNull();
  });
});

describe('a reason followers read', () => {
  it('is needed in every language, trimmed, at most 200 characters', () => {
    expect(localizedReasonFromDraft({ ja: ' 満了 ', 'zh-TW': '期滿', en: 'Term over' })).toEqual({
      ok: true,
      body: { ja: '満了', 'zh-TW': '期滿', en: 'Term over' },
    });
    expect(localizedReasonFromDraft({ ja: '満了', 'zh-TW': '  ', en: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { 'reason.zh-TW': 'every_language_required', 'reason.en': 'invalid_params' },
    });
  });
});

describe("a day's rebalance", () => {
  it('reads what the job stored, and says so when it cannot', () => {
    const summary = readSummary({
      opened: [{ symbol: '9432', lots: 2 }],
      closed: [17],
      refused: [{ order: 'close 12', key: 'close_too_early' }],
    });
    expect(summary).toEqual({
      opened: [{ symbol: '9432', lots: 2 }],
      closed: [17],
      refused: [{ order: 'close 12', key: 'close_too_early' }],
    });
    expect(readSummary(null)).toBeNull();
    expect(readSummary('done')).toBe('unreadable');
    const quiet = readSummary({ opened: [], closed: [], refused: [] });
    expect(quiet !== null && quiet !== 'unreadable' && isQuietDay(quiet)).toBe(true);
  });
});
