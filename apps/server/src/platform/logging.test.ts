import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { safeErrorSerializer } from './logging';
import { useTestApp } from '../test/use-test-app';

const { t } = useTestApp();

describe('error logs', () => {
  it('never carry SQL parameters nor the values a database error quotes', async () => {
    const secretHash = 'argon2id-hash-that-must-not-be-logged';
    const failure = await t.database.db
      .insert(customers)
      .values({
        // The demo customer's number exists already: a unique violation quoting it in its detail.
        account: '0900000001',
        passwordHash: secretHash,
        invitationCode: 'LOGTEST1',
        registeredWithCode: 'KABUTO',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // The raw error does carry them: the serializer is what keeps them out.
    expect(JSON.stringify({ message: (failure as Error).message })).toContain(secretHash);

    t.app.log.error({ err: failure }, 'unexpected error');
    const line = t.logs.find((entry) => entry.includes('unexpected error'))!;
    expect(line).toBeDefined();
    expect(line).not.toContain('0900000001');
    expect(line).not.toContain(secretHash);
    expect(line).not.toContain('LOGTEST1');
    const logged = JSON.parse(line) as {
      err: Record<string, unknown> & { cause: Record<string, unknown> };
    };
    expect(logged.err.message).toMatch(/^Failed query: insert into "customers"/);
    expect(logged.err.message).toContain('params: [not logged]');
    expect(logged.err.cause).toMatchObject({
      code: '23505',
      constraint: 'customers_account_unique',
    });
    expect(String(logged.err.stack)).toMatch(/^ {4}at /);
  });

  it('keep what names the failure', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (account)=(0800000000) already exists.',
      constraint: 'x',
    });
    const serialized = safeErrorSerializer(new Error('outer', { cause: error }));
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'x' });
    expect(JSON.stringify(serialized)).not.toContain('0800000000');
  });
});
