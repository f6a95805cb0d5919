import type { BlockApplicationView, BlockOfferingView } from '@kabuto/contract';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { applyForBlock } from './applications';
import type { BlockDeps } from './operator-service';
import {
  applicationsOf,
  demandOf,
  findOffering,
  listOfferings,
  toApplicationView,
  toOfferingView,
} from './repo';

/** Block trades for customers (docs/off-auction.md): the offerings, applying, my records, the draw. */
export function blockCustomerService(deps: BlockDeps) {
  return {
    async offerings(customer: AuthenticatedCustomer | null): Promise<BlockOfferingView[]> {
      const rows = await listOfferings(deps.db, deps.clock.now());
      const demand = await demandOf(
        deps.db,
        rows.map((row) => row.id),
      );
      const mine = customer ? await applicationsOf(deps.db, { customerId: customer.id }) : [];
      return rows.map((row) => {
        const own = mine.find((application) => application.offeringId === row.id);
        return {
          ...toOfferingView(deps.market, row, demand.get(row.id)),
          myApplication: own ? toApplicationView(deps.market, own, row) : null,
        };
      });
    },
    async apply(
      customer: AuthenticatedCustomer,
      body: { offeringId: number; lots: number },
      clientKey: string,
    ): Promise<BlockApplicationView> {
      const row = await applyForBlock(deps, customer, body, clientKey);
      const offering = await findOffering(deps.db, row.offeringId);
      return toApplicationView(deps.market, row, offering!);
    },
    async records(customer: AuthenticatedCustomer): Promise<BlockApplicationView[]> {
      const rows = await applicationsOf(deps.db, { customerId: customer.id });
      const offerings = new Map<number, NonNullable<Awaited<ReturnType<typeof findOffering>>>>();
      for (const id of new Set(rows.map((row) => row.offeringId))) {
        const offering = await findOffering(deps.db, id);
        if (offering) offerings.set(id, offering);
      }
      return rows.map((row) => toApplicationView(deps.market, row, offerings.get(row.offeringId)!));
    },
    async draw(offeringId: number) {
      const offering = await findOffering(deps.db, offeringId);
      if (!offering) throw new AppError('block_offering_not_found');
      return {
        offeringId: offering.id,
        commitment: offering.commitment,
        document: offering.status === 'allocated' ? (offering.drawDocument as never) : null,
      };
    },
  };
}
export type BlockCustomerService = ReturnType<typeof blockCustomerService>;
