import { z } from 'zod';
import { ERROR_KEYS, type ErrorKey } from './errors';

/**
 * Every answer of the customer API is `{ status, msg, data }` (spec section 7).
 * `status: 1` is success; `status: 0` is a refusal whose `msg` is an error-catalogue key.
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(1), msg: z.string(), data });
}

export const failureEnvelope = z.object({
  status: z.literal(0),
  msg: z.enum(ERROR_KEYS as [ErrorKey, ...ErrorKey[]]),
  data: z.null(),
});

export function envelope<T extends z.ZodType>(data: T) {
  return z.union([successEnvelope(data), failureEnvelope]);
}

export type Success<T> = { status: 1; msg: string; data: T };
export type Failure = z.infer<typeof failureEnvelope>;
