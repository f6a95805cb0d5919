import { describe, expect, it } from 'vitest';
import { biddingTabBids } from './bidding-bids';

describe("the Trade tab's bidding tab", () => {
  it('lists the bids waiting for the close first, then the decided ones, without withdrawn bids', () => {
    const bids = [
      { id: 6, status: 'rejected', rejectReason: 'withdrawn' },
      { id: 5, status: 'pending', rejectReason: null },
      { id: 4, status: 'approved', rejectReason: null },
      { id: 3, status: 'pending', rejectReason: null },
      { id: 2, status: 'rejected', rejectReason: 'not_allocated' },
      { id: 1, status: 'rejected', rejectReason: 'offering_cancelled' },
    ] as const;
    expect(biddingTabBids(bids).map((bid) => bid.id)).toEqual([5, 3, 4, 2, 1]);
    expect(biddingTabBids([])).toEqual([]);
  });
});
