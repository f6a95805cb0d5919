import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { kycSubmitRequest, type CurrencyCode } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { deposits, depositChannels } from '../../db/schema-funding';
import { operators, type OperatorRole } from '../../db/schema-operators';
import type { Clock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { processImage, storeUpload } from '../../platform/uploads';
import { kycService } from '../kyc';
import { saveChannel } from './channels';
import { approveDeposit } from './deposit-review';

/** The embedded demo's funding: the amount the demo customer starts with. */
export const DEMO_FUNDING = { currency: 'JPY', amount: canonicalDecimal('10000000') } as const;

/**
 * The demo's deposit channel, named in every language. Its bank details are made up and say so: a
 * real bank's name beside a made-up account number could send a newcomer's money to a stranger.
 */
export const DEMO_CHANNEL = {
  name: {
    ja: 'デモ用の振込先（模擬口座・実在しません）',
    'zh-TW': '示範用匯款帳戶（模擬帳戶，並非真實帳戶）',
    en: 'Demo bank transfer (simulated, not a real account)',
  },
  bankName: { ja: 'Kabutoデモ銀行', 'zh-TW': 'Kabuto示範銀行', en: 'Kabuto Demo Bank' },
  branchName: { ja: '本店営業部', 'zh-TW': '總行營業部', en: 'Head Office' },
  branchCode: '001',
  accountType: 'futsu',
  accountNumber: '1234567',
  accountHolder: 'カブト デモ',
  currency: 'JPY',
  enabled: true,
  sortOrder: 0,
} as const;

/** The demo customer's identity: a valid My Number (check digit 8), made-up name. */
const DEMO_IDENTITY = {
  name: '山田 太郎',
  katakanaName: 'ヤマダ タロウ',
  idNumber: '123456789018',
  documentType: 'my_number_card',
} as const;

/** The channel's name, bank and branch each still say the same thing in every language. */
function isOneTextInEveryLanguage(channel: typeof depositChannels.$inferSelect): boolean {
  return [channel.name, channel.bankName, channel.branchName].every(
    (names) => names.ja === names.en && names['zh-TW'] === names.en,
  );
}

async function operatorNamed(db: Database, username: string): Promise<AuthenticatedOperator> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  if (!row) throw new Error(`demo operator ${username} is missing`);
  return { id: row.id, username: row.username, roles: row.roles as OperatorRole[], sessionId: 0 };
}

/** A plain card-like image standing in for a scanned document. */
async function demoDocumentImage(label: 'front' | 'back') {
  const background = label === 'front' ? { r: 226, g: 236, b: 246 } : { r: 240, g: 240, b: 232 };
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  return processImage(bytes);
}

/**
 * Makes the demo customer a verified customer with money, through the same code paths a real one
 * goes through, and only what is missing (it runs on every start):
 * 1. a deposit channel, created by the seeded admin (audited);
 * 2. identity verification: document images are stored like any upload, the verification is
 *    submitted and approved by the admin (audited);
 * 3. a deposit of 10,000,000 JPY (origin 'demo_seed': no transfer slip, it was not a customer
 *    request) approved through the real review code: above the dual-control threshold, so the
 *    admin approves first and the second demo operator completes it; the ledger credits it in the
 *    same transaction and both approvals are in the audit log.
 */
export async function seedDemoFunding(
  db: Database,
  clock: Clock,
  options: { customerId: number; uploadDir: string; firstApprover: string; secondApprover: string },
): Promise<void> {
  const admin = await operatorNamed(db, options.firstApprover);
  const second = await operatorNamed(db, options.secondApprover);
  const review = { db, clock };

  let [channel] = await db
    .select()
    .from(depositChannels)
    .where(sql`${depositChannels.name}->>'en' = ${DEMO_CHANNEL.name.en}`)
    .orderBy(asc(depositChannels.id))
    .limit(1);
  if (channel && isOneTextInEveryLanguage(channel)) {
    // A demo database from before names were per language (migration 0011 copied the English
    // name into every language): the demo's own names, once, audited like any change.
    const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...values } = channel;
    const { name, bankName, branchName } = DEMO_CHANNEL;
    await saveChannel(
      review,
      admin,
      {
        ...values,
        id,
        name,
        bankName,
        branchName,
        currency: values.currency as CurrencyCode,
        reason: { key: 'demo_channel' },
      },
      null,
    );
  } else if (!channel) {
    const saved = await saveChannel(
      review,
      admin,
      { ...DEMO_CHANNEL, reason: { key: 'demo_channel' } },
      null,
    );
    [channel] = await db.select().from(depositChannels).where(eq(depositChannels.id, saved.id));
  }

  const [customer] = await db
    .select({ status: customers.verificationStatus, account: customers.account })
    .from(customers)
    .where(eq(customers.id, options.customerId));
  if (!customer) throw new Error('demo customer is missing');
  if (customer.status !== 'verified') {
    const kyc = kycService({ db, clock, uploadDir: options.uploadDir });
    const self = {
      id: options.customerId,
      account: customer.account,
      sessionId: 0,
      restrictions: [],
    };
    const [front, back] = [await demoDocumentImage('front'), await demoDocumentImage('back')];
    const frontUpload = await storeUpload(db, options.uploadDir, {
      customerId: options.customerId,
      purpose: 'id_front',
      image: front,
      at: clock.now(),
    });
    const backUpload = await storeUpload(db, options.uploadDir, {
      customerId: options.customerId,
      purpose: 'id_back',
      image: back,
      at: clock.now(),
    });
    const submitted = await kyc.submit(
      self,
      kycSubmitRequest.parse({
        ...DEMO_IDENTITY,
        frontUploadId: frontUpload.id,
        backUploadId: backUpload.id,
      }),
    );
    await kyc.approve(
      admin,
      { verificationId: submitted.verificationId },
      // No request, so no address: the audit entry says it came from the seed.
      'seed',
    );
  }

  let [deposit] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.customerId, options.customerId), eq(deposits.origin, 'demo_seed')))
    .limit(1);
  if (!deposit) {
    [deposit] = await db
      .insert(deposits)
      .values({
        customerId: options.customerId,
        channelId: channel!.id,
        currency: DEMO_FUNDING.currency,
        amount: DEMO_FUNDING.amount,
        proofUploadId: null,
        origin: 'demo_seed',
        createdAt: clock.now(),
      })
      .returning();
  }
  if (deposit!.status === 'pending') {
    await approveDeposit(review, admin, { depositId: deposit!.id, note: 'Demo funding' }, null);
  }
  const [current] = await db.select().from(deposits).where(eq(deposits.id, deposit!.id));
  if (current?.status === 'awaiting_second_approval') {
    const approver = current.firstApprovedByOperatorId === admin.id ? second : admin;
    await approveDeposit(review, approver, { depositId: deposit!.id, note: 'Demo funding' }, null);
  }
}
