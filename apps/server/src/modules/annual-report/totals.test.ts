import { describe, expect, it } from 'vitest';
import { canonicalDecimal, type DecimalString } from '@kabuto/money';
import type { CustomerLeg } from '../../ledger';
import { sumOfFigures, yearTotals } from './totals';

const d = canonicalDecimal;
let entryId = 0;

function leg(type: string, amount: string, purpose = 'available'): CustomerLeg {
  entryId += 1;
  return {
    entryId,
    type,
    referenceType: null,
    referenceId: null,
    at: new Date('2026-06-01T00:00:00Z'),
    currency: 'JPY',
    purpose,
    amount: d(amount),
  };
}

describe('the annual report’s figures', () => {
  it('names copy trading and rewards instead of leaving them in other, and still adds up', () => {
    const legs = [
      leg('deposit', '100000'),
      leg('copy_follow', '-30000'),
      leg('copy_redeem', '12500.5'),
      leg('referral_reward', '2000'),
      leg('bonus', '500'),
      // Money between the customer's own accounts (a withdrawal held) nets to zero in other.
      leg('withdrawal_hold', '-1000'),
      leg('withdrawal_hold', '1000', 'held'),
      // A type the report does not name stays visible as other.
      leg('correction', '-7'),
    ];
    const opening = new Map<'JPY', DecimalString>([['JPY', d('10')]]);
    const [jpy] = yearTotals(legs, opening);
    expect(jpy).toMatchObject({
      currency: 'JPY',
      deposits: '100000',
      copyTrading: '-17499.5',
      rewards: '2500',
      other: '-7',
      netChange: '84993.5',
      closing: '85003.5',
    });
    expect(sumOfFigures(jpy!)).toBe(jpy!.netChange);
  });
});
