import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReferralIneligibleReason } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customerSessions } from '../../db/schema';
import { bankCards, identityVerifications } from '../../db/schema-kyc';
import { normalizePersonName } from '../bank-cards';

/**
 * The abuse checks (docs/referral.md, "No reward for yourself"): a friend earns the inviter
 * nothing when the two accounts share a person or a device. They are published, not secret: a
 * check that only works while nobody knows it is no check. Each answers yes or no; nothing the
 * two accounts hold is copied, shown or returned.
 *
 * - identity: any identity submission of the friend has the same document type and number
 *   (stored normalised by KYC: NFKC, no spaces or hyphens, upper case) as any of the inviter's;
 * - bank account holder: any bank account either ever bound (unbound ones too) has the same
 *   holder name, compared as withdrawals compare names (bank-cards' `normalizePersonName`);
 * - device: a session of the friend was opened on the same device as a session of the inviter:
 *   with the same app device id (a random number the app keeps in its storage, platform/device-id.ts;
 *   not a fingerprint of the hardware, so clearing the app's storage makes a new one), or from the
 *   same network address with the same browser signature (user agent), which still catches a
 *   friend whose app forgot its id.
 */
export async function ineligibility(
  db: Queryable,
  friendId: number,
  inviterId: number,
): Promise<ReferralIneligibleReason | null> {
  if (await sharesIdentity(db, friendId, inviterId)) return 'shared_identity';
  if (await sharesCardHolder(db, friendId, inviterId)) return 'shared_card_holder';
  if (await sharesDevice(db, friendId, inviterId)) return 'shared_device';
  return null;
}

async function sharesIdentity(db: Queryable, friendId: number, inviterId: number) {
  const friend = alias(identityVerifications, 'friend_identity');
  const inviter = alias(identityVerifications, 'inviter_identity');
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(friend)
    .innerJoin(
      inviter,
      and(eq(inviter.documentType, friend.documentType), eq(inviter.idNumber, friend.idNumber)),
    )
    .where(and(eq(friend.customerId, friendId), eq(inviter.customerId, inviterId)))
    .limit(1);
  return row !== undefined;
}

async function sharesCardHolder(db: Queryable, friendId: number, inviterId: number) {
  const rows = await db
    .select({ customerId: bankCards.customerId, holderName: bankCards.holderName })
    .from(bankCards)
    .where(inArray(bankCards.customerId, [friendId, inviterId]));
  const names = (id: number) =>
    new Set(
      rows
        .filter((row) => row.customerId === id)
        .map((row) => normalizePersonName(row.holderName))
        .filter((name) => name !== ''),
    );
  const inviterNames = names(inviterId);
  return [...names(friendId)].some((name) => inviterNames.has(name));
}

/** Any session of the friend and any of the inviter: the same device id, or the same address and browser. */
async function sharesDevice(db: Queryable, friendId: number, inviterId: number) {
  const friend = alias(customerSessions, 'friend_session');
  const inviter = alias(customerSessions, 'inviter_session');
  // `=` is never true for a null, so sessions without a device id (or an address or user agent)
  // match nothing on that side.
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(friend)
    .innerJoin(
      inviter,
      or(
        eq(inviter.deviceId, friend.deviceId),
        and(eq(inviter.ipAddress, friend.ipAddress), eq(inviter.userAgent, friend.userAgent)),
      ),
    )
    .where(and(eq(friend.customerId, friendId), eq(inviter.customerId, inviterId)))
    .limit(1);
  return row !== undefined;
}
