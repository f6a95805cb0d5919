import { creditSettings, type CreditSettings } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import {
  fromDraft,
  nextBand,
  scoreRange,
  settingsChanges,
  toDraft,
  type CreditDraft,
  type DraftResult,
} from './settings-form';

/** The server's defaults (apps/server/src/modules/credit/settings.ts). */
const DEFAULTS: CreditSettings = creditSettings.parse({
  bands: [
    { minScore: 0, collateralShare: '0', maxLimit: '0' },
    { minScore: 40, collateralShare: '0.2', maxLimit: '300000' },
    { minScore: 60, collateralShare: '0.4', maxLimit: '1000000' },
    { minScore: 80, collateralShare: '0.6', maxLimit: '3000000' },
  ],
  products: [
    { id: 'term30', termDays: 30, annualRate: '0.029', lateAnnualRate: '0.14' },
    { id: 'term90', termDays: 90, annualRate: '0.034', lateAnnualRate: '0.14' },
  ],
  secondApprovalAbove: '500000',
});

function problemsOf(result: DraftResult) {
  return result.ok ? {} : result.problems;
}

function edited(change: (draft: CreditDraft) => void): DraftResult {
  const draft = toDraft(DEFAULTS);
  change(draft);
  return fromDraft(draft);
}

describe('the credit settings form', () => {
  it('shows rates and shares in percent and gives back exactly the settings in force', () => {
    const draft = toDraft(DEFAULTS);
    expect(draft.bands[2]).toEqual({ minScore: '60', sharePercent: '40', maxLimit: '1,000,000' });
    expect(draft.secondApprovalAbove).toBe('500,000');
    expect(draft.products[0]).toEqual({
      id: 'term30',
      termDays: '30',
      annualPercent: '2.9',
      latePercent: '14',
    });
    expect(fromDraft(draft)).toEqual({ ok: true, settings: DEFAULTS });
  });

  it('sends typed percentages as the contract’s fractions, as decimal strings', () => {
    const result = edited((draft) => {
      draft.products[1]!.annualPercent = '3.45 %';
      draft.bands[1]!.sharePercent = '25';
      draft.bands[3]!.maxLimit = '¥5,000,000';
      draft.secondApprovalAbove = '1,000,000';
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.products[1]!.annualRate).toBe('0.0345');
    expect(result.settings.bands[1]!.collateralShare).toBe('0.25');
    expect(result.settings.bands[3]!.maxLimit).toBe('5000000');
    expect(result.settings.secondApprovalAbove).toBe('1000000');
  });

  it('names the legal caps a rate breaks: 15% a year, a late rate of at most 20% and not below the rate', () => {
    expect(
      problemsOf(
        edited((draft) => {
          draft.products[0]!.annualPercent = '15.01';
          draft.products[1]!.latePercent = '20.5';
        }),
      ),
    ).toEqual({ 'products.0.annualPercent': 'rateCap', 'products.1.latePercent': 'lateCap' });
    expect(
      problemsOf(
        edited((draft) => {
          draft.products[0]!.annualPercent = '15';
          draft.products[0]!.latePercent = '14';
        }),
      ),
    ).toEqual({ 'products.0.latePercent': 'lateBelowRate' });
    // At the caps exactly is within the law.
    expect(
      edited((draft) => {
        draft.products[0]!.annualPercent = '15';
        draft.products[0]!.latePercent = '20';
      }).ok,
    ).toBe(true);
  });

  it('keeps the limit table starting at 0 and rising by score', () => {
    expect(problemsOf(edited((draft) => void (draft.bands[0]!.minScore = '10')))).toEqual({
      'bands.0.minScore': 'firstScore',
    });
    expect(problemsOf(edited((draft) => void (draft.bands[2]!.minScore = '40')))).toEqual({
      'bands.2.minScore': 'scoreOrder',
    });
  });

  it('names each field that is not a value the contract takes', () => {
    const result = edited((draft) => {
      draft.bands[1]!.minScore = '101';
      draft.bands[1]!.sharePercent = '120';
      draft.bands[1]!.maxLimit = '1.5';
      draft.products[1]!.id = 'Term 90';
      draft.products[1]!.termDays = '0';
      draft.products[1]!.annualPercent = 'abc';
      draft.secondApprovalAbove = '-1';
    });
    expect(problemsOf(result)).toEqual({
      'bands.1.minScore': 'score',
      'bands.1.sharePercent': 'share',
      'bands.1.maxLimit': 'yen',
      'products.1.id': 'productId',
      'products.1.termDays': 'termDays',
      'products.1.annualPercent': 'rate',
      secondApprovalAbove: 'yen',
    });
  });

  it('refuses two products with one id, and a table without rows', () => {
    expect(problemsOf(edited((draft) => void (draft.products[1]!.id = 'term30')))).toEqual({
      'products.1.id': 'duplicateId',
    });
    expect(problemsOf(edited((draft) => void (draft.products = [])))).toEqual({
      products: 'rowCount',
    });
  });

  it('adds a band ten points above the last, starting from its share and cap', () => {
    expect(nextBand(toDraft(DEFAULTS).bands)).toEqual({
      minScore: '90',
      sharePercent: '60',
      maxLimit: '3,000,000',
    });
  });
});

describe('the limit table as read', () => {
  it('names the scores each band covers, the last up to 100', () => {
    expect(DEFAULTS.bands.map((_, index) => scoreRange(DEFAULTS.bands, index))).toEqual([
      '0–39',
      '40–59',
      '60–79',
      '80–100',
    ]);
  });
});

describe('what a save changes', () => {
  it('lists nothing for the same settings', () => {
    expect(settingsChanges(DEFAULTS, DEFAULTS)).toEqual([]);
  });

  it('lists the threshold, changed and added bands by row, and products by id', () => {
    const after: CreditSettings = {
      bands: [
        ...DEFAULTS.bands.slice(0, 3),
        {
          ...DEFAULTS.bands[3]!,
          maxLimit: creditSettings.shape.secondApprovalAbove.parse('4000000'),
        },
        { ...DEFAULTS.bands[3]!, minScore: 90 },
      ],
      products: [DEFAULTS.products[1]!, { ...DEFAULTS.products[0]!, id: 'term60', termDays: 60 }],
      secondApprovalAbove: creditSettings.shape.secondApprovalAbove.parse('800000'),
    };
    expect(settingsChanges(DEFAULTS, after)).toEqual([
      { kind: 'band', index: 3, before: DEFAULTS.bands[3], after: after.bands[3] },
      { kind: 'band', index: 4, before: null, after: after.bands[4] },
      { kind: 'product', id: 'term30', before: DEFAULTS.products[0], after: null },
      { kind: 'product', id: 'term60', before: null, after: after.products[1] },
      { kind: 'threshold', before: '500000', after: '800000' },
    ]);
  });
});
