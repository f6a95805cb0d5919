import type { BiddingBidView, BiddingDocument, BiddingOfferingView } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { placeBid, withdrawBid } from './bidding-bids';
import { documentOf } from './bidding-operator';
import {
  bidDemandOf,
  bidsOf,
  findBiddingOffering,
  listBiddingOfferings,
  toBidView,
  toBiddingOfferingView,
  type BiddingOfferingRow,
  type BidRow,
} from './bidding-repo';
import type { BlockDeps } from './operator-service';

/**
 * Bidding for customers (docs/off-auction.md): the offerings, bidding and withdrawing, my records,
 * and after the close the demand curve and the document. Bids are sealed while the window is open:
 * nothing of the others' bids (not even their total) is shown before the allocation.
 */
export function biddingCustomerService(deps: BlockDeps) {
  const offeringsById = async (rows: readonly BidRow[]) => {
    const found = new Map<number, BiddingOfferingRow>();
    for (const id of new Set(rows.map((row) => row.offeringId))) {
      const offering = await findBiddingOffering(deps.db, id);
      if (offering) found.set(id, offering);
    }
    return found;
  };
  const bidView = async (row: BidRow) =>
    toBidView(deps.market, row, (await findBiddingOffering(deps.db, row.offeringId))!);

  return {
    async offerings(customer: AuthenticatedCustomer | null): Promise<BiddingOfferingView[]> {
      const rows = await listBiddingOfferings(deps.db, deps.clock.now());
      const allocated = rows.filter((row) => row.status === 'allocated').map((row) => row.id);
      const demand = await bidDemandOf(deps.db, allocated);
      const mine = customer ? await bidsOf(deps.db, { customerId: customer.id }) : [];
      return rows.map((row) => {
        // Newest first: the live bid if there is one, else the latest (withdrawn or decided).
        const own = mine.filter((bid) => bid.offeringId === row.id);
        const shown = own.find((bid) => bid.rejectReason !== 'withdrawn') ?? own[0];
        const sealed = row.status !== 'allocated';
        return {
          ...toBiddingOfferingView(
            deps.market,
            row,
            sealed ? null : (demand.get(row.id) ?? { lots: 0, bidders: 0 }),
          ),
          myBid: shown ? toBidView(deps.market, shown, row) : null,
        };
      });
    },
    async bid(
      customer: AuthenticatedCustomer,
      body: { offeringId: number; price: DecimalString; lots: number },
      clientKey: string,
    ): Promise<BiddingBidView> {
      return bidView(await placeBid(deps, customer, body, clientKey));
    },
    async withdraw(customer: AuthenticatedCustomer, bidId: number): Promise<BiddingBidView> {
      return bidView(await withdrawBid(deps, customer, bidId));
    },
    async records(customer: AuthenticatedCustomer): Promise<BiddingBidView[]> {
      const rows = await bidsOf(deps.db, { customerId: customer.id });
      const offerings = await offeringsById(rows);
      return rows.map((row) => toBidView(deps.market, row, offerings.get(row.offeringId)!));
    },
    /** The demand curve, once the allocation has published it; before, no level at all. */
    async demand(offeringId: number) {
      const offering = await findBiddingOffering(deps.db, offeringId);
      if (!offering) throw new AppError('bidding_offering_not_found');
      const document =
        offering.status === 'allocated'
          ? (offering.allocationDocument as BiddingDocument | null)
          : null;
      return {
        offeringId: offering.id,
        status: offering.status,
        lotsOffered: offering.lotsOffered,
        published: document !== null,
        clearingPrice: document ? offering.clearingPrice : null,
        levels: document?.demandCurve ?? [],
      };
    },
    async document(offeringId: number) {
      const offering = await findBiddingOffering(deps.db, offeringId);
      if (!offering) throw new AppError('bidding_offering_not_found');
      return documentOf(offering);
    },
  };
}
export type BiddingCustomerService = ReturnType<typeof biddingCustomerService>;
