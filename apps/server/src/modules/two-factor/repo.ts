import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  customerTwoFactor,
  loginChallenges,
  twoFactorRecoveryCodes,
} from '../../db/schema-two-factor';

/** Every query names the customer it belongs to: one customer's rows are never another's. */

export async function findTwoFactor(db: Queryable, customerId: number) {
  const [row] = await db
    .select()
    .from(customerTwoFactor)
    .where(eq(customerTwoFactor.customerId, customerId));
  return row;
}

/** A new pending secret, replacing an unconfirmed one; never one that is on. */
export async function savePendingSecret(
  db: Queryable,
  customerId: number,
  secretSealed: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(customerTwoFactor)
    .values({ customerId, secretSealed, startedAt: now })
    .onConflictDoUpdate({
      target: customerTwoFactor.customerId,
      set: { secretSealed, startedAt: now, lastUsedStep: null },
      setWhere: isNull(customerTwoFactor.enabledAt),
    })
    .returning({ customerId: customerTwoFactor.customerId });
  return rows.length === 1;
}

/**
 * Takes a TOTP time step as used, if it is after the last one used: one guarded statement, so two
 * requests with the same code cannot both pass.
 */
export async function claimStep(db: Queryable, customerId: number, step: number) {
  const rows = await db
    .update(customerTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(customerTwoFactor.customerId, customerId),
        or(isNull(customerTwoFactor.lastUsedStep), lt(customerTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ customerId: customerTwoFactor.customerId });
  return rows.length === 1;
}

export async function markEnabled(db: Queryable, customerId: number, now: Date) {
  await db
    .update(customerTwoFactor)
    .set({ enabledAt: now })
    .where(eq(customerTwoFactor.customerId, customerId));
}

export async function deleteTwoFactor(db: Queryable, customerId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.customerId, customerId));
  await db.delete(customerTwoFactor).where(eq(customerTwoFactor.customerId, customerId));
}

export async function replaceRecoveryCodes(
  db: Queryable,
  customerId: number,
  codeHashes: readonly string[],
  now: Date,
) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.customerId, customerId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ customerId, codeHash, createdAt: now })));
}

/** Uses a recovery code, once: a guarded update, so two requests cannot both spend it. */
export async function spendRecoveryCode(
  db: Queryable,
  customerId: number,
  codeHash: string,
  now: Date,
) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.customerId, customerId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(
      and(eq(twoFactorRecoveryCodes.customerId, customerId), isNull(twoFactorRecoveryCodes.usedAt)),
    );
  return row?.left ?? 0;
}

export async function insertChallenge(
  db: Queryable,
  values: typeof loginChallenges.$inferInsert,
): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

export async function findLiveChallenge(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Redeems a challenge once: the guarded update is the only way it becomes used. */
export async function claimChallenge(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.id, id),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Challenges long past their expiry are of no use to anyone; a login sweeps its customer's. */
export async function deleteStaleChallenges(db: Queryable, customerId: number, before: Date) {
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.customerId, customerId), lt(loginChallenges.expiresAt, before)));
}
