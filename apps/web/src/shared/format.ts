export {
  formatMoney,
  formatNonNegativeMoney,
  formatCompactMoney,
  shortenMiddle,
  clipText,
} from '@kabuto/money';
import { compare, isDecimalString } from '@kabuto/money';

/** A phone-number account shown in public places: 0900000001 becomes 090****0001. */
export function maskAccount(account: string): string {
  if (account.length < 8) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

export type Tone = 'up' | 'down' | 'flat';

/** Direction of a signed amount (profit, change), for colouring; colours follow the language. */
export function toneOf(value: string): Tone {
  if (!isDecimalString(value)) return 'flat';
  const sign = compare(value, '0');
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}
