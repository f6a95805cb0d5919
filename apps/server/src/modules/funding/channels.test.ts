import { and, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositChannels } from '../../db/schema-funding';
import { auditLog } from '../../db/schema-operators';
import { seedDemo } from '../../seed';
import { DEMO_CHANNEL } from './demo-seed';
import {
  channelBody,
  expectAnswer,
  inEveryLanguage,
  newCustomer,
  proofFor,
  useFundingTestApp,
  type Headers,
} from './testing';

/**
 * Deposit channels per language (docs/adr/0020-operator-data-per-language.md): operators enter the
 * name, bank and branch in every language; each customer reads them in their own.
 */

const { t, admin } = useFundingTestApp();

const SMBC = {
  name: {
    ja: '銀行振込（三井住友銀行）',
    'zh-TW': '銀行匯款（三井住友銀行）',
    en: 'Bank transfer (SMBC)',
  },
  bankName: {
    ja: '三井住友銀行',
    'zh-TW': '三井住友銀行',
    en: 'Sumitomo Mitsui Banking Corporation',
  },
  branchName: { ja: '東京営業部', 'zh-TW': '東京營業部', en: 'Tokyo Main Office' },
};

async function channelRow(id: number) {
  const [row] = await t.database.db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.id, id));
  return row;
}

async function channelCount() {
  const [row] = await t.database.db.select({ count: count() }).from(depositChannels);
  return row?.count ?? 0;
}

async function auditCount() {
  const [row] = await t.database.db
    .select({ count: count() })
    .from(auditLog)
    .where(eq(auditLog.targetType, 'deposit_channel'));
  return row?.count ?? 0;
}

async function lastChannelAudit(id: number) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'deposit_channel'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function createChannel(extra: Record<string, unknown> = {}): Promise<number> {
  const saved = await t.callAdmin(
    '/funding/saveChannel',
    channelBody('unused', { ...SMBC, enabled: true, sortOrder: 5, ...extra }),
    admin,
  );
  expectAnswer(saved, '');
  return saved.data.id as number;
}

async function customerChannel(headers: Headers, id: number) {
  const info = await t.call('/funding/depositInfo', {}, headers);
  return (info.data.channels as { id: number }[]).find((channel) => channel.id === id);
}

describe('a channel in every language', () => {
  it('is saved trimmed, answered to the customer in every language and named so on the deposit', async () => {
    const id = await createChannel({
      branchName: { ...SMBC.branchName, ja: '  東京営業部 ' },
    });
    const customer = await newCustomer(t);
    expect(await customerChannel(customer.headers, id)).toEqual({
      id,
      ...SMBC,
      branchCode: '002',
      accountType: 'futsu',
      accountNumber: '7654321',
      accountHolder: 'カブト',
      currency: 'JPY',
    });

    // The deposit and its records carry the channel's names, for the app to show the reader's.
    const proofUploadId = await proofFor(t, customer.headers);
    const deposit = await t.call(
      '/funding/deposit',
      { channelId: id, amount: '10000', proofUploadId },
      customer.headers,
    );
    expectAnswer(deposit, '');
    expect(deposit.data.channelName).toEqual(SMBC.name);
    const records = await t.call('/funding/records', { tab: 'deposit' }, customer.headers);
    expect(records.data.items[0]).toMatchObject({
      orderNo: deposit.data.orderNo,
      channelName: SMBC.name,
      remark: '',
      reviewReason: null,
    });
    const all = await t.call('/funding/records', { tab: 'all' }, customer.headers);
    expect(all.data.items[0]).toMatchObject({ kind: 'deposit', channelName: SMBC.name });

    // The console lists it with every language too (it shows the operator's).
    const listed = await t.callAdmin('/funding/channels', {}, admin);
    expect(listed.data.find((channel: { id: number }) => channel.id === id)).toMatchObject(SMBC);
    await t.callAdmin(
      '/funding/rejectDeposit',
      { depositId: deposit.data.id, reason: 'Test channel', reasonLocale: 'en' },
      admin,
    );
  });

  it('refuses a missing, blank or single-language text with every_language_required, and nothing changes', async () => {
    const id = await createChannel();
    const before = await channelRow(id);
    const [channels, audits] = [await channelCount(), await auditCount()];
    const refusals: Record<string, unknown>[] = [
      { name: { ja: SMBC.name.ja, en: SMBC.name.en } },
      { bankName: { ...SMBC.bankName, 'zh-TW': '   ' } },
      { branchName: 'Tokyo Main Office' },
      { name: null },
    ];
    for (const change of refusals) {
      const created = await t.callAdmin('/funding/saveChannel', channelBody('x', change), admin);
      expectAnswer(created, 'every_language_required');
      const updated = await t.callAdmin(
        '/funding/saveChannel',
        channelBody('x', { ...SMBC, id, ...change }),
        admin,
      );
      expectAnswer(updated, 'every_language_required');
    }
    // Too long in one language is the ordinary bad input.
    const tooLong = { name: { ...SMBC.name, en: 'x'.repeat(101) } };
    expectAnswer(
      await t.callAdmin('/funding/saveChannel', channelBody('x', tooLong), admin),
      'invalid_params',
    );
    expect(await channelCount()).toBe(channels);
    expect(await auditCount()).toBe(audits);
    expect(await channelRow(id)).toEqual(before);
  });

  it('is audited with what it was and what it became', async () => {
    const id = await createChannel();
    const created = await lastChannelAudit(id);
    expect(created).toMatchObject({
      action: 'funding.channel_create',
      before: null,
      after: { ...SMBC, accountHolder: 'カブト' },
    });
    const branchName = { ...SMBC.branchName, en: 'Tokyo Head Office' };
    expectAnswer(
      await t.callAdmin(
        '/funding/saveChannel',
        channelBody('x', { ...SMBC, id, branchName, reason: 'Branch renamed in English' }),
        admin,
      ),
      '',
    );
    expect(await lastChannelAudit(id)).toMatchObject({
      action: 'funding.channel_update',
      reason: 'Branch renamed in English',
      before: { branchName: SMBC.branchName, bankName: SMBC.bankName },
      after: { branchName, bankName: SMBC.bankName },
    });
  });

  it('is what the database holds too: every language, none blank', async () => {
    const id = await createChannel();
    // Around the API (a script, a console bug): the table's CHECK refuses it all the same.
    for (const names of [
      { ja: '銀行', en: 'Bank' },
      { ja: '銀行', 'zh-TW': '', en: 'Bank' },
      { ja: '銀行', 'zh-TW': '銀行', en: 'Bank', fr: 'Banque' },
      { ja: 1, 'zh-TW': '銀行', en: 'Bank' },
    ]) {
      await expect(
        t.database.db
          .update(depositChannels)
          .set({ bankName: sql`${JSON.stringify(names)}::jsonb` })
          .where(eq(depositChannels.id, id)),
      ).rejects.toThrow();
    }
    expect((await channelRow(id))?.bankName).toEqual(SMBC.bankName);
  });
});

describe('the demo channel', () => {
  it('says in every language that it is a demo, in names of that language', async () => {
    const customer = await newCustomer(t);
    const info = await t.call('/funding/depositInfo', {}, customer.headers);
    const demo = (info.data.channels as { name: { en: string } }[]).find(
      (channel) => channel.name.en === DEMO_CHANNEL.name.en,
    );
    expect(demo).toMatchObject({
      name: {
        ja: expect.stringContaining('デモ'),
        'zh-TW': expect.stringContaining('示範'),
        en: expect.stringContaining('Demo'),
      },
      bankName: { ja: 'Kabutoデモ銀行', 'zh-TW': 'Kabuto示範銀行', en: 'Kabuto Demo Bank' },
      branchName: { ja: '本店営業部', 'zh-TW': '總行營業部', en: 'Head Office' },
    });
  });

  it('left by a database from before (one English text in every language) gets its names once', async () => {
    const { db } = t.database;
    const [demo] = await db
      .select()
      .from(depositChannels)
      .where(sql`${depositChannels.name}->>'en' = ${DEMO_CHANNEL.name.en}`);
    if (!demo) throw new Error('no demo channel');
    // What migration 0011 made of the demo channel an older start had created.
    await db
      .update(depositChannels)
      .set({
        name: inEveryLanguage(DEMO_CHANNEL.name.en),
        bankName: inEveryLanguage('Kabuto Demo Bank'),
        branchName: inEveryLanguage('Head office'),
      })
      .where(eq(depositChannels.id, demo.id));

    await seedDemo(db, t.clock);
    const upgraded = await channelRow(demo.id);
    expect(upgraded).toMatchObject({
      name: DEMO_CHANNEL.name,
      bankName: DEMO_CHANNEL.bankName,
      branchName: DEMO_CHANNEL.branchName,
      accountNumber: demo.accountNumber,
    });
    expect(await lastChannelAudit(demo.id)).toMatchObject({
      action: 'funding.channel_update',
      reasonKey: 'demo_channel',
      before: { name: inEveryLanguage(DEMO_CHANNEL.name.en) },
      after: { name: DEMO_CHANNEL.name },
    });

    // Once: the next start changes nothing, nor does an operator's own wording get overwritten.
    const audits = await auditCount();
    await seedDemo(db, t.clock);
    expect(await auditCount()).toBe(audits);
    expect(await channelRow(demo.id)).toEqual(upgraded);
  });
});
