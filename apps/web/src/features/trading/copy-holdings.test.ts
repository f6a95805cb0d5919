import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import { copyHoldingsInProgress } from './copy-holdings';

describe("the Trade tab's copy-trade tab", () => {
  it('lists the products I still hold units of, not ended or fully redeemed ones', () => {
    const records = [
      { id: 1, status: 'in_progress', holding: { units: dec('20') } },
      { id: 2, status: 'ended', holding: { units: dec('0') } },
      { id: 3, status: 'terminated', holding: { units: dec('0') } },
      // Redeemed in full while the product runs on: a record only.
      { id: 4, status: 'in_progress', holding: { units: dec('0') } },
      { id: 5, status: 'in_progress', holding: { units: dec('0.000001') } },
    ] as const;
    expect(copyHoldingsInProgress(records).map((record) => record.id)).toEqual([1, 5]);
  });
});
