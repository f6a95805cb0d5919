import { isDecimalString, type DecimalString } from './syntax';

/**
 * A test's decimal literal: `dec('100')`. Checked like any DecimalString (a typo such as "1,000"
 * throws) and kept as written ("1.50" stays "1.50"), so a test can hand the code the exact text a
 * client or a database would. Production code converts with `canonicalDecimal` instead.
 */
export function dec(text: string): DecimalString {
  if (!isDecimalString(text))
    throw new RangeError(`not a plain decimal string: ${JSON.stringify(text)}`);
  return text;
}

/**
 * A string that is deliberately not checked, typed as a decimal: only for a test proving that code
 * refuses malformed amounts at run time ("1e3", "01") even when the types were bypassed.
 */
export function uncheckedDecimal(text: string): DecimalString {
  return text as DecimalString;
}
