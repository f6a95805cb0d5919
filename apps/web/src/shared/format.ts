export {
  formatMoney,
  formatNonNegativeMoney,
  formatCompactMoney,
  shortenMiddle,
  clipText,
} from '@kabuto/money';

/** A phone-number account shown in public places: 0900000001 becomes 090****0001. */
export function maskAccount(account: string): string {
  if (account.length < 8) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}
