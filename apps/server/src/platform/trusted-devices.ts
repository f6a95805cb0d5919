import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { trustedDevices } from '../db/schema-security';
import type { Clock } from './clock';
import { newSessionToken, sha256Hex } from './secrets';

/**
 * Devices that have signed in before (docs/security.md, "Who a lockout can hurt"). After a
 * successful login the browser keeps an HttpOnly cookie, sent only to the login route; a later
 * login attempt that presents it is throttled on that device's own counter instead of the
 * account's shared one. A stranger guessing the password from elsewhere then slows only strangers:
 * the owner, on a device they have used before, still gets in with the right password.
 *
 * The cookie is not a credential (the password is still required) and the script on the page
 * cannot read it. Only its SHA-256 is stored.
 */
export type DeviceSubject = 'customer' | 'operator';

const COOKIES: Record<DeviceSubject, { name: string; path: string }> = {
  customer: { name: 'kabuto_device', path: '/api/vue/user/login' },
  operator: { name: 'kabuto_console_device', path: '/api/admin/auth/login' },
};

/** A device unused this long is forgotten by the browser (and no longer trusted). */
const DEVICE_TRUST_SECONDS = 365 * 86_400;
/** Each customer or operator keeps at most this many trusted devices; the oldest are dropped. */
const MAX_DEVICES_PER_SUBJECT = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return TOKEN_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export type TrustedDevice = {
  id: number;
  subjectId: number;
  /** When the device last passed a second factor (two-factor sign-in), if ever. */
  secondFactorAt: Date | null;
};

export function trustedDeviceRegistry(
  db: Database,
  clock: Clock,
  options: { secureCookies: boolean },
) {
  /** The trusted device the request presents for this subject kind, if any. */
  async function presented(
    request: FastifyRequest,
    subject: DeviceSubject,
  ): Promise<TrustedDevice | undefined> {
    const token = readCookie(request, COOKIES[subject].name);
    if (!token) return undefined;
    const since = new Date(clock.now().getTime() - DEVICE_TRUST_SECONDS * 1000);
    const [row] = await db
      .select({
        id: trustedDevices.id,
        subjectId: trustedDevices.subjectId,
        secondFactorAt: trustedDevices.secondFactorAt,
      })
      .from(trustedDevices)
      .where(
        and(
          eq(trustedDevices.tokenHash, sha256Hex(token)),
          eq(trustedDevices.subjectKind, subject),
          sql`${trustedDevices.lastUsedAt} > ${since}`,
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * After a successful login: refresh the device the request presented, or trust a new one and
   * set its cookie on the answer. `secondFactor`: the login passed a second factor just now.
   */
  async function remember(
    request: FastifyRequest,
    reply: FastifyReply,
    subject: DeviceSubject,
    subjectId: number,
    device: TrustedDevice | undefined,
    secondFactor = false,
  ): Promise<void> {
    const now = clock.now();
    if (device && device.subjectId === subjectId) {
      await db
        .update(trustedDevices)
        .set({ lastUsedAt: now, ...(secondFactor ? { secondFactorAt: now } : {}) })
        .where(eq(trustedDevices.id, device.id));
      return;
    }
    const token = newSessionToken();
    const userAgent = request.headers['user-agent'];
    await db.insert(trustedDevices).values({
      subjectKind: subject,
      subjectId,
      tokenHash: sha256Hex(token),
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      createdAt: now,
      lastUsedAt: now,
      secondFactorAt: secondFactor ? now : null,
    });
    const stale = await db
      .select({ id: trustedDevices.id })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.subjectKind, subject), eq(trustedDevices.subjectId, subjectId)))
      .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id))
      .offset(MAX_DEVICES_PER_SUBJECT);
    if (stale.length > 0) {
      await db.delete(trustedDevices).where(
        inArray(
          trustedDevices.id,
          stale.map((row) => row.id),
        ),
      );
    }
    const { name, path } = COOKIES[subject];
    const attributes = [
      `${name}=${token}`,
      `Path=${path}`,
      `Max-Age=${DEVICE_TRUST_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(options.secureCookies ? ['Secure'] : []),
    ];
    void reply.header('set-cookie', attributes.join('; '));
  }

  /** One subject's devices, most recently used first (the owner's list; never another's). */
  async function listOf(subject: DeviceSubject, subjectId: number) {
    return db
      .select({
        id: trustedDevices.id,
        userAgent: trustedDevices.userAgent,
        createdAt: trustedDevices.createdAt,
        lastUsedAt: trustedDevices.lastUsedAt,
        secondFactorAt: trustedDevices.secondFactorAt,
      })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.subjectKind, subject), eq(trustedDevices.subjectId, subjectId)))
      .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id));
  }

  /**
   * Forgets one of the subject's devices: its cookie no longer counts, so its next login is a new
   * device's (the shared throttle, and the second factor when on). Answers whether it was theirs.
   */
  async function revoke(subject: DeviceSubject, subjectId: number, id: number): Promise<boolean> {
    const deleted = await db
      .delete(trustedDevices)
      .where(
        and(
          eq(trustedDevices.id, id),
          eq(trustedDevices.subjectKind, subject),
          eq(trustedDevices.subjectId, subjectId),
        ),
      )
      .returning({ id: trustedDevices.id });
    return deleted.length === 1;
  }

  return { presented, remember, listOf, revoke };
}

export type TrustedDeviceRegistry = ReturnType<typeof trustedDeviceRegistry>;
