import { IPO_APPLICATION_STATUSES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { inIpoTab } from './ipo-applications';

describe('the Trade tab’s new-share tabs', () => {
  it('list applications in progress under auction and paid ones under allotment, once each', () => {
    const auction = IPO_APPLICATION_STATUSES.filter((status) => inIpoTab('auction', { status }));
    const allotment = IPO_APPLICATION_STATUSES.filter((status) =>
      inIpoTab('allotment', { status }),
    );
    expect(auction).toEqual(['awaiting_draw', 'pending_payment']);
    expect(allotment).toEqual(['paid']);
  });
});
