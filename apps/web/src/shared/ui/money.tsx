import { useTranslation } from 'react-i18next';
import { formatMoney, formatNonNegativeMoney, toneOf } from '../format';
import styles from './ui.module.css';

type MoneyProps = {
  value: string | null | undefined;
  currency: 'JPY' | 'USD';
  /** A signed amount (profit) keeps its sign and colour; a balance shows 0.00 for zero or less. */
  signed?: boolean;
  className?: string;
};

export function Money({ value, currency, signed = false, className }: MoneyProps) {
  const { t } = useTranslation();
  const inCurrency = (amount: string) =>
    currency === 'JPY' ? t('money.jpy', { amount }) : t('money.usd', { amount });
  // A loss reads "-¥1,000.00", the sign before the currency, as the trading screens write it.
  const negative = signed && value ? value.startsWith('-') : false;
  const text = negative
    ? `-${inCurrency(formatMoney(value!.slice(1)))}`
    : inCurrency(signed && value ? formatMoney(value) : formatNonNegativeMoney(value));
  const tone = signed && value ? toneOf(value) : 'flat';
  const toneClass = tone === 'up' ? styles.up : tone === 'down' ? styles.down : undefined;
  return (
    <span className={[styles.money, toneClass, className].filter(Boolean).join(' ')}>{text}</span>
  );
}
