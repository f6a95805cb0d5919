import { describe, expect, it } from 'vitest';
import {
  formatMarketTime,
  formatPrice,
  formatShares,
  formatSignedPercent,
  formatSignedPrice,
  formatTurnover,
  formatVolume,
} from './quote-format';

describe('quote formatting', () => {
  it('groups prices and keeps exactly the decimals of the tick', () => {
    expect(formatPrice('3668')).toBe('3,668');
    expect(formatPrice('812.3')).toBe('812.3');
    expect(formatPrice('9550.07')).toBe('9,550.07');
    expect(formatPrice('1234567.10')).toBe('1,234,567.10');
    expect(formatPrice('-1234.5')).toBe('-1,234.5');
    expect(formatPrice(null)).toBe('--');
    expect(formatPrice('1e5')).toBe('--');
  });

  it('signs changes: a fall shows as a fall, a rise with a plus', () => {
    expect(formatSignedPrice('174')).toBe('+174');
    expect(formatSignedPrice('-4')).toBe('-4');
    expect(formatSignedPrice('0')).toBe('0');
    expect(formatSignedPercent('3.17')).toBe('+3.17%');
    expect(formatSignedPercent('-0.11')).toBe('-0.11%');
    expect(formatSignedPercent(null)).toBe('--');
  });

  it('shows volume and turnover compactly in the reader’s language', () => {
    expect(formatVolume(9_999, 'en')).toBe('9,999');
    expect(formatVolume(13_187_400, 'en')).toBe('13.19M');
    expect(formatVolume(13_187_400, 'ja')).toBe('1318.74万');
    expect(formatTurnover('48260159200', 'ja')).toBe('482.6億');
    expect(formatTurnover('48260159200', 'en')).toBe('48.26B');
    expect(formatShares(14300)).toBe('14,300');
  });

  it('shows market time in Japan time', () => {
    expect(formatMarketTime('2026-11-21T21:42:35.686Z')).toBe('06:42:35');
    expect(formatMarketTime('2026-11-21T21:42:35.686Z', true)).toBe('11/22 06:42:35');
    expect(formatMarketTime('garbage')).toBe('--');
  });
});
