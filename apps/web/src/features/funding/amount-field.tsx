import { Input } from 'antd-mobile';
import type { CurrencyCode } from '@kabuto/contract';
import { currencyScale } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { amountInput } from './format';
import styles from './funding.module.css';

/**
 * An amount typed in a currency: the label, the currency's sign and a field that keeps to the
 * currency's decimals (the deposit and withdraw screens). `extra` sits at the field's end (the
 * withdraw screen's "all").
 */
export function AmountField({
  id,
  label,
  currency,
  value,
  onChange,
  placeholder,
  extra,
}: {
  id: string;
  label: string;
  currency: CurrencyCode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  extra?: ReactNode;
}) {
  const scale = currencyScale(currency);
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.amountBox}>
        <span className={styles.amountSymbol}>{currency === 'JPY' ? '¥' : currency}</span>
        <Input
          id={id}
          className={styles.amountInput}
          value={value}
          onChange={(typed) => onChange(amountInput(typed, scale))}
          placeholder={placeholder}
          inputMode={scale === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
        {extra}
      </div>
    </>
  );
}
