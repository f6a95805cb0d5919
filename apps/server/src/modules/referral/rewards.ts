import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import { isPositive, negate } from '@kabuto/money';
import type { ReferralRules } from '@kabuto/contract';
import type { Database, Queryable, Transaction } from '../../db/client';
import { customers } from '../../db/schema';
import { deposits } from '../../db/schema-funding';
import { identityVerifications } from '../../db/schema-kyc';
import { referrals } from '../../db/schema-referral';
import { customerAccount, houseAccount, postEntry } from '../../ledger';
import { jstDateOf, jstInstantMs, MS_PER_DAY } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { ineligibility } from './checks';
import { readReferralRules } from './settings';

/**
 * The reward's life (docs/referral.md, "The reward job"). A row per invited friend moves
 * waiting → on_hold → paid, or to not_eligible / expired; every step is decided from facts in the
 * database (the friend's verified identity, their approved deposits, the clock), so the job that
 * runs it can run in every process, repeat, or run late after downtime and still pay each friend's
 * reward once: the referral row is locked (skip-locked: a row another process holds is left to it),
 * the payment's ledger key is `referral:<friend id>:reward`, and the yearly cap is counted under
 * the inviter's customer row lock, so two processes paying two friends of one inviter at once
 * cannot both take the last place.
 */

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralDeps = { db: Database; clock: Clock };

const addDays = (instant: Date, days: number) => new Date(instant.getTime() + days * MS_PER_DAY);

/** The calendar year (Japan) `now` falls in, as [start, end) instants. */
export function jstYearOf(now: Date): { start: Date; end: Date } {
  const year = Number(jstDateOf(now).slice(0, 4));
  return {
    start: new Date(jstInstantMs(`${year}-01-01`, 0)),
    end: new Date(jstInstantMs(`${year + 1}-01-01`, 0)),
  };
}

/**
 * Makes the row of every invited friend who has none yet, with today's rules: the deadline counts
 * from the friend's registration. Registration itself stays in the auth module, untouched; a
 * friend's row appears on the job's next run or when either side opens the page.
 */
export async function recordNewReferrals(
  db: Queryable,
  rules: ReferralRules,
  now: Date,
  onlyCustomerIds?: number[],
): Promise<void> {
  const found = await db
    .select({
      id: customers.id,
      inviterId: customers.invitedByCustomerId,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .leftJoin(referrals, eq(referrals.friendCustomerId, customers.id))
    .where(
      and(
        isNotNull(customers.invitedByCustomerId),
        isNull(referrals.friendCustomerId),
        eq(customers.kind, 'customer'),
        onlyCustomerIds
          ? or(
              inArray(customers.id, onlyCustomerIds),
              inArray(customers.invitedByCustomerId, onlyCustomerIds),
            )
          : undefined,
      ),
    );
  const rows = found.filter((row) => row.inviterId !== null && row.inviterId !== row.id);
  if (rows.length === 0) return;
  await db
    .insert(referrals)
    .values(
      rows.map((row) => ({
        friendCustomerId: row.id,
        inviterCustomerId: row.inviterId!,
        registeredAt: row.createdAt,
        deadlineAt: addDays(row.createdAt, rules.stepDeadlineDays),
        rewardAmount: rules.rewardAmount,
        holdDays: rules.holdDays,
        status: 'waiting' as const,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * At registration (auth calls this after making the customer): a friend's row with today's rules,
 * the deadline counted from now. A customer registered with an operator's code has no inviter and
 * no row. The job's `recordNewReferrals` makes any row this missed.
 */
export async function recordRegistration(db: Queryable, customerId: number, now: Date) {
  const [row] = await db
    .select({ inviterId: customers.invitedByCustomerId, kind: customers.kind })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row || row.inviterId === null || row.inviterId === customerId || row.kind !== 'customer') {
    return;
  }
  const rules = await readReferralRules(db);
  await db
    .insert(referrals)
    .values({
      friendCustomerId: customerId,
      inviterCustomerId: row.inviterId,
      registeredAt: now,
      deadlineAt: addDays(now, rules.stepDeadlineDays),
      rewardAmount: rules.rewardAmount,
      holdDays: rules.holdDays,
      status: 'waiting',
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** When the friend's steps were done (null: not yet): first verification, first approved deposit. */
export async function stepsOf(db: Queryable, friendId: number) {
  const [[verified], [deposited]] = await Promise.all([
    db
      .select({
        at: sql<Date | null>`min(${identityVerifications.reviewedAt})`.mapWith(
          identityVerifications.reviewedAt,
        ),
      })
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.customerId, friendId),
          eq(identityVerifications.status, 'verified'),
        ),
      ),
    db
      .select({ at: sql<Date | null>`min(${deposits.reviewedAt})`.mapWith(deposits.reviewedAt) })
      .from(deposits)
      .where(and(eq(deposits.customerId, friendId), eq(deposits.status, 'approved'))),
  ]);
  return { verifiedAt: verified?.at ?? null, depositedAt: deposited?.at ?? null };
}

/** Rewards paid to the inviter in the calendar year (Japan) of `now`. */
export async function paidInYear(db: Queryable, inviterId: number, now: Date): Promise<number> {
  const year = jstYearOf(now);
  const [row] = await db
    .select({ paid: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.inviterCustomerId, inviterId),
        eq(referrals.status, 'paid'),
        gte(referrals.paidAt, year.start),
        lt(referrals.paidAt, year.end),
      ),
    );
  return row?.paid ?? 0;
}

async function update(tx: Transaction, row: ReferralRow, changes: Partial<ReferralRow>) {
  const [updated] = await tx
    .update(referrals)
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where(eq(referrals.friendCustomerId, row.friendCustomerId))
    .returning();
  return updated!;
}

/** Pays a reward whose hold has ended, or says why it cannot be paid (checked again: the hold is for that). */
async function release(tx: Transaction, row: ReferralRow, rules: ReferralRules, now: Date) {
  const reason = await ineligibility(tx, row.friendCustomerId, row.inviterCustomerId);
  if (reason) return update(tx, row, { status: 'not_eligible', reason, updatedAt: now });
  // The cap is counted under the inviter's row lock: one payment per inviter at a time.
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, row.inviterCustomerId))
    .for('no key update');
  if ((await paidInYear(tx, row.inviterCustomerId, now)) >= rules.yearlyCap) {
    return update(tx, row, {
      status: 'not_eligible',
      reason: 'yearly_cap_reached',
      updatedAt: now,
    });
  }
  const amount = row.rewardAmount;
  if (!isPositive(amount)) throw new Error(`referral ${row.friendCustomerId}: no reward amount`);
  const posted = await postEntry(tx, {
    type: 'referral_reward',
    reason: 'Referral reward: an invited friend completed the steps',
    reference: { type: 'referral', id: row.friendCustomerId },
    idempotencyKey: `referral:${row.friendCustomerId}:reward`,
    at: now,
    postings: [
      { account: houseAccount('referral_rewards', 'JPY'), amount: negate(amount) },
      { account: customerAccount(row.inviterCustomerId, 'JPY', 'available'), amount },
    ],
  });
  return update(tx, row, { status: 'paid', paidAt: now, entryId: posted.entryId, updatedAt: now });
}

/**
 * Moves one referral (locked in `tx`) as far as the facts and the clock allow: qualified when both
 * steps were done by the deadline (the later step's instant starts the hold), expired when the
 * deadline passed without them, paid when the hold has ended. A run after downtime does all of
 * it at once, with the instants the facts carry.
 */
export async function advanceReferral(
  tx: Transaction,
  row: ReferralRow,
  rules: ReferralRules,
  now: Date,
): Promise<ReferralRow> {
  let current = row;
  if (current.status === 'waiting') {
    const { verifiedAt, depositedAt } = await stepsOf(tx, current.friendCustomerId);
    const doneAt =
      verifiedAt && depositedAt
        ? new Date(Math.max(verifiedAt.getTime(), depositedAt.getTime()))
        : null;
    if (doneAt && doneAt <= current.deadlineAt) {
      const reason = await ineligibility(tx, current.friendCustomerId, current.inviterCustomerId);
      current = reason
        ? await update(tx, current, {
            status: 'not_eligible',
            qualifiedAt: doneAt,
            reason,
            updatedAt: now,
          })
        : await update(tx, current, {
            status: 'on_hold',
            qualifiedAt: doneAt,
            holdUntil: addDays(doneAt, current.holdDays),
            updatedAt: now,
          });
    } else if (now > current.deadlineAt) {
      current = await update(tx, current, { status: 'expired', updatedAt: now });
    }
  }
  if (current.status === 'on_hold' && current.holdUntil && current.holdUntil <= now) {
    current = await release(tx, current, rules, now);
  }
  return current;
}

/**
 * One run of the reward job: records new friends, then advances every open referral, each in its
 * own transaction under its row lock, the earliest hold first (so the cap goes to the friends who
 * finished first). `customerIds` limits the run to referrals where they are friend or inviter (a
 * page read catches its own up first). Answers how many rows changed.
 */
export async function runDueReferrals(
  deps: ReferralDeps,
  now?: Date,
  customerIds?: number[],
): Promise<number> {
  const at = now ?? deps.clock.now();
  const rules = await readReferralRules(deps.db);
  await recordNewReferrals(deps.db, rules, at, customerIds);
  const open = await deps.db
    .select({ id: referrals.friendCustomerId })
    .from(referrals)
    .where(
      and(
        or(
          // A waiting row can move only once its deadline passed or both steps exist.
          and(
            eq(referrals.status, 'waiting'),
            or(
              lt(referrals.deadlineAt, at),
              and(
                sql`EXISTS (SELECT 1 FROM ${identityVerifications} WHERE ${identityVerifications.customerId} = ${referrals.friendCustomerId} AND ${identityVerifications.status} = 'verified')`,
                sql`EXISTS (SELECT 1 FROM ${deposits} WHERE ${deposits.customerId} = ${referrals.friendCustomerId} AND ${deposits.status} = 'approved')`,
              ),
            ),
          ),
          and(eq(referrals.status, 'on_hold'), lte(referrals.holdUntil, at)),
        ),
        customerIds
          ? or(
              inArray(referrals.friendCustomerId, customerIds),
              inArray(referrals.inviterCustomerId, customerIds),
            )
          : undefined,
      ),
    )
    .orderBy(sql`${referrals.holdUntil} ASC NULLS LAST`, asc(referrals.friendCustomerId));
  let changed = 0;
  for (const { id } of open) {
    const moved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(referrals)
        .where(eq(referrals.friendCustomerId, id))
        .for('update', { skipLocked: true });
      if (!row) return false;
      const updated = await advanceReferral(tx, row, rules, at);
      return updated.status !== row.status;
    });
    if (moved) changed += 1;
  }
  return changed;
}
