import type { TradingSettings } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import {
  changedKeys,
  fromDraft,
  parseCount,
  parseLeverageChoices,
  toDraft,
  type SettingsDraft,
} from './settings-form';

/** The server's defaults (apps/server/src/modules/trading/settings.ts). */
const DEFAULTS: TradingSettings = {
  lotShares: 1000,
  leverageChoices: [1, 2, 3, 5, 10],
  maxLotsPerOrder: 100,
  buyFeeRate: dec('0.001425'),
  sellFeeRate: dec('0.001425'),
  serviceFeeRate: dec('0.0005'),
  stampDutyRate: dec('0.003'),
  maintenanceLevelPercent: dec('30'),
  warningLevelPercent: dec('50'),
  sellAfterTradingDays: 2,
  defaultLendingQuotaShares: 1_000_000,
  preMarketOpensAt: '08:00',
  afterMarketOpensAt: '15:45',
  afterMarketClosesAt: '17:00',
  dayTradingEnabled: true,
};

function edited(change: Partial<SettingsDraft>): SettingsDraft {
  return { ...toDraft(DEFAULTS), ...change };
}

describe('the trading settings form', () => {
  it('shows rates in percent and leverage as a list', () => {
    const draft = toDraft(DEFAULTS);
    expect(draft.buyFeePercent).toBe('0.1425');
    expect(draft.serviceFeePercent).toBe('0.05');
    expect(draft.stampDutyPercent).toBe('0.3');
    expect(draft.leverageChoices).toBe('1, 2, 3, 5, 10');
    expect(draft.sellAfterTradingDays).toBe('2');
  });

  it('gives back exactly the settings it was made from when nothing is edited', () => {
    expect(fromDraft(toDraft(DEFAULTS))).toEqual({ ok: true, settings: DEFAULTS });
  });

  it('sends edited percentages as the contract’s fractions', () => {
    const result = fromDraft(
      edited({ buyFeePercent: '0.2', sellFeePercent: '0.15 %', stampDutyPercent: '0.15' }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.buyFeeRate).toBe('0.002');
    expect(result.settings.sellFeeRate).toBe('0.0015');
    expect(result.settings.stampDutyRate).toBe('0.0015');
    expect(changedKeys(DEFAULTS, result.settings)).toEqual([
      'buyFeeRate',
      'sellFeeRate',
      'stampDutyRate',
    ]);
  });

  it('reads counts with thousands separators and sorts leverage choices', () => {
    const result = fromDraft(
      edited({ defaultLendingQuotaShares: '2,500,000', leverageChoices: '10、5 2,1 2' }),
    );
    expect(result).toMatchObject({
      ok: true,
      settings: { defaultLendingQuotaShares: 2_500_000, leverageChoices: [1, 2, 5, 10] },
    });
  });

  it('names every wrong field, in form order', () => {
    const result = fromDraft(
      edited({
        lotShares: '1050',
        leverageChoices: 'two',
        buyFeePercent: '100',
        maintenanceLevelPercent: '150',
        sellAfterTradingDays: '3',
        preMarketOpensAt: '8:00',
      }),
    );
    expect(result).toEqual({
      ok: false,
      invalid: [
        'lotShares',
        'leverageChoices',
        'buyFeePercent',
        'maintenanceLevelPercent',
        'sellAfterTradingDays',
        'preMarketOpensAt',
      ],
    });
  });

  it('refuses an after-market session that does not open before it closes, as the server does', () => {
    expect(
      fromDraft(edited({ afterMarketOpensAt: '17:00', afterMarketClosesAt: '17:00' })),
    ).toEqual({
      ok: false,
      invalid: ['afterMarketClosesAt'],
    });
    expect(
      fromDraft(edited({ afterMarketOpensAt: '16:00', afterMarketClosesAt: '18:30' })).ok,
    ).toBe(true);
  });

  it('refuses a margin warning level at or below the forced-liquidation level, as the server does', () => {
    expect(fromDraft(edited({ warningLevelPercent: '30' }))).toEqual({
      ok: false,
      invalid: ['warningLevelPercent'],
    });
    expect(
      fromDraft(edited({ maintenanceLevelPercent: '55', warningLevelPercent: '50%' })),
    ).toEqual({ ok: false, invalid: ['warningLevelPercent'] });
    expect(fromDraft(edited({ warningLevelPercent: '30.01 %' }))).toMatchObject({
      ok: true,
      settings: { warningLevelPercent: '30.01' },
    });
  });

  it('closes short selling by default with a zero quota and keeps booleans as they are', () => {
    const result = fromDraft(edited({ defaultLendingQuotaShares: '0', dayTradingEnabled: false }));
    expect(result).toMatchObject({
      ok: true,
      settings: { defaultLendingQuotaShares: 0, dayTradingEnabled: false },
    });
  });
});

describe('parsing counts and choices', () => {
  it('takes whole numbers only', () => {
    expect(parseCount('1000')).toBe(1000);
    expect(parseCount(' 1,000 ')).toBe(1000);
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('')).toBeNull();
  });

  it('takes leverage choices written with or without ×', () => {
    expect(parseLeverageChoices('×1 ×2 ×5')).toEqual([1, 2, 5]);
    expect(parseLeverageChoices('')).toBeNull();
    expect(parseLeverageChoices('1, 2.5')).toBeNull();
  });
});
