import { describe, expect, it } from 'vitest';
import { COPY_MIN_FOLLOWERS_SHOWN } from '@kabuto/contract';
import { dec } from '@kabuto/money/testing';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { verifiedCustomer } from '../ipo/testing';
import { follow, type CopyDeps } from './flows';
import {
  followerRecords,
  followersGotFrom,
  followersGotOf,
  median,
  type FollowerRecord,
} from './followers-got';
import { createHouseStrategy, createProduct, openProduct } from './products';

/*
 * What the followers of a product actually got (docs/copy-trading.md): each one's return after
 * the fee a full redemption would charge, against the strategy's own NAV over their time in it.
 */

const { t } = useTestApp();
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });

// The pool now: equity ¥1,200,000 over 100 units, NAV 12,000; a 20% performance fee.
const pool = { equity: dec('1200000'), units: dec('100') };
const fee = dec('0.2');
const follower = (fields: Partial<FollowerRecord>): FollowerRecord => ({
  units: dec('0'),
  highWaterNav: dec('10000'),
  invested: dec('1000000'),
  withdrawn: dec('0'),
  firstNav: dec('10000'),
  lastRedeemNav: null,
  ...fields,
});
// In at 10,000: gross ¥600,000 now, fee 20% of 2,000 × 50 = ¥20,000, net ¥580,000: +16%;
// the strategy did +20% over the time.
const early = follower({ units: dec('50'), invested: dec('500000') });
// In at 12,500: gross ¥600,000, no fee (below the mark): −4%, as the strategy.
const late = follower({
  units: dec('50'),
  highWaterNav: dec('12500'),
  invested: dec('625000'),
  firstNav: dec('12500'),
});
// Left at 11,000 with ¥1,080,000 after the fee: +8%; the strategy did +10% while they were in.
const left = follower({ withdrawn: dec('1080000'), lastRedeemNav: dec('11000') });

describe('what followers got', () => {
  it('takes the medians of the followers’ returns after fees, the strategy’s over their time and the gaps', () => {
    expect(followersGotFrom([early, late, left], pool, fee)).toEqual({
      followers: 3,
      // −0.04, 0.08, 0.16
      medianReturn: '0.08',
      shareInLoss: '0.3333',
      // −0.04, 0.1, 0.2
      strategyMedianReturn: '0.1',
      // −0.04, 0, −0.02
      medianGap: '-0.02',
    });
  });

  it('is shown only from COPY_MIN_FOLLOWERS_SHOWN followers on, and equal holdings count alike', () => {
    expect(COPY_MIN_FOLLOWERS_SHOWN).toBe(3);
    expect(followersGotFrom([early, late], pool, fee)).toBeNull();
    const twins = followersGotFrom([early, early, late, left], pool, fee)!;
    // Four followers: the mean of the two middle ones (0.08 and 0.16).
    expect(twins.medianReturn).toBe('0.12');
    expect(twins.shareInLoss).toBe('0.25');
    expect(median([dec('3'), dec('1'), dec('2'), dec('10')])).toBe('2.5');
  });

  it('reads every follower with their first follow’s NAV from the database', async () => {
    const db = t.database.db;
    const deps: CopyDeps = { db, clock: t.clock, market: t.market };
    const strategy = await createHouseStrategy(db, {
      names: names('Trend'),
      rule: 'trend',
      basket: ['7203'],
    });
    const productId = await createProduct(db, {
      strategyId: strategy.id,
      names: names('Trend Pool'),
      minInvestment: dec('100000'),
      lockupDays: 1,
      subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 86_400_000),
      performanceFeeRate: dec('0.2'),
      capacity: dec('100000000'),
    });
    const product = await openProduct(db, productId, t.clock.now());
    const as = (customer: Customer): AuthenticatedCustomer => ({
      id: customer.id,
      account: customer.account,
      sessionId: 0,
      restrictions: [],
    });
    const figures = (units: string) => ({ equity: dec(`${units}0000`), units: dec(units) });
    for (const [index, amount] of ['100000', '200000', '300000'].entries()) {
      const customer = await verifiedCustomer(t, '1000000');
      await follow(deps, as(customer), { productId, amount: dec(amount) }, `got-${index}`);
      if (index === 1) expect(await followersGotOf(db, product, figures('30'))).toBeNull();
    }
    expect(await followerRecords(db, productId)).toEqual([
      follower({ units: dec('10'), invested: dec('100000') }),
      follower({ units: dec('20'), invested: dec('200000') }),
      follower({ units: dec('30'), invested: dec('300000') }),
    ]);
    // Nothing moved: every follower is where they started, like the strategy.
    expect(await followersGotOf(db, product, figures('60'))).toEqual({
      followers: 3,
      medianReturn: '0',
      shareInLoss: '0',
      strategyMedianReturn: '0',
      medianGap: '0',
    });
  });
});
