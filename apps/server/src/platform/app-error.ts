import type { ErrorKey } from '@kabuto/contract';

/**
 * An expected refusal: the request was understood and refused for a reason in the error
 * catalogue. The error handler turns it into `{ status: 0, msg: key, data: null }`.
 * Throw it before anything is written, or inside a transaction so the refusal rolls it back.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly httpStatus: number;

  constructor(key: ErrorKey, httpStatus = 200) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.httpStatus = httpStatus;
  }
}

/** A missing, expired or revoked session: HTTP 401, which the apps answer by going to login. */
export class UnauthorizedError extends AppError {
  constructor(key: ErrorKey = 'unauthorized') {
    super(key, 401);
    this.name = 'UnauthorizedError';
  }
}

/**
 * A secret tried too often (platform/secret-throttle.ts): refused as `too_frequent` without being
 * checked, with a Retry-After header saying when the next attempt will be counted.
 */
export class ThrottledError extends AppError {
  /** HTTP 200 for a secret's back-off (an answer about the attempt); 429 for a rate limit. */
  constructor(
    readonly retryAfterSeconds: number,
    httpStatus = 200,
  ) {
    super('too_frequent', httpStatus);
    this.name = 'ThrottledError';
  }
}
