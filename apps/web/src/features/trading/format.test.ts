import { describe, expect, it } from 'vitest';
import { formatTradeTime, numberInput, signedAmount } from './format';
import { parseTicketParams } from './ticket-params';

const yen = (amount: string) => `¥${amount}`;

describe('trading formats', () => {
  it('signs profits and losses, and never hides a loss', () => {
    expect(signedAmount('48000', yen)).toBe('+¥48,000.00');
    expect(signedAmount('-1000', yen)).toBe('-¥1,000.00');
    expect(signedAmount('0', yen)).toBe('¥0.00');
    expect(signedAmount('not a number', yen)).toBe('--');
  });

  it('shows times in Japan time whatever the device’s zone', () => {
    expect(formatTradeTime('2026-11-20T01:00:30.584Z', 'en')).toBe('11/20/2026, 10:00:30');
    expect(formatTradeTime('2026-11-20T01:00:30.584Z', 'ja')).toBe('2026/11/20 10:00:30');
    expect(formatTradeTime(null, 'ja')).toBe('--');
  });

  it('keeps typed prices and amounts to digits and the allowed decimals', () => {
    expect(numberInput('３,７０１.５', 1)).toBe('3701.5');
    expect(numberInput('3701.55', 1)).toBe('3701.5');
    expect(numberInput('0012', 0)).toBe('12');
    expect(numberInput('12.5', 0)).toBe('12');
  });
});

describe('ticket links', () => {
  it('read the symbol, side, session and day-trade flag, with safe defaults', () => {
    expect(
      parseTicketParams(
        new URLSearchParams('symbol=7203&direction=short&session=pre_market&dayTrade=1'),
      ),
    ).toEqual({ symbol: '7203', direction: 'short', session: 'pre_market', dayTrade: true });
    expect(
      parseTicketParams(new URLSearchParams('symbol= 7203 &direction=sideways&session=x')),
    ).toEqual({
      symbol: '7203',
      direction: 'long',
      session: null,
      dayTrade: false,
    });
  });
});
