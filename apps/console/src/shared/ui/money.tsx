import { isDecimalString, isNegative, isPositive } from '@kabuto/money';
import { formatAmount, formatSignedAmount } from '../format';
import { cx } from './class-names';
import styles from './money.module.css';

/** An amount in its currency's unit, the currency's code after it ("1,234.50 USD"). */
export function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={styles.amount}>
      {formatAmount(value, currency)} <span className={styles.currency}>{currency}</span>
    </span>
  );
}

/**
 * A change of money with its sign always shown, money in (a profit) green and money out (a loss)
 * red: a loss is never shown as anything else (integrity rule 7).
 */
export function SignedAmount({ value, currency }: { value: string; currency: string }) {
  const decimal = isDecimalString(value);
  const tone =
    decimal && isPositive(value) ? styles.in : decimal && isNegative(value) ? styles.out : null;
  return (
    <span className={cx(styles.amount, tone)}>
      {formatSignedAmount(value, currency)} <span className={styles.currency}>{currency}</span>
    </span>
  );
}
