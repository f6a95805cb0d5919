import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-operators';
import { signUpAndLogIn, logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { ensureOperator } from '../operators';
import { expectOk, expectRefusal } from '../trading/testing';

/** Every conversation is its customer's own; operators need the support role; actions are audited. */
const { t, support, admin } = useTestApp({ operators: ['support', 'admin'] });

/** An operator of the finance desk only (no support role), created the first time. */
async function financeOperator() {
  await ensureOperator(t.database.db, {
    username: 'cashier',
    displayName: 'Cashier',
    password: 'cashier-pass-1',
    roles: ['finance'],
  });
  const login = expectOk(await t.callAdmin('/auth/login', { username: 'cashier', password: 'cashier-pass-1' }));
  return { 'operator-token': login.token as string };
}

describe('support chat access', () => {
  it('keeps each conversation to its own customer', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    const sent = expectOk(await t.call('/support/send', { body: 'My deposit is late', locale: 'en' }, alice.headers));
    expect(sent).toMatchObject({ author: 'customer', body: 'My deposit is late', hasImage: false });

    // Bob sees an empty conversation of his own, never Alice's.
    const bobs = expectOk(await t.call('/support/conversation', {}, bob.headers));
    expect(bobs.messages).toEqual([]);
    expect(bobs.status).toBeNull();
    // Writing adds to his own conversation only.
    expectOk(await t.call('/support/send', { body: 'Hello' }, bob.headers));
    const alices = expectOk(await t.call('/support/conversation', {}, alice.headers));
    expect(alices.messages.map((m: { body: string }) => m.body)).toEqual(['My deposit is late']);
    // Reading marks only his own; the image endpoint answers the same for another's message as for none.
    expectOk(await t.call('/support/read', { upToId: sent.id }, bob.headers));
    expectRefusal(await t.call('/support/image', { messageId: sent.id }, bob.headers), 'upload_not_found');
    // No session: 401 before the body is read.
    const anonymous = await t.call('/support/conversation', {});
    expect(anonymous.httpStatus).toBe(401);
  });

  it('lets only the support role (and admins) into the desk', async () => {
    const finance = await financeOperator();
    const inbox = await t.callAdmin('/support/inbox', { filter: 'open' }, finance);
    expect(inbox.httpStatus).toBe(403);
    expect(inbox.msg).toBe('forbidden');
    expect((await t.callAdmin('/support/reply', { conversationId: 1, body: 'x' }, finance)).httpStatus).toBe(403);
    expectOk(await t.callAdmin('/support/inbox', { filter: 'open' }, support));
    expectOk(await t.callAdmin('/support/inbox', { filter: 'open' }, admin));
    // A customer token never opens the desk.
    const customer = await signUpAndLogIn(t);
    expect((await t.callAdmin('/support/inbox', {}, customer.headers)).httpStatus).toBe(401);
  });

  it('audits assign, answer and close, and shows the customer "Support", not the name', async () => {
    const customer = await signUpAndLogIn(t);
    expectOk(await t.call('/support/send', { body: '助けてください', locale: 'ja' }, customer.headers));
    const inbox = expectOk(await t.callAdmin('/support/inbox', { filter: 'unassigned' }, support));
    const item = inbox.find((entry: { account: string }) => entry.account === customer.account);
    expect(item).toMatchObject({ waiting: 1, assignedTo: null, locale: 'ja' });
    const id = item.conversationId as number;

    const assigned = expectOk(await t.callAdmin('/support/assign', { conversationId: id }, support));
    expect(assigned.assignedTo).toBe('desk');
    const mine = expectOk(await t.callAdmin('/support/inbox', { filter: 'mine' }, support));
    expect(mine.map((entry: { conversationId: number }) => entry.conversationId)).toContain(id);
    const answered = expectOk(await t.callAdmin('/support/reply', { conversationId: id, body: 'お待たせしました' }, support));
    expect(answered.messages.at(-1)).toMatchObject({ author: 'support', operator: 'desk', body: 'お待たせしました' });
    expect(answered.waiting).toBe(0);
    expectOk(await t.callAdmin('/support/close', { conversationId: id }, support));
    expectRefusal(await t.callAdmin('/support/close', { conversationId: id }, support), 'duplicate_operation');

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    const supportEntries = entries.filter((entry) => entry.targetType === 'support_conversation');
    expect(supportEntries.map((entry) => [entry.action, entry.reasonKey])).toEqual([
      ['support.assign', 'support_assigned'],
      ['support.reply', 'support_replied'],
      ['support.close', 'support_closed'],
    ]);

    const seen = expectOk(await t.call('/support/conversation', {}, customer.headers));
    expect(seen.status).toBe('closed');
    expect(seen.unread).toBe(1);
    expect(seen.messages.at(-1)).toEqual({
      id: expect.any(Number),
      author: 'support',
      body: 'お待たせしました',
      hasImage: false,
      at: expect.any(String),
    });
    expect(JSON.stringify(seen)).not.toContain('desk');
    expectOk(await t.call('/support/read', { upToId: seen.messages.at(-1).id }, customer.headers));
    expect(expectOk(await t.call('/support/conversation', {}, customer.headers)).unread).toBe(0);
    // Writing again reopens it.
    expectOk(await t.call('/support/send', { body: 'One more thing' }, customer.headers));
    expect(expectOk(await t.call('/support/conversation', {}, customer.headers)).status).toBe('open');
  });

  it('sends a canned reply in the language the customer writes from', async () => {
    const canned = expectOk(
      await t.callAdmin(
        '/support/saveCanned',
        {
          title: 'Thanks',
          texts: { ja: 'お問い合わせありがとうございます', 'zh-TW': '感謝您的來信', en: 'Thank you for writing to us' },
          reason: 'standard greeting',
        },
        support,
      ),
    );
    const customer = await signUpAndLogIn(t);
    expectOk(await t.call('/support/send', { body: '你好', locale: 'zh-TW' }, customer.headers));
    const item = expectOk(await t.callAdmin('/support/inbox', { filter: 'open' }, support)).find(
      (entry: { account: string }) => entry.account === customer.account,
    );
    const answered = expectOk(
      await t.callAdmin('/support/reply', { conversationId: item.conversationId, cannedId: canned.id }, support),
    );
    expect(answered.messages.at(-1).body).toBe('感謝您的來信');
    expectRefusal(
      await t.callAdmin('/support/reply', { conversationId: item.conversationId, cannedId: 999999 }, support),
      'support_canned_not_found',
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'support.canned_create'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('standard greeting');
    // A canned reply must be written in every language.
    expectRefusal(
      await t.callAdmin('/support/saveCanned', { title: 'x', texts: { ja: 'a', en: 'b' }, reason: 'partial' }, support),
      'every_language_required',
    );
  });

  it('audits a changed canned reply with its reason, replays a retry, and keeps it to the desk', async () => {
    const texts = { ja: '確認いたします', 'zh-TW': '我們正在確認', en: 'We are checking' };
    const created = expectOk(
      await t.callAdmin('/support/saveCanned', { title: 'Checking', texts, reason: 'new answer' }, support),
    );
    const change = { id: created.id, title: 'Checking it', texts: { ...texts, en: 'We are checking it' }, reason: 'clearer English' };
    const headers = { ...support, 'idempotency-key': 'canned-edit-1' };
    const saved = await t.callAdmin('/support/saveCanned', change, headers);
    expect(saved.data).toEqual({ id: created.id, title: 'Checking it', texts: change.texts });
    // The retry is answered with the first answer: no second change, no second audit entry.
    const again = await t.callAdmin('/support/saveCanned', change, headers);
    expect(again.response.headers['idempotent-replay']).toBe('true');
    expect(again.data).toEqual(saved.data);
    expectRefusal(await t.callAdmin('/support/saveCanned', { ...change, title: 'Other' }, headers), 'key_mismatch');
    const entries = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(created.id)))).filter(
      (entry) => entry.targetType === 'support_canned_reply',
    );
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['support.canned_create', 'new answer'],
      ['support.canned_update', 'clearer English'],
    ]);
    expect(entries[1]!.before).toEqual({ title: 'Checking', texts });
    expect(entries[1]!.after).toEqual({ title: 'Checking it', texts: change.texts });
    const listed = expectOk(await t.callAdmin('/support/canned', {}, support));
    expect(listed.filter((reply: { id: number }) => reply.id === created.id)).toEqual([saved.data]);

    // A reason is required; an unknown reply is refused; other desks neither read nor write them.
    expectRefusal(await t.callAdmin('/support/saveCanned', { ...change, reason: '' }, support), 'reason_required');
    expectRefusal(await t.callAdmin('/support/saveCanned', { ...change, id: 999999 }, support), 'support_canned_not_found');
    const finance = await financeOperator();
    for (const path of ['/support/canned', '/support/saveCanned'])
      expect((await t.callAdmin(path, change, finance)).httpStatus).toBe(403);
    expectOk(await t.callAdmin('/support/saveCanned', { ...change, reason: 'admin passes' }, admin));
  });

  it('refuses empty and overlong messages, unknown conversations and a login as someone else', async () => {
    const customer = await signUpAndLogIn(t);
    expectRefusal(await t.call('/support/send', { body: '   ' }, customer.headers), 'support_message_empty');
    expectRefusal(await t.call('/support/send', { body: 'x'.repeat(2001) }, customer.headers), 'support_message_too_long');
    expect(expectOk(await t.call('/support/conversation', {}, customer.headers)).status).toBeNull();
    expectRefusal(await t.callAdmin('/support/conversation', { conversationId: 999999 }, support), 'support_conversation_not_found');
    expectRefusal(await t.callAdmin('/support/reply', { conversationId: 999999, body: 'x' }, support), 'support_conversation_not_found');
    const reviewer = await logInOperator(t, 'reviewer');
    expectOk(await t.callAdmin('/support/inbox', {}, reviewer));
  });

  it('limits how fast a customer writes', async () => {
    const customer = await signUpAndLogIn(t);
    for (let i = 0; i < 10; i += 1) expectOk(await t.call('/support/send', { body: `m${i}` }, customer.headers));
    expectRefusal(await t.call('/support/send', { body: 'one too many' }, customer.headers), 'too_frequent');
    t.clock.advanceSeconds(61);
    expectOk(await t.call('/support/send', { body: 'later' }, customer.headers));
  });
});
