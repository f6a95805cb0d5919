import type { DestinationStream } from 'pino';
import { HEADER_DEVICE_ID } from '@kabuto/contract';

/**
 * What the logs may carry (docs/security.md, "What is logged"). Request logs carry method, URL,
 * status and timing, never headers or bodies; these paths are cut besides, in case a log call
 * passes an object that holds them.
 */
export const LOG_REDACTIONS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["operator-token"]',
  // Not a secret today; kept out all the same, since trusted devices may come to rest on it.
  `req.headers["${HEADER_DEVICE_ID}"]`,
  'res.headers["set-cookie"]',
  'body.password',
  'body.confirmPassword',
  'body.oldPassword',
  'body.newPassword',
  'body.loginPassword',
  'body.oldFundPassword',
  'body.newFundPassword',
  'body.confirmFundPassword',
  'body.fundPassword',
  'token',
];

/**
 * Fields of a PostgreSQL error that name the failure without quoting any value. `detail`
 * ("Key (account)=(0900000001) already exists"), `hint`, `where` and `internalQuery` can quote
 * values and are never logged.
 */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;
const MAX_CAUSE_DEPTH = 3;

/**
 * drizzle's failures read "Failed query: <sql>\nparams: <values>": the statement stays (it holds
 * placeholders only), the values go.
 */
function withoutParameters(message: string): string {
  const cut = message.indexOf('\nparams:');
  return cut === -1 ? message : `${message.slice(0, cut)}\nparams: [not logged]`;
}

/**
 * The error serializer of every logger: type, message, code and stack frames, never SQL
 * parameters or what a database error quotes from a row. Causes are serialized the same way.
 */
export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
};

export function safeErrorSerializer(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: '',
  };
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof record[field] === 'string' || typeof record[field] === 'number')
      serialized[field] = record[field];
  }
  if (typeof record.statusCode === 'number') serialized.statusCode = record.statusCode;
  // The stack's first lines repeat the message (with the parameters): keep only the frames.
  if (typeof error.stack === 'string') {
    serialized.stack = error.stack
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n');
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = safeErrorSerializer(error.cause, depth + 1);
  }
  return serialized;
}

export type LoggerOptions = {
  level: string;
  redact: { paths: string[]; censor: string };
  serializers: { err: (error: unknown) => SerializedError };
  stream?: DestinationStream;
};

/** The logger configuration of the app; tests pass a stream to read what was logged. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
    serializers: { err: (error: unknown) => safeErrorSerializer(error) },
    ...(stream ? { stream } : {}),
  };
}
