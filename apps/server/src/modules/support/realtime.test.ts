import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-operators';
import { supportMessages } from '../../db/schema-support';
import { signUpAndLogIn } from '../../test/app';
import { noiseImage, postUpload, temporaryUploadDir } from '../../test/uploads';
import { until } from '../../test/until';
import { useTestApp } from '../../test/use-test-app';
import { expectOk, expectRefusal } from '../trading/testing';
import { authedSocket, listenForSockets } from './testing';

/** Live events over /api/ws, chat images and the desk's hours. */
const uploads = temporaryUploadDir();
const { t, support, admin } = useTestApp({ operators: ['support', 'admin'], uploads });

describe('support chat over the socket', () => {
  it('tells the right customer and the desk, and nobody else', async () => {
    const url = await listenForSockets(t);
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    const aliceSocket = await authedSocket(url, { op: 'auth', token: alice.token, account: alice.account });
    const bobSocket = await authedSocket(url, { op: 'auth', token: bob.token });
    const desk = await authedSocket(url, { op: 'authOperator', operatorToken: support['operator-token']! });
    const stranger = await authedSocket(url, { op: 'auth', token: 'not-a-session' });
    const wrongAccount = await authedSocket(url, { op: 'auth', token: alice.token, account: bob.account });
    // A customer token is no operator's, and an operator token no customer's.
    const customerAsOperator = await authedSocket(url, { op: 'authOperator', operatorToken: alice.token });
    expect(aliceSocket.answer).toEqual({ type: 'authed', topics: [expect.stringMatching(/^customer:\d+$/)] });
    expect(desk.answer).toEqual({ type: 'authed', topics: ['operators:support'] });
    for (const refused of [stranger, wrongAccount, customerAsOperator]) {
      expect(refused.answer).toEqual({ type: 'error', msg: 'unauthorized' });
    }

    const sent = expectOk(await t.call('/support/send', { body: 'Hi' }, alice.headers));
    await until(() => desk.events().length === 1 && aliceSocket.events().length === 1);
    expect(desk.events()[0]!.event).toEqual({
      kind: 'support.message',
      conversationId: expect.any(Number),
      messageId: sent.id,
    });
    const { conversationId } = desk.events()[0]!.event as { conversationId: number };

    expectOk(await t.callAdmin('/support/reply', { conversationId, body: 'Hello Alice' }, support));
    // The chat's event, and the inbox's notice of the reply (ADR 0039).
    await until(() => aliceSocket.events().length === 3);
    expect(aliceSocket.events().slice(1).map((message) => message.event)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'support.message', conversationId }),
        expect.objectContaining({ kind: 'support.reply', conversationId, notificationId: expect.any(Number) }),
      ]),
    );
    // Give any stray delivery time to arrive before checking nobody else heard.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const other of [bobSocket, stranger, wrongAccount, customerAsOperator]) expect(other.events()).toEqual([]);
    for (const socket of [aliceSocket, bobSocket, desk, stranger, wrongAccount, customerAsOperator]) socket.close();
  });

  it('replays a retried answer without a second message or audit entry', async () => {
    const customer = await signUpAndLogIn(t);
    expectOk(await t.call('/support/send', { body: 'retry me' }, customer.headers));
    const item = expectOk(await t.callAdmin('/support/inbox', {}, support)).find(
      (entry: { account: string }) => entry.account === customer.account,
    );
    const headers = { ...support, 'idempotency-key': 'reply-once-1' };
    const body = { conversationId: item.conversationId, body: 'only once' };
    expectOk(await t.callAdmin('/support/reply', body, headers));
    const again = await t.callAdmin('/support/reply', body, headers);
    expect(again.response.headers['idempotent-replay']).toBe('true');
    const messages = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, item.conversationId));
    expect(messages.filter((m) => m.body === 'only once')).toHaveLength(1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(item.conversationId)));
    expect(entries.filter((e) => e.action === 'support.reply')).toHaveLength(1);
  });
});

describe('support chat images', () => {
  it('shows an image to its customer and the desk only; a bad or foreign upload changes nothing', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    const png = await noiseImage(64, 64).png().toBuffer();
    const upload = expectOk(
      await postUpload(t, alice.headers, { purpose: 'support_image' }, [{ filename: 'a.png', contentType: 'image/png', data: png }]),
    );
    // Not an image: refused at upload, nothing stored.
    const before = uploads.files().length;
    expectRefusal(
      await postUpload(t, alice.headers, { purpose: 'support_image' }, [
        { filename: 'x.png', contentType: 'image/png', data: Buffer.from('not an image at all') },
      ]),
      'upload_type_not_allowed',
    );
    expect(uploads.files()).toHaveLength(before);
    // Bob cannot send Alice's upload.
    expectRefusal(await t.call('/support/send', { uploadId: upload.uploadId }, bob.headers), 'upload_not_found');
    expect(expectOk(await t.call('/support/conversation', {}, bob.headers)).messages).toEqual([]);

    const sent = expectOk(await t.call('/support/send', { uploadId: upload.uploadId }, alice.headers));
    expect(sent).toMatchObject({ hasImage: true, body: '' });
    // An image goes with one message only.
    expectRefusal(await t.call('/support/send', { uploadId: upload.uploadId }, alice.headers), 'upload_not_found');

    const own = await t.app.inject({ method: 'POST', url: '/api/vue/support/image', headers: alice.headers, payload: { messageId: sent.id } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const foreign = await t.call('/support/image', { messageId: sent.id }, bob.headers);
    expectRefusal(foreign, 'upload_not_found');
    const desk = await t.app.inject({ method: 'POST', url: '/api/admin/support/image', headers: support, payload: { messageId: sent.id } });
    expect(desk.statusCode).toBe(200);
  });
});

describe('the desk hours', () => {
  it('are open on a weekday afternoon and say when they open next outside them', async () => {
    const customer = await signUpAndLogIn(t);
    // The pinned clock: Friday 2026-11-20, 10:00 Japan time (plus what earlier tests moved).
    const friday = expectOk(await t.call('/support/conversation', {}, customer.headers)).hours;
    expect(friday).toMatchObject({
      open: true,
      nextOpenAt: null,
      replyWithinHours: 24,
      schedule: { weekdays: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
    });
    // Friday 20:00 → closed until Tuesday: Monday 2026-11-23 is Labor Thanksgiving Day.
    t.clock.set(new Date('2026-11-20T11:00:00Z'));
    const evening = expectOk(await t.call('/support/conversation', {}, customer.headers)).hours;
    expect(evening).toMatchObject({ open: false, nextOpenAt: '2026-11-24T00:00:00.000Z' });
  });

  it('refuses a schedule or an answer time the server could not read', async () => {
    const update = (name: string, value: string) =>
      t.callAdmin('/config/update', { name, value, reason: 'desk hours' }, admin);
    expectRefusal(await update('support_schedule', 'weekdays 9 to 6'), 'support_schedule_format');
    expectRefusal(await update('support_schedule', '1-5 18:00-09:00'), 'support_schedule_format');
    expectRefusal(await update('support_reply_hours', 'soon'), 'invalid_params');
    expectOk(await update('support_schedule', '1-6 10:00-17:30'));
    expectOk(await update('support_reply_hours', '4'));
    const customer = await signUpAndLogIn(t);
    // Saturday 2026-11-21 11:00 Japan time: open on the new schedule.
    t.clock.set(new Date('2026-11-21T02:00:00Z'));
    const hours = expectOk(await t.call('/support/conversation', {}, customer.headers)).hours;
    expect(hours).toMatchObject({ open: true, replyWithinHours: 4, schedule: { open: '10:00', close: '17:30' } });
  });
});
