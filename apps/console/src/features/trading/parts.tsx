import type { PositionStatus } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { cx } from '../../shared/ui/class-names';
import { Field } from '../../shared/ui/field';
import { Amount, SignedAmount } from '../../shared/ui/money';
import { Badge } from '../../shared/ui/notice';
import { Dash, Text, textClass } from '../../shared/ui/text';
import { STATUS_TONES, useTradingLabels } from './labels';
import styles from './trading.module.css';

/** Small pieces every trading screen shows the same way. */

/** A yen amount (whole yen), or a dash when there is none yet. */
export function Yen({ value }: { value: string | null }) {
  return value === null ? <Dash /> : <Amount value={value} currency="JPY" />;
}

/** A profit or loss: signed, green or red (a loss shows as a loss, integrity rule 7). */
export function SignedYen({ value }: { value: string | null }) {
  return value === null ? <Dash /> : <SignedAmount value={value} currency="JPY" />;
}

/** A price on the tick grid, its decimals as they came. */
export function Price({ value }: { value: string | null }) {
  if (value === null) return <Dash />;
  return (
    <Text tabular nowrap>
      {formatDecimal(value)}
    </Text>
  );
}

export function Shares({ count }: { count: number }) {
  const { t } = useTranslation('trading');
  return (
    <Text tabular nowrap>
      {t('units.shares', { count: formatCount(count) })}
    </Text>
  );
}

export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  const labels = useTradingLabels();
  return <Badge tone={STATUS_TONES[status]}>{labels.status(status)}</Badge>;
}

/** The symbol's code and its name in the operator's language. */
export function SymbolName({
  symbol,
  names,
}: {
  symbol: string;
  names: { ja: string; en: string; 'zh-TW': string };
}) {
  const locale = useLocale();
  return (
    <>
      <Text mono strong>
        {symbol}
      </Text>{' '}
      <span>{names[locale]}</span>
    </>
  );
}

/** "Long ×5", with a day-trade badge when it is one. */
export function Side({
  direction,
  leverage,
  dayTrade,
}: {
  direction: string;
  leverage: number;
  dayTrade: boolean;
}) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  return (
    <Inline>
      <span className={cx(styles.side, direction === 'long' ? styles.long : styles.short)}>
        {labels.direction(direction)}
      </span>
      <Text tabular>{t('units.leverage', { leverage })}</Text>
      {dayTrade ? <Badge tone="info">{t('dayTradeBadge')}</Badge> : null}
    </Inline>
  );
}

/** Things side by side on one line (a side and its leverage, a row's two buttons). */
export function Inline({ children }: { children: ReactNode }) {
  return <span className={styles.inline}>{children}</span>;
}

/** A number box with its unit after it ("shares", "%"). */
export function UnitInput({
  label,
  value,
  unit,
  hint,
  error,
  inputMode = 'decimal',
  onChange,
}: {
  label: string;
  value: string;
  unit?: string;
  hint?: ReactNode;
  error: string | null;
  inputMode?: 'decimal' | 'numeric';
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <span className={styles.unitInput}>
          <input
            {...control}
            className={textClass({ tabular: true })}
            inputMode={inputMode}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {unit ? <span className={styles.unit}>{unit}</span> : null}
        </span>
      )}
    </Field>
  );
}
