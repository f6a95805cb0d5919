import { LOCALES, type COPY_PRODUCT_STATUSES, type LocalizedNames } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Badge, type Tone } from '../../shared/ui/notice';
import { Dash, Text } from '../../shared/ui/text';
import type { AdminStrategy } from './api';
import { rateToPercent } from './copy-form';
import styles from './copy.module.css';

/** Small pieces every copy-trading screen shows the same way. */

type ProductStatus = (typeof COPY_PRODUCT_STATUSES)[number];

const PRODUCT_TONES: Record<ProductStatus, Tone | 'neutral'> = {
  draft: 'neutral',
  open: 'success',
  ended: 'info',
  terminated: 'danger',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('copy');
  return <Badge tone={PRODUCT_TONES[status]}>{t(`productStatuses.${status}`)}</Badge>;
}

export function StrategyStatusBadge({ status }: { status: AdminStrategy['status'] }) {
  const { t } = useTranslation('copy');
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      {t(`strategyStatuses.${status}`)}
    </Badge>
  );
}

/** Whole yen ("¥1,400"), or null. */
export function yen(value: string | null): string | null {
  return value === null ? null : `¥${formatDecimal(value)}`;
}

export function Yen({ value }: { value: string | null }) {
  const shown = yen(value);
  return shown === null ? (
    <Dash />
  ) : (
    <Text tabular nowrap>
      {shown}
    </Text>
  );
}

/** A fraction as percent ("0.2" → "20%"), or null. */
export function percent(rate: string | null): string | null {
  return rate === null ? null : `${formatDecimal(rateToPercent(rate))}%`;
}

export function Percent({ rate }: { rate: string | null }) {
  const shown = percent(rate);
  return shown === null ? (
    <Dash />
  ) : (
    <Text tabular nowrap>
      {shown}
    </Text>
  );
}

/** Units or a NAV as they came ("1,234.567891"), or a dash. */
export function Figure({ value }: { value: string | null }) {
  return value === null ? (
    <Dash />
  ) : (
    <Text tabular nowrap>
      {formatDecimal(value)}
    </Text>
  );
}

export function Count({ count }: { count: number | null }) {
  return count === null ? <Dash /> : <Text tabular>{formatCount(count)}</Text>;
}

/** A name in the console's language. */
export function useName() {
  const locale = useLocale();
  return (names: LocalizedNames) => names[locale];
}

/**
 * Words in every language, each tagged with its language, one line each (a reason followers read,
 * a strategy's names).
 */
export function InEveryLanguage({
  names,
  nowrap = false,
}: {
  names: LocalizedNames | null;
  /** Names kept on one line each (a reason wraps). */
  nowrap?: boolean;
}) {
  const { t } = useTranslation();
  if (names === null) return <Dash />;
  return (
    <span className={styles.everyLanguage}>
      {LOCALES.map((language) => (
        <span key={language} className={styles.languageLine}>
          <Text muted small nowrap>
            {t(`language.names.${language}`)}
          </Text>
          <span lang={language} className={nowrap ? styles.nowrap : undefined}>
            {names[language]}
          </span>
        </span>
      ))}
    </span>
  );
}

/** A basket's codes, side by side. */
export function Basket({ symbols }: { symbols: readonly string[] }) {
  if (symbols.length === 0) return <Dash />;
  return (
    <span className={styles.basket}>
      {symbols.map((symbol) => (
        <code key={symbol}>{symbol}</code>
      ))}
    </span>
  );
}
