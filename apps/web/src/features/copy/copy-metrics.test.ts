import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import {
  canDrawNav,
  chartDay,
  drawdownPercent,
  percentOrNull,
  riskBand,
  sharePercent,
  stopLossLevel,
  stopLossPercentInput,
  stopLossPercentOf,
  stopLossPreview,
  stopLossRateOf,
} from './copy-metrics';

describe('the copy stop-loss a follower sets', () => {
  it('fires at invested × (1 − rate), exact to the sen', () => {
    // The demo customer's ¥3,000,000 with a 20% stop-loss: it fires at ¥2,400,000.
    expect(stopLossLevel(dec('3000000'), dec('0.2'))).toBe('2400000');
    // ¥200,001 at 15%: ¥170,000.85, nothing rounded away.
    expect(stopLossLevel(dec('200001'), dec('0.15'))).toBe('170000.85');
    expect(stopLossLevel(dec('100000'), dec('0.99'))).toBe('1000');
  });

  it('is typed as a whole percentage from 1 to 99', () => {
    expect(stopLossRateOf('20')).toBe('0.2');
    expect(stopLossRateOf('1')).toBe('0.01');
    expect(stopLossRateOf('99')).toBe('0.99');
    for (const refused of ['', '0', '00', '100', '5.5', '-5', 'x'])
      expect(stopLossRateOf(refused)).toBeNull();
  });

  it('keeps only two digits as it is typed, full-width digits folded', () => {
    expect(stopLossPercentInput('２０')).toBe('20');
    expect(stopLossPercentInput('05')).toBe('5');
    expect(stopLossPercentInput('123')).toBe('12');
    expect(stopLossPercentInput('1.5%')).toBe('15');
    expect(stopLossPercentInput('')).toBe('');
  });

  it('shows the level only for a valid percentage, and the set rate as its percentage', () => {
    expect(stopLossPreview(dec('200000'), '25')).toBe('150000');
    expect(stopLossPreview(dec('200000'), '0')).toBeNull();
    expect(stopLossPercentOf(dec('0.2'))).toBe('20');
    expect(stopLossPercentOf(dec('0.05'))).toBe('5');
  });
});

describe('the realised metrics as shown', () => {
  it('shows a return over a period as a percentage, and none without the history', () => {
    expect(percentOrNull(dec('0.0512'))).toBe('5.12');
    expect(percentOrNull(dec('-0.013'))).toBe('-1.30');
    expect(percentOrNull(null)).toBeNull();
  });

  it('shows the maximum drawdown as the fall it was (a loss shows as a loss)', () => {
    expect(drawdownPercent(dec('0.12'))).toBe('-12.00');
    expect(drawdownPercent(dec('0.0345'))).toBe('-3.45');
    expect(drawdownPercent(dec('0'))).toBe('0.00');
  });

  it('shows the share of followers in a loss to one decimal', () => {
    expect(sharePercent(dec('0.25'))).toBe('25');
    expect(sharePercent(dec('0.333333'))).toBe('33.3');
    expect(sharePercent(dec('1'))).toBe('100');
  });

  it('reads risk levels 1–3 as lower, 4–6 medium, 7–10 higher', () => {
    expect([1, 3, 4, 6, 7, 10].map(riskBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('the NAV chart', () => {
  it('draws a line only through at least two recorded closes', () => {
    expect(canDrawNav([])).toBe(false);
    expect(canDrawNav([{ nav: '10000' }])).toBe(false);
    expect(canDrawNav([{ nav: '10000' }, { nav: '10012.5' }])).toBe(true);
    expect(canDrawNav([{ nav: '10000' }, { nav: 'NaN' }])).toBe(false);
  });

  it('places a trading day at its date, 00:00 UTC (the axis formats in UTC)', () => {
    expect(chartDay('2026-11-20')).toBe(Date.UTC(2026, 10, 20) / 1000);
  });
});
