import { describe, expect, it } from 'vitest';
import {
  closeSettlement,
  closingCharges,
  grossPnl,
  isBelowMaintenance,
  marginLevelPercent,
  notionalOf,
  openingCosts,
  pnlAtPrice,
  positionEquity,
  walkBook,
  type TradeRates,
} from './trading-math';
import { dec } from '@kabuto/money/testing';

/** The default rates (docs/trading.md): 0.1425% each way, 0.05% service, 0.3% stamp duty. */
const RATES: TradeRates = {
  buyFeeRate: dec('0.001425'),
  sellFeeRate: dec('0.001425'),
  serviceFeeRate: dec('0.0005'),
  stampDutyRate: dec('0.003'),
};

describe('a customer buys 2 lots (2,000 shares) long at ¥3,699 with 5x leverage', () => {
  const costs = openingCosts({
    notional: notionalOf(dec('3699'), 2000),
    leverage: 5,
    rates: RATES,
  });

  it('puts up a fifth of ¥7,398,000 as margin and pays the fees rounded up to the yen', () => {
    expect(costs).toEqual({
      notional: '7398000',
      margin: '1479600',
      buyFee: '10543', // 10,542.15 rounded up
      serviceFee: '3699',
      total: '1493842',
      estimatedSellFee: '10543',
      estimatedStampDuty: '22194',
    });
  });

  it('sells two days later at ¥3,750: ¥102,000 profit, ¥54,570 after every cost', () => {
    const sale = notionalOf(dec('3750'), 2000);
    const charges = closingCharges({ notional: sale, rates: RATES });
    expect(charges).toEqual({ sellFee: '10688', stampDuty: '22500' }); // 10,687.5 rounded up
    const pnl = grossPnl('long', costs.notional, sale);
    expect(pnl).toBe('102000');
    const settled = closeSettlement({ marginTotal: costs.margin, pnl, ...charges });
    expect(settled).toEqual({
      stampDutyCharged: '22500',
      sellFeeCharged: '10688',
      lossCharged: '0',
      profitPaid: '102000',
      marginReturned: '1446412',
      stampDutyAbsorbed: '0',
      sellFeeWaived: '0',
      lossAbsorbed: '0',
    });
    // What came back less what went in: 1,446,412 + 102,000 − (1,479,600 + 10,543 + 3,699)
    const net = 1446412 + 102000 - (1479600 + 10543 + 3699);
    expect(net).toBe(54570);
  });
});

describe('a customer shorts 1 lot at ¥1,000 with 2x leverage and the price rises to ¥1,200', () => {
  it('loses ¥200,000 from the ¥500,000 margin and gets ¥294,690 back after the sale’s charges', () => {
    const open = openingCosts({
      notional: notionalOf(dec('1000'), 1000),
      leverage: 2,
      rates: RATES,
    });
    expect(open.margin).toBe('500000');
    const sale = notionalOf(dec('1200'), 1000);
    expect(pnlAtPrice('short', open.notional, dec('1200'), 1000)).toBe('-200000');
    const charges = closingCharges({ notional: sale, rates: RATES });
    expect(charges).toEqual({ sellFee: '1710', stampDuty: '3600' });
    expect(
      closeSettlement({ marginTotal: open.margin, pnl: dec('-200000'), ...charges }),
    ).toMatchObject({
      stampDutyCharged: '3600',
      sellFeeCharged: '1710',
      lossCharged: '200000',
      profitPaid: '0',
      marginReturned: '294690',
      lossAbsorbed: '0',
    });
  });
});

describe('a 10x long gaps down 15% overnight, beyond its margin', () => {
  it('costs the customer exactly the margin; Kabuto bears the rest of the loss', () => {
    const open = openingCosts({
      notional: notionalOf(dec('1000'), 1000),
      leverage: 10,
      rates: RATES,
    });
    expect(open.margin).toBe('100000');
    const sale = notionalOf(dec('850'), 1000);
    const charges = closingCharges({ notional: sale, rates: RATES });
    expect(charges).toEqual({ sellFee: '1212', stampDuty: '2550' }); // 1,211.25 rounded up
    const settled = closeSettlement({
      marginTotal: open.margin,
      pnl: grossPnl('long', open.notional, sale),
      ...charges,
    });
    expect(settled).toEqual({
      stampDutyCharged: '2550',
      sellFeeCharged: '1212',
      lossCharged: '96238',
      profitPaid: '0',
      marginReturned: '0',
      stampDutyAbsorbed: '0',
      sellFeeWaived: '0',
      lossAbsorbed: '53762',
    });
    expect(positionEquity(open.margin, dec('-150000'))).toBe('0');
  });

  it('when even the stamp duty exceeds what is left, the house pays the rest of the tax and waives the fee', () => {
    expect(
      closeSettlement({
        marginTotal: dec('1000'),
        pnl: dec('-5000'),
        sellFee: dec('1212'),
        stampDuty: dec('2550'),
      }),
    ).toEqual({
      stampDutyCharged: '1000',
      sellFeeCharged: '0',
      lossCharged: '0',
      profitPaid: '0',
      marginReturned: '0',
      stampDutyAbsorbed: '1550',
      sellFeeWaived: '1212',
      lossAbsorbed: '5000',
    });
  });
});

describe('margin level and the maintenance rule', () => {
  it('is 100% at the open, 30% after losing 70% of the margin, and closes at or below the level', () => {
    expect(marginLevelPercent(dec('100000'), dec('0'))).toBe('100');
    expect(marginLevelPercent(dec('100000'), dec('-70000'))).toBe('30');
    expect(marginLevelPercent(dec('100000'), dec('-69999'))).toBe('30'); // 30.001 shown rounded down
    expect(isBelowMaintenance(dec('100000'), dec('-70000'), dec('30'))).toBe(true);
    expect(isBelowMaintenance(dec('100000'), dec('-69999'), dec('30'))).toBe(false);
    expect(isBelowMaintenance(dec('100000'), dec('25000'), dec('30'))).toBe(false);
  });

  it('added margin lifts the level', () => {
    expect(isBelowMaintenance(dec('150000'), dec('-70000'), dec('30'))).toBe(false);
  });
});

describe('a market order walks the five-level book', () => {
  const asks = [
    { price: dec('1000'), size: 1000 },
    { price: dec('1001'), size: 500 },
    { price: dec('1002'), size: 300 },
  ];

  it('takes the best level first and averages the price', () => {
    const walked = walkBook(asks, 1400);
    expect(walked).toEqual({
      fills: [
        { price: '1000', shares: 1000, bookLevel: 0, beyondBook: false },
        { price: '1001', shares: 400, bookLevel: 1, beyondBook: false },
      ],
      notional: '1400400',
      averagePrice: '1000.2857',
    });
  });

  it('fills what the shown levels lack at the worst shown price, never better', () => {
    const walked = walkBook(asks, 2000)!;
    expect(walked.fills.at(-1)).toEqual({
      price: '1002',
      shares: 200,
      bookLevel: 2,
      beyondBook: true,
    });
    expect(walked.notional).toBe('2001500'); // 1,000,000 + 500,500 + 300,600 + 200 × 1,002
  });

  it('a marketable limit takes only levels within its limit, all or none', () => {
    expect(walkBook(asks, 1400, { direction: 'long', priceYen: dec('1001') })?.notional).toBe(
      '1400400',
    );
    expect(walkBook(asks, 1600, { direction: 'long', priceYen: dec('1001') })).toBeNull();
    const bids = [
      { price: dec('999'), size: 1000 },
      { price: dec('998'), size: 1000 },
    ];
    expect(walkBook(bids, 1500, { direction: 'short', priceYen: dec('998') })?.notional).toBe(
      '1498000',
    );
    expect(walkBook(bids, 1500, { direction: 'short', priceYen: dec('999') })).toBeNull();
  });

  it('an empty side fills nothing', () => {
    expect(walkBook([], 1000)).toBeNull();
  });
});
