import { eq } from 'drizzle-orm';
import { commitmentOf, newSeed } from '@kabuto/lottery';
import {
  compare,
  multiply,
  subtract,
  add,
  canonicalDecimal,
  type DecimalString,
} from '@kabuto/money';
import { BLOCK_PRICE_BAND, type Locale } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { blockApplications, blockOfferings } from '../../db/schema-block';
import { decimalToTenths } from '../../market-data/price-units';
import type { MarketDataProvider } from '../../market-data/provider';
import { isOnTickTenths } from '../../market-data/ticks';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { readTradingSettings } from '../trading';
import { releaseForBlock } from './money';
import {
  applicationsOf,
  demandOf,
  findOffering,
  listOfferings,
  lockOffering,
  subjectOf,
  toApplicationView,
  toOfferingView,
  type OfferingRow,
} from './repo';

/** Block trades' console side (docs/off-auction.md): announce, withdraw, watch the applications. */

export type BlockDeps = { db: Database; clock: Clock; market: MarketDataProvider };

type SaveOffering = {
  symbol: string;
  price: DecimalString;
  lotsOffered: number;
  minLots: number;
  maxLots: number;
  minBuyAmount: DecimalString;
  opensAt: string;
  closesAt: string;
  reason: string;
};

/** The ±7% band around the previous close (ToSTNeT-1), and the tick grid. */
export function checkPrice(
  market: MarketDataProvider,
  symbol: string,
  price: DecimalString,
): DecimalString {
  const instrument = market.instrument(symbol);
  if (!instrument) throw new AppError('product_unavailable');
  const quote = market.quote(symbol);
  const reference = quote.prevClose ?? quote.last;
  const band = multiply(reference, canonicalDecimal(BLOCK_PRICE_BAND));
  if (compare(price, subtract(reference, band)) < 0 || compare(price, add(reference, band)) > 0) {
    throw new AppError('block_price_out_of_band');
  }
  if (!isOnTickTenths(decimalToTenths(price), instrument.tickTable)) {
    throw new AppError('block_price_out_of_band');
  }
  return reference;
}

export function blockOperatorService(deps: BlockDeps) {
  const viewOf = async (row: OfferingRow) => {
    const demand = await demandOf(deps.db, [row.id]);
    return toOfferingView(deps.market, row, demand.get(row.id));
  };
  return {
    async offerings() {
      const rows = await listOfferings(deps.db, null);
      const demand = await demandOf(
        deps.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toOfferingView(deps.market, row, demand.get(row.id)));
    },
    async saveOffering(operator: AuthenticatedOperator, body: SaveOffering, ip: string | null) {
      const now = deps.clock.now();
      const opensAt = new Date(body.opensAt);
      const closesAt = new Date(body.closesAt);
      if (
        body.minLots > body.maxLots ||
        body.maxLots > body.lotsOffered ||
        closesAt <= opensAt ||
        closesAt <= now
      ) {
        throw new AppError('block_offering_invalid');
      }
      const referencePrice = checkPrice(deps.market, body.symbol, body.price);
      const { lotShares } = await readTradingSettings(deps.db);
      const seed = newSeed();
      const row = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(blockOfferings)
          .values({
            symbol: body.symbol,
            price: body.price,
            referencePrice,
            lotShares,
            lotsOffered: body.lotsOffered,
            minLots: body.minLots,
            maxLots: body.maxLots,
            minBuyAmount: body.minBuyAmount,
            opensAt,
            closesAt,
            seed,
            commitment: commitmentOf(seed),
            createdByOperatorId: operator.id,
            createdAt: now,
          })
          .returning();
        const { seed: _secret, ...published } = created!;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'block.announce',
          targetType: 'block_offering',
          targetId: created!.id,
          reason: body.reason,
          before: null,
          after: published,
          ipAddress: ip,
        });
        return created!;
      });
      return viewOf(row);
    },
    async cancel(
      operator: AuthenticatedOperator,
      body: { offeringId: number; reason: string; reasonLocale?: Locale | undefined },
      ip: string | null,
    ) {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const offering = await lockOffering(tx, body.offeringId);
        if (!offering) throw new AppError('block_offering_not_found');
        if (offering.status !== 'open') throw new AppError('block_offering_not_open');
        const pending = (await applicationsOf(tx, { offeringId: offering.id })).filter(
          (application) => application.status === 'pending',
        );
        for (const application of pending) {
          await releaseForBlock(tx, {
            customerId: application.customerId,
            applicationId: application.id,
            subject: subjectOf(offering, application.id),
            amount: application.amount,
            at: now,
          });
          await tx
            .update(blockApplications)
            .set({ status: 'rejected', rejectReason: 'offering_cancelled', decidedAt: now })
            .where(eq(blockApplications.id, application.id));
        }
        const [updated] = await tx
          .update(blockOfferings)
          .set({
            status: 'cancelled',
            cancelReason: body.reason,
            cancelReasonLocale: body.reasonLocale ?? null,
          })
          .where(eq(blockOfferings.id, offering.id))
          .returning();
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'block.cancel',
          targetType: 'block_offering',
          targetId: offering.id,
          reason: body.reason,
          before: { status: offering.status },
          after: { status: 'cancelled', released: pending.length },
          ipAddress: ip,
        });
        return updated!;
      });
      return viewOf(row);
    },
    async applications(offeringId: number) {
      const offering = await findOffering(deps.db, offeringId);
      if (!offering) throw new AppError('block_offering_not_found');
      const rows = await deps.db
        .select({ application: blockApplications, account: customers.account })
        .from(blockApplications)
        .innerJoin(customers, eq(customers.id, blockApplications.customerId))
        .where(eq(blockApplications.offeringId, offeringId))
        .orderBy(blockApplications.id);
      return rows.map((row) => ({
        ...toApplicationView(deps.market, row.application, offering),
        customerId: row.application.customerId,
        account: row.account,
      }));
    },
  };
}
export type BlockOperatorService = ReturnType<typeof blockOperatorService>;
