import { and, eq, sql } from 'drizzle-orm';
import { compare, type DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { blockApplications } from '../../db/schema-block';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { jstDateOf } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { newOffAuctionRequest } from './entries';
import { holdForBlock } from './money';
import { costOf, lockOffering, subjectOf, type ApplicationRow } from './repo';

/*
 * Applying for a block trade (docs/off-auction.md, "Block trades"): one transaction under the
 * offering's row lock; the money held; the key stored with the application (the same key answers
 * it again). Refused: a frozen or trade-barred account, identity not verified, the offering unknown
 * or not open ('block_trade_closed'), lots outside the per-customer bounds, an amount below the
 * minimum purchase, a second application to the offering, a second purchase the same day (Japan),
 * money short (the ledger's guarded hold). Unique indexes make 50 concurrent applications one.
 */

const requestHashOf = (body: unknown) => sha256Hex(`block/apply\n${canonicalJson(body)}`);

async function withKey(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(blockApplications)
    .where(
      and(eq(blockApplications.customerId, customerId), eq(blockApplications.clientKey, clientKey)),
    );
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

export async function applyForBlock(
  deps: { db: Database; clock: Clock },
  customer: AuthenticatedCustomer,
  body: { offeringId: number; lots: number },
  clientKey: string,
): Promise<ApplicationRow> {
  const requestHash = requestHashOf(body);
  const earlier = await withKey(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
  const [state] = await deps.db
    .select({ verification: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customer.id));
  if (state?.verification !== 'verified') throw new AppError('verification_required');
  const now = deps.clock.now();
  const appliedDay = jstDateOf(now);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const offering = await lockOffering(tx, body.offeringId);
      if (!offering) throw new AppError('block_offering_not_found');
      if (offering.status !== 'open' || now < offering.opensAt || now >= offering.closesAt) {
        throw new AppError('block_trade_closed');
      }
      if (body.lots < offering.minLots || body.lots > offering.maxLots) {
        throw new AppError('block_lots_out_of_range');
      }
      const amount: DecimalString = costOf(offering, body.lots);
      if (compare(amount, offering.minBuyAmount) < 0)
        throw new AppError('block_below_minimum_amount');
      const [already] = await tx
        .select({
          offeringId: blockApplications.offeringId,
          appliedDay: blockApplications.appliedDay,
        })
        .from(blockApplications)
        .where(
          and(
            eq(blockApplications.customerId, customer.id),
            sql`(${blockApplications.offeringId} = ${offering.id} OR ${blockApplications.appliedDay} = ${appliedDay})`,
          ),
        )
        .limit(1);
      if (already) {
        throw new AppError(
          already.offeringId === offering.id
            ? 'block_already_applied'
            : 'block_one_purchase_per_day',
        );
      }
      // The id first, so the entry hash and the hold can name the application.
      const entry = await newOffAuctionRequest(tx, `block:${offering.id}`);
      const applicationId = entry.id;
      await tx.insert(blockApplications).overridingSystemValue().values({
        id: applicationId,
        offeringId: offering.id,
        customerId: customer.id,
        clientKey,
        requestHash,
        lots: body.lots,
        amount,
        appliedDay,
        entrySalt: entry.entrySalt,
        entryHash: entry.entryHash,
        appliedAt: now,
      });
      await holdForBlock(tx, {
        customerId: customer.id,
        applicationId,
        subject: subjectOf(offering, applicationId),
        amount,
        at: now,
      });
      return applicationId;
    });
    const [row] = await deps.db
      .select()
      .from(blockApplications)
      .where(eq(blockApplications.id, id));
    return row!;
  } catch (error) {
    const again = await withKey(deps.db, customer.id, clientKey, requestHash);
    if (again) return again;
    if (isUniqueViolation(error, 'block_applications_one_per_offering')) {
      throw new AppError('block_already_applied');
    }
    if (isUniqueViolation(error, 'block_applications_one_per_day')) {
      throw new AppError('block_one_purchase_per_day');
    }
    throw error;
  }
}
