import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import {
  affordableLots,
  estimateTicket,
  exceedsLending,
  limitPriceProblem,
  ratePercent,
  type TicketChoice,
} from './ticket-estimate';
import { sampleTicket } from './ticket-fixture';

const marketLong: TicketChoice = {
  direction: 'long',
  orderType: 'market',
  session: 'regular',
  lots: 1,
  leverage: 5,
  limitPrice: '',
};

describe('the order ticket estimate', () => {
  it('costs a market buy by walking the asks, as the server fills it', () => {
    // 1,000 shares: 600 at 3,702 and 400 at 3,703 → 3,702,400.
    const estimate = estimateTicket(sampleTicket(), marketLong)!;
    expect(estimate.basis).toBe('book');
    expect(estimate.shares).toBe(1000);
    expect(estimate.price).toBe('3702.4');
    expect(estimate.costs).toEqual({
      notional: '3702400',
      margin: '740480',
      buyFee: '5276', // 3,702,400 × 0.1425% = 5,275.92, rounded up
      serviceFee: '1852', // × 0.05% = 1,851.2, rounded up
      total: '747608',
      estimatedSellFee: '5276',
      estimatedStampDuty: '11108', // × 0.3% = 11,107.2, rounded up
    });
    expect(estimate.required).toBe('747608');
    expect(estimate.availableAfter).toBe('9252392');
    expect(estimate.enough).toBe(true);
  });

  it('costs a short by selling into the bids, and fills beyond the book at the worst shown price', () => {
    const estimate = estimateTicket(sampleTicket(), {
      ...marketLong,
      direction: 'short',
      lots: 20,
      leverage: 1,
    })!;
    // 7,500 at 3,701 (27,757,500), 8,300 at 3,700 and the other 4,200 beyond the book at 3,700.
    expect(estimate.costs.notional).toBe('74007500');
    expect(estimate.enough).toBe(false);
    expect(estimate.availableAfter.startsWith('-')).toBe(true);
  });

  it('costs a limit order at its limit price and holds that much', () => {
    const estimate = estimateTicket(sampleTicket(), {
      ...marketLong,
      orderType: 'limit',
      limitPrice: '3650',
    })!;
    expect(estimate.basis).toBe('limit');
    expect(estimate.costs.notional).toBe('3650000');
    expect(estimate.required).toBe(estimate.costs.total);
  });

  it('still costs a price off the current tick (another price band may allow it; the server decides)', () => {
    const estimate = estimateTicket(sampleTicket(), {
      ...marketLong,
      orderType: 'limit',
      limitPrice: '3650.5',
    });
    expect(estimate?.costs.notional).toBe('3650500');
  });

  it('has nothing to cost without a valid limit price', () => {
    const limit = { ...marketLong, orderType: 'limit' as const };
    expect(estimateTicket(sampleTicket(), { ...limit, limitPrice: '' })).toBeNull();
    expect(estimateTicket(sampleTicket(), { ...limit, limitPrice: '9999' })).toBeNull();
    expect(estimateTicket(sampleTicket(), { ...limit, limitPrice: 'x' })).toBeNull();
  });

  it('holds a pre-market order at the day’s limit up, while estimating at the last price', () => {
    const estimate = estimateTicket(sampleTicket(), { ...marketLong, session: 'pre_market' })!;
    expect(estimate.basis).toBe('opening');
    expect(estimate.costs.notional).toBe('3701000');
    // 4,475 × 1,000 = 4,475,000: margin 895,000 + fee 6,377 (6,376.875↑) + service 2,238 (2,237.5↑).
    expect(estimate.required).toBe('903615');
  });

  it('refuses to estimate against an empty side of the book (a stock locked at its limit)', () => {
    const ticket = sampleTicket({ book: { bids: [], asks: [] } });
    expect(estimateTicket(ticket, marketLong)).toBeNull();
  });
});

describe('limit prices', () => {
  const ticket = sampleTicket({ tickSize: dec('0.5') });
  it('are checked like the server checks them', () => {
    expect(limitPriceProblem('', ticket)).toBe('missing');
    expect(limitPriceProblem('abc', ticket)).toBe('format');
    expect(limitPriceProblem('3700.3', ticket)).toBe('off_tick');
    expect(limitPriceProblem('5000', ticket)).toBe('outside_limits');
    expect(limitPriceProblem('3000', ticket)).toBe('outside_limits');
    expect(limitPriceProblem('3700.5', ticket)).toBeNull();
    expect(limitPriceProblem('4475', ticket)).toBeNull();
  });
});

describe('ticket hints', () => {
  it('knows when a short needs more shares than the lending pool holds', () => {
    const ticket = sampleTicket({ lendingAvailableShares: 1500 });
    expect(exceedsLending(ticket, { ...marketLong, direction: 'short', lots: 2 })).toBe(true);
    expect(exceedsLending(ticket, { ...marketLong, direction: 'short', lots: 1 })).toBe(false);
    expect(exceedsLending(ticket, { ...marketLong, lots: 2 })).toBe(false);
  });

  it('counts the lots the available funds pay for, capped at the maximum', () => {
    // One lot at 3,701 with 1x leverage costs 3,701,000 + 5,274 + 1,851 = 3,708,125.
    expect(affordableLots(sampleTicket(), 1)).toBe(2);
    expect(affordableLots(sampleTicket({ availableFunds: dec('0') }), 1)).toBe(0);
    expect(affordableLots(sampleTicket({ availableFunds: dec('999999999999') }), 10)).toBe(100);
  });

  it('shows rates as percentages', () => {
    expect(ratePercent(dec('0.001425'))).toBe('0.1425');
    expect(ratePercent(dec('0.003'))).toBe('0.3');
  });
});
