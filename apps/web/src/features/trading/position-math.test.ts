import { describe, expect, it } from 'vitest';
import type { DecimalString } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import {
  closableLater,
  estimateClose,
  liveFigures,
  liveTotals,
  marginLevelAfterAdding,
  marginWarningNow,
} from './position-math';
import { samplePosition, sampleTicket } from './ticket-fixture';

describe('a position valued live', () => {
  it('moves a long’s profit with the live price', () => {
    const position = samplePosition();
    expect(liveFigures(position, dec('3750'))).toEqual({
      markPrice: '3750',
      marketValue: '3750000',
      pnl: '48000',
      marginLevelPercent: '106.48', // (740,400 + 48,000) ÷ 740,400, rounded down
    });
    // A fall is a loss, shown as a loss.
    expect(liveFigures(position, dec('3600'))?.pnl).toBe('-102000');
  });

  it('gains on a short when the price falls', () => {
    const position = samplePosition({ direction: 'short' });
    expect(liveFigures(position, dec('3600'))?.pnl).toBe('102000');
  });

  it('uses the server’s mark until a live quote arrives, and has no value before the fill', () => {
    expect(liveFigures(samplePosition(), undefined)?.pnl).toBe('-1000');
    expect(
      liveFigures(samplePosition({ status: 'pending', openNotional: null }), dec('3750')),
    ).toBeNull();
    expect(liveFigures(samplePosition({ status: 'closed' }), dec('3750'))).toBeNull();
  });

  it('counts added margin in the margin level', () => {
    const position = samplePosition({ addedMargin: dec('259600') });
    expect(liveFigures(position, dec('3702'))?.marginLevelPercent).toBe('100');
    expect(marginLevelAfterAdding(samplePosition(), dec('-370200'), dec('370200'))).toBe('66.66');
  });
});

describe('the open positions’ totals', () => {
  it('add up live profit and value, and leave out what holds no shares', () => {
    const positions = [
      samplePosition(),
      // A short of the same size: warned from ¥4,072, closed at ¥4,221.
      samplePosition({
        id: 2,
        direction: 'short',
        symbol: '6758',
        warningPrice: dec('4072'),
        forcedClosePrice: dec('4221'),
      }),
      samplePosition({ id: 3, status: 'pending', openNotional: null, markPrice: null }),
    ];
    const prices: Record<string, DecimalString> = { '7203': dec('3750') };
    // 7203 long at 3,750: +48,000. 6758 has no live quote, so the server's mark (3,701) values the
    // short: 3,702,000 − 3,701,000 = +1,000. The pending order holds no shares.
    expect(liveTotals(positions, (symbol) => prices[symbol])).toEqual({
      unrealizedPnl: '49000',
      marketValue: '7451000',
      marginWarningCount: 0,
    });
  });

  it('count the positions the margin warning concerns at the live prices', () => {
    const positions = [
      samplePosition(),
      samplePosition({ id: 2, symbol: '6758' }),
      samplePosition({ id: 3, status: 'pending', openNotional: null, markPrice: null }),
    ];
    // 7203 at its warning price; 6758 has no live quote and the server said no warning.
    const prices: Record<string, DecimalString> = { '7203': dec('3332') };
    expect(liveTotals(positions, (symbol) => prices[symbol]).marginWarningCount).toBe(1);
  });
});

describe('the margin warning at the live price', () => {
  // A long warned from ¥3,332 (its margin level at 50% is ¥3,331.8, rounded up onto the grid).
  it('warns a long once the price falls to its warning price, and stops when it recovers', () => {
    const position = samplePosition();
    expect(marginWarningNow(position, liveFigures(position, dec('3333')))).toBe(false);
    expect(marginWarningNow(position, liveFigures(position, dec('3332')))).toBe(true);
    expect(marginWarningNow(position, liveFigures(position, dec('3100')))).toBe(true);
    // Recovered past it: the live price decides, whatever the server said a moment ago.
    const warned = samplePosition({ marginWarning: true });
    expect(marginWarningNow(warned, liveFigures(warned, dec('3400')))).toBe(false);
  });

  it('warns a short once the price rises to its warning price', () => {
    const short = samplePosition({ direction: 'short', warningPrice: dec('4072') });
    expect(marginWarningNow(short, liveFigures(short, dec('4071')))).toBe(false);
    expect(marginWarningNow(short, liveFigures(short, dec('4072')))).toBe(true);
  });

  it('takes the server’s word without a live price, and never warns what holds no shares', () => {
    const warned = samplePosition({ marginWarning: true });
    expect(marginWarningNow(warned, null)).toBe(true);
    const pending = samplePosition({ status: 'pending', marginWarning: true });
    expect(marginWarningNow(pending, null)).toBe(false);
  });
});

describe('the sale’s estimate', () => {
  it('sells a long into the bids and charges the sell fee and the stamp duty on the sale', () => {
    const estimate = estimateClose(samplePosition(), sampleTicket(), 'market', '')!;
    // 1,000 shares at 3,701 (the best bid holds 7,500).
    expect(estimate).toEqual({
      price: '3701',
      notional: '3701000',
      pnl: '-1000',
      sellFee: '5274', // 5,273.925 rounded up
      stampDuty: '11103',
      returned: '723023', // 740,400 − 11,103 − 5,274 − 1,000
      netPnl: '-24504', // −1,000 − (5,276 + 1,851 + 5,274 + 11,103)
    });
  });

  it('buys a short back from the asks', () => {
    const estimate = estimateClose(
      samplePosition({ direction: 'short' }),
      sampleTicket(),
      'market',
      '',
    )!;
    // 600 at 3,702 and 400 at 3,703.
    expect(estimate.notional).toBe('3702400');
    expect(estimate.pnl).toBe('-400');
  });

  it('costs a limit sale at its limit, and needs a valid one', () => {
    const estimate = estimateClose(samplePosition(), sampleTicket(), 'limit', '3800')!;
    expect(estimate.pnl).toBe('98000');
    expect(estimate.returned).toBe('821585'); // 740,400 + 98,000 − 11,400 − 5,415
    expect(estimateClose(samplePosition(), sampleTicket(), 'limit', '')).toBeNull();
  });
});

describe('when a position can be closed', () => {
  // The close sheet offered "confirm" on a position the server would refuse for days.
  it('is later until the server’s clock reaches closableFrom, then now', () => {
    const position = samplePosition({ closableFrom: '2026-11-24T00:00:00.000Z' });
    expect(closableLater(position, '2026-11-20T01:00:00.000Z')).toBe('2026-11-24T00:00:00.000Z');
    expect(closableLater(position, '2026-11-23T23:59:59.999Z')).toBe('2026-11-24T00:00:00.000Z');
    expect(closableLater(position, '2026-11-24T00:00:00.000Z')).toBeNull();
    expect(
      closableLater(samplePosition({ closableFrom: null }), '2026-11-20T01:00:00.000Z'),
    ).toBeNull();
  });
});
