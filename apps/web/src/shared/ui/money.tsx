import { magnitude, signOf, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNonNegativeMoney } from '../format';
import { numberClass, toneClass, toneOf } from './tone';

type MoneyProps = {
  value: DecimalString | null | undefined;
  currency: 'JPY' | 'USD';
  /** A signed amount (profit) keeps its sign and colour; a balance shows 0.00 for zero or less. */
  signed?: boolean;
  className?: string;
  testId?: string;
};

export function Money({ value, currency, signed = false, className, testId }: MoneyProps) {
  const { t } = useTranslation();
  const inCurrency = (amount: string) =>
    currency === 'JPY' ? t('money.jpy', { amount }) : t('money.usd', { amount });
  // A loss reads "-¥1,000.00", the sign before the currency, as the trading screens write it.
  const text =
    signed && value && signOf(value) < 0
      ? `-${inCurrency(formatMoney(magnitude(value)))}`
      : inCurrency(signed && value ? formatMoney(value) : formatNonNegativeMoney(value));
  // Only a profit or a loss is coloured; a balance keeps the text's colour.
  const tone = signed ? toneOf(value) : 'flat';
  const colour = tone === 'flat' ? undefined : toneClass(tone);
  return (
    <span
      className={[numberClass, colour, className].filter(Boolean).join(' ')}
      data-testid={testId}
      data-value={value ?? undefined}
    >
      {text}
    </span>
  );
}
