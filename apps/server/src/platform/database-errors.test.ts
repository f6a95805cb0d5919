import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseErrorSummary, isDatabaseUnavailable } from './database-errors';
import { installErrorHandler } from './error-handler';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What drizzle throws: the SQL and its parameters in the message, the driver's error as cause. */
const drizzleWrapped = (cause: Error) =>
  new DrizzleQueryError('update customers set name = $1 where id = $2', ['Yamada Taro', 7], cause);

const unavailable: [string, Error][] = [
  ['a cut connection', new Error('Connection terminated unexpectedly')],
  [
    'a query on a dead client',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['no free connection in time', new Error('timeout exceeded when trying to connect')],
  [
    'a connect timeout',
    new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
  ],
  [
    'pg_terminate_backend',
    withCode('terminating connection due to administrator command', '57P01'),
  ],
  [
    'a crash shutdown',
    withCode('terminating connection because of crash of another server process', '57P02'),
  ],
  ['a server starting up', withCode('the database system is starting up', '57P03')],
  ['a connection exception (class 08)', withCode('connection failure', '08006')],
  ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
  ['a broken pipe', withCode('write EPIPE', 'EPIPE')],
  [
    'a refusal on every address',
    new AggregateError(
      [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')],
      'connect failed',
    ),
  ],
];

const notUnavailable: [string, unknown][] = [
  ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
  ['a serialization failure', withCode('could not serialize access', '40001')],
  [
    'a query cancelled (57014, not a shutdown)',
    withCode('canceling statement due to statement timeout', '57014'),
  ],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error', 'Connection terminated unexpectedly'],
  ['nothing', undefined],
];

describe('database unavailability', () => {
  it.each(unavailable)('recognises %s, bare and wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(true);
  });

  it.each(notUnavailable)('does not take %s for it', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(false);
  });

  it('summarises the driver error, never the query or its parameters', () => {
    const summary = databaseErrorSummary(
      drizzleWrapped(withCode('terminating connection due to administrator command', '57P01')),
    );
    expect(summary).toEqual({
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
  });

  it('answers HTTP 503 system_busy and logs no parameter', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandler(app);
    app.get('/cut', () => {
      throw drizzleWrapped(new Error('Connection terminated unexpectedly'));
    });
    app.get('/bug', () => {
      throw new TypeError('a bug');
    });
    try {
      const cut = await app.inject({ method: 'GET', url: '/cut' });
      expect(cut.statusCode).toBe(503);
      expect(cut.json()).toEqual({ status: 0, msg: 'system_busy', data: null });
      // Anything else stays a 500.
      const bug = await app.inject({ method: 'GET', url: '/bug' });
      expect(bug.statusCode).toBe(500);
      expect(bug.json()).toEqual({ status: 0, msg: 'system_busy', data: null });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('Connection terminated unexpectedly');
    expect(log).not.toContain('Yamada');
    expect(log).not.toContain('update customers');
  });
});
