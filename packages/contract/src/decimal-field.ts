import { z } from 'zod';
import {
  compare,
  decimalPattern,
  isDecimalString,
  parseDecimal,
  type DecimalString,
  type DecimalSyntax,
} from '@kabuto/money';
import type { ErrorKey } from './errors';

/**
 * Every amount, price and rate of the contract is one of these (docs/ARCHITECTURE.md, "Money"):
 * a string in the money package's plain decimal syntax (`decimalPattern`: no "007", "1.", "+1",
 * "1e3"), narrowed by sign, decimals and whole digits, whose parsed type is the branded
 * `DecimalString`. The pattern is the field's runtime check and what the API document shows.
 */
export type DecimalFieldOptions = DecimalSyntax & {
  /** Exclusive upper bound, for what the pattern cannot say (a rate below 1). */
  readonly below?: string;
};

/** A field a client sends: refused with a catalogue key; the client's text goes in as typed. */
export type DecimalRequestOptions = DecimalFieldOptions & {
  /** The refusal of a malformed or out-of-range value. */
  readonly error: ErrorKey;
  /** The refusal of a missing or non-string value, when it reads better than `error`. */
  readonly requiredError?: ErrorKey;
};

/** A request field: any string in, a checked DecimalString out. */
export type DecimalRequestField = z.ZodType<DecimalString, string>;
/** An answer field: the server must produce a DecimalString (checked again before it is sent). */
export type DecimalAnswerField = z.ZodType<DecimalString, DecimalString>;

export function decimalField(options: DecimalRequestOptions): DecimalRequestField;
export function decimalField(
  options?: DecimalFieldOptions & { readonly error?: never },
): DecimalAnswerField;
export function decimalField(
  options: DecimalFieldOptions & {
    readonly error?: ErrorKey;
    readonly requiredError?: ErrorKey;
  } = {},
): DecimalRequestField | DecimalAnswerField {
  const { below, error, requiredError, ...syntax } = options;
  const limit = below === undefined ? undefined : parseDecimal(below);
  const message = error === undefined ? {} : { error };
  const typeError = requiredError ?? error;
  const text = z.string(typeError === undefined ? {} : { error: typeError });
  // money's own syntax (isDecimalString is decimalPattern() without the narrowing), so a value that
  // passes is one the money package parses. A client's stray spaces around a typed amount are not
  // worth a refusal: a request field trims them first.
  const checked = (error === undefined ? text : text.trim()).regex(decimalPattern(syntax), message);
  const field =
    limit === undefined
      ? checked
      : checked.refine((value) => !isDecimalString(value) || compare(value, limit) < 0, message);
  // The brand's one crossing in the contract: what passed the checks above is a DecimalString
  // (zod's own `.brand()` is the same retyping, with zod's brand instead of money's).
  const branded = field as unknown as DecimalRequestField | DecimalAnswerField;
  return branded;
}
