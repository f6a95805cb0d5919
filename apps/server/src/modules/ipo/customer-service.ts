import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ipoDrawResponse,
  ipoListRequest,
  ipoRecordsRequest,
  ipoSubscribeRequest,
} from '@kabuto/contract';
import { entryHashOf } from '@kabuto/lottery';
import { fromInteger, multiply } from '@kabuto/money';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { queryRows, toId } from '../../ledger/rows';
import { ipoApplications } from '../../db/schema-ipo';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { holdForApplication, payForApplication } from './money';
import {
  applicationsOf,
  changesByOffering,
  countsByOffering,
  findByClientKey,
  findOffering,
  findOwnApplication,
  lockOffering,
  offeringsByIds,
  pageOfApplications,
  visibleOfferings,
} from './repo';
import { lapseRecordOf } from './lapses';
import {
  phaseOf,
  toApplicationView,
  toOfferingView,
  type ApplicationRow,
  type OfferingRow,
} from './views';

export type IpoDeps = { db: Database; clock: Clock };

const isVisible = (row: OfferingRow | null): row is OfferingRow =>
  row !== null && (row.status === 'published' || row.status === 'drawn');

/** The customer's side of new-share subscriptions (docs/ipo.md). */
export function ipoCustomerService({ db, clock }: IpoDeps) {
  async function views(rows: OfferingRow[], customerId: number | null) {
    const ids = rows.map((row) => row.id);
    const [counts, changes, mine] = await Promise.all([
      countsByOffering(db, ids),
      changesByOffering(db, ids),
      customerId === null ? new Map<number, ApplicationRow>() : applicationsOf(db, customerId, ids),
    ]);
    const now = clock.now();
    return rows.map((row) =>
      toOfferingView(row, now, counts(row.id), changes(row.id), mine.get(row.id) ?? null),
    );
  }

  async function list(
    customer: AuthenticatedCustomer | null,
    body: z.output<typeof ipoListRequest>,
  ) {
    const now = clock.now();
    const rows = (await visibleOfferings(db)).filter(
      (row) => !body?.phase || phaseOf(row, now) === body.phase,
    );
    return views(rows, customer?.id ?? null);
  }

  async function detail(customer: AuthenticatedCustomer | null, offeringId: number) {
    const row = await findOffering(db, offeringId);
    if (!isVisible(row)) throw new AppError('ipo_not_found');
    const [view] = await views([row], customer?.id ?? null);
    return view!;
  }

  function requestHashOf(body: z.output<typeof ipoSubscribeRequest>): string {
    return sha256Hex(`ipo/subscribe\n${canonicalJson(body)}`);
  }

  /** The same key again answers the first application, unless it asked for something else. */
  async function replayed(customer: AuthenticatedCustomer, clientKey: string, requestHash: string) {
    const existing = await findByClientKey(db, customer.id, clientKey);
    if (!existing) return null;
    if (existing.requestHash !== requestHash) throw new AppError('key_mismatch');
    const offering = await findOffering(db, existing.offeringId);
    return toApplicationView(existing, offering!);
  }

  async function subscribe(
    customer: AuthenticatedCustomer,
    body: z.output<typeof ipoSubscribeRequest>,
    clientKey: string,
  ) {
    const requestHash = requestHashOf(body);
    const earlier = await replayed(customer, clientKey, requestHash);
    if (earlier) return earlier;
    if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
    if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
    const [state] = await db
      .select({ verification: customers.verificationStatus })
      .from(customers)
      .where(eq(customers.id, customer.id));
    if (state?.verification !== 'verified') throw new AppError('verification_required');

    const now = clock.now();
    try {
      const applicationId = await db.transaction(async (tx) => {
        // The offering's lock orders applications against a change of the range or the draw.
        const offering = await lockOffering(tx, body.offeringId);
        if (!isVisible(offering)) throw new AppError('ipo_not_found');
        if (now < offering.subscriptionOpensAt) throw new AppError('subscription_not_started');
        if (now >= offering.subscriptionClosesAt || offering.status !== 'published') {
          throw new AppError('subscription_closed');
        }
        if (body.lots > offering.maxLotsPerApplication) throw new AppError('ipo_lots_invalid');
        const [existing] = await tx
          .select({ id: ipoApplications.id })
          .from(ipoApplications)
          .where(
            sql`${ipoApplications.offeringId} = ${offering.id} AND ${ipoApplications.customerId} = ${customer.id}`,
          );
        if (existing) throw new AppError('ipo_already_subscribed');
        // The id first, so the entry hash and the hold can name the application.
        const [next] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT nextval(pg_get_serial_sequence('ipo_applications', 'id'))::text AS id`,
        );
        const id = toId(next!.id);
        const salt = randomBytes(16).toString('hex');
        // The most the shares can cost: the final price can only be inside the range.
        const heldAmount = multiply(
          offering.priceHigh,
          fromInteger(body.lots * offering.lotShares),
        );
        await tx
          .insert(ipoApplications)
          .overridingSystemValue()
          .values({
            id,
            offeringId: offering.id,
            customerId: customer.id,
            clientKey,
            requestHash,
            lots: body.lots,
            autoPurchase: body.autoPurchase,
            heldAmount,
            entrySalt: salt,
            entryHash: entryHashOf(`ipo:${offering.id}:${id}`, salt),
            appliedAt: now,
          });
        await holdForApplication(tx, {
          customerId: customer.id,
          applicationId: id,
          offering,
          amount: heldAmount,
          at: now,
        });
        return id;
      });
      const row = await findOwnApplication(db, customer.id, applicationId);
      const offering = await findOffering(db, row!.offeringId);
      return toApplicationView(row!, offering!);
    } catch (error) {
      // A concurrent request with the same key, or for the same offering, got there first.
      const again = await replayed(customer, clientKey, requestHash);
      if (again) return again;
      if (isUniqueViolation(error, 'ipo_applications_one_per_customer')) {
        throw new AppError('ipo_already_subscribed');
      }
      throw error;
    }
  }

  async function records(
    customer: AuthenticatedCustomer,
    body: z.output<typeof ipoRecordsRequest>,
  ) {
    const limit = body?.limit ?? 20;
    const rows = await pageOfApplications(db, customer.id, body?.cursor, limit);
    const page = rows.slice(0, limit);
    const offerings = await offeringsByIds(
      db,
      page.map((row) => row.offeringId),
    );
    return {
      items: page.map((row) => toApplicationView(row, offerings.get(row.offeringId)!)),
      nextCursor: rows.length > limit ? page.at(-1)!.id : null,
    };
  }

  async function pay(customer: AuthenticatedCustomer, applicationId: number) {
    const now = clock.now();
    const own = await findOwnApplication(db, customer.id, applicationId);
    if (!own) throw new AppError('ipo_application_not_found');
    await db.transaction(async (tx) => {
      const offering = (await lockOffering(tx, own.offeringId))!;
      const [row] = await tx
        .select()
        .from(ipoApplications)
        .where(eq(ipoApplications.id, own.id))
        .for('update');
      if (row!.status === 'lapsed') throw new AppError('ipo_purchase_deadline_passed');
      if (row!.status !== 'pending_payment') throw new AppError('ipo_payment_not_due');
      if (now >= offering.purchaseDeadlineAt) throw new AppError('ipo_purchase_deadline_passed');
      await payForApplication(tx, {
        customerId: customer.id,
        applicationId: row!.id,
        offering,
        amount: row!.cost!,
        at: now,
        from: 'held',
      });
      await tx
        .update(ipoApplications)
        .set({ status: 'paid', paidAmount: row!.cost, paidAt: now })
        .where(eq(ipoApplications.id, row!.id));
    });
    const row = await findOwnApplication(db, customer.id, applicationId);
    return toApplicationView(row!, (await findOffering(db, row!.offeringId))!);
  }

  async function draw(offeringId: number): Promise<z.output<typeof ipoDrawResponse>> {
    const row = await findOffering(db, offeringId);
    if (!isVisible(row)) throw new AppError('ipo_not_found');
    const lapses = await lapseRecordOf(db, row);
    return {
      offeringId: row.id,
      symbol: row.symbol,
      commitment: row.commitment ?? '',
      drawAt: row.drawAt.toISOString(),
      document: (row.drawDocument as z.output<typeof ipoDrawResponse>['document']) ?? null,
      ...lapses,
    };
  }

  return { list, detail, subscribe, records, pay, draw };
}

export type IpoCustomerService = ReturnType<typeof ipoCustomerService>;
