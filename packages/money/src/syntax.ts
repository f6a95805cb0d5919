/**
 * A decimal amount as it travels: a plain string such as "1234.5" or "-0.25".
 * Money and prices are never held in a JS number; they are parsed, computed with and formatted
 * through this package (arithmetic: amount.ts; what needs none: plain.ts).
 *
 * Branded, so that a string nobody checked cannot be passed where an amount is expected: only this
 * package makes one (`canonicalDecimal`, `isDecimalString`, `toDecimalString` and every arithmetic
 * result), and the places that check with it (the contract's decimal fields, the server's decimal
 * columns). Anything else (a form's text, a raw SQL row) goes through `canonicalDecimal` first.
 */
declare const decimalBrand: unique symbol;
export type DecimalString = string & { readonly [decimalBrand]: true };

export type DecimalSign = 'any' | 'nonNegative' | 'positive';

/** What a decimal field allows beyond the plain syntax: its sign, decimals and whole digits. */
export type DecimalSyntax = {
  /** `positive` refuses zero ("0", "0.00") too. Default `any`. */
  readonly sign?: DecimalSign;
  /** At most this many decimals (0: whole numbers only). Default: any number. */
  readonly scale?: number;
  /** At most this many digits before the point. Default: any number. */
  readonly integerDigits?: number;
};

/**
 * The plain decimal syntax as one regular expression: no exponent, no spaces, no thousands
 * separators, no "+", no leading zeros ("007"), no bare point ("1.", ".5"). The contract documents
 * and checks its fields with it, so the wire and this module agree on what an amount is.
 */
export function decimalPattern(syntax: DecimalSyntax = {}): RegExp {
  const { sign = 'any', scale, integerDigits } = syntax;
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 0))
    throw new RangeError('scale must be a non-negative integer');
  if (integerDigits !== undefined && (!Number.isInteger(integerDigits) || integerDigits < 1))
    throw new RangeError('integerDigits must be a positive integer');
  const whole =
    integerDigits === undefined ? '(?:0|[1-9]\\d*)' : `(?:0|[1-9]\\d{0,${integerDigits - 1}})`;
  const fraction =
    scale === undefined ? '(?:\\.\\d+)?' : scale === 0 ? '' : `(?:\\.\\d{1,${scale}})?`;
  // A lookahead rather than a check in code, so the documented pattern says "not zero" too.
  const prefix = sign === 'any' ? '-?' : sign === 'positive' ? '(?!0(?:\\.0+)?$)' : '';
  return new RegExp(`^${prefix}${whole}${fraction}$`);
}

const DECIMAL_PATTERN = decimalPattern();

/** Plain decimal syntax (see `decimalPattern`); a string that passes is a `DecimalString`. */
export function isDecimalString(text: string): text is DecimalString {
  return DECIMAL_PATTERN.test(text);
}
