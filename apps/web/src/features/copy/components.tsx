import type { Locale } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatSignedPercent } from '../../shared/realtime/quote-format';
import { numberClass, toneClass, toneOf } from '../../shared/ui/tone';
import type { CopyProduct } from './api';
import {
  formatUnits,
  ratePercent,
  returnPercent,
  type ProductStatus,
  type RecordStatus,
} from './copy-math';
import styles from './copy.module.css';

/** A moment in Japan time, to the minute, in the reader's language. */
export function formatTime(iso: string, locale: Locale): string {
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** The product's issuer as a line: its name and whether it is the house's or a trader's. */
export function IssuerLine({ product }: { product: Pick<CopyProduct, 'issuer'> }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  return (
    <span className={styles.issuer} data-testid="copy-issuer-name">
      {product.issuer.names[locale]} · {t(`issuerKind.${product.issuer.kind}`)}
    </span>
  );
}

/** Where a product stands: open to follows, closed to them, or terminated. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('copy');
  // Customers never see a draft; were one to come, it reads as not open.
  const shown = status === 'draft' ? 'ended' : status;
  return (
    <span
      className={`${styles.status} ${styles[`status_${shown}`]}`}
      data-testid="copy-product-status"
      data-status={status}
    >
      {t(`productStatus.${shown}`)}
    </span>
  );
}

/** Where a record stands: in progress, ended or terminated. */
export function RecordStatusTag({ status }: { status: RecordStatus }) {
  const { t } = useTranslation('copy');
  return (
    <span
      className={`${styles.status} ${styles[`status_${status}`]}`}
      data-testid="copy-record-status"
      data-status={status}
    >
      {t(`recordStatus.${status}`)}
    </span>
  );
}

/** That I follow the product (I hold units of it). */
export function FollowingTag() {
  const { t } = useTranslation('copy');
  return (
    <span className={`${styles.status} ${styles.status_following}`} data-testid="copy-following">
      {t('list.following')}
    </span>
  );
}

/** The return since the first unit, signed and coloured: a loss shows as a loss. */
export function ReturnText({ ratio, testId }: { ratio: DecimalString; testId?: string }) {
  const percent = returnPercent(ratio);
  const tone = toneOf(percent);
  return (
    <span
      className={[numberClass, tone === 'flat' ? undefined : toneClass(tone)]
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
      data-value={ratio}
    >
      {formatSignedPercent(percent)}
    </span>
  );
}

/** The performance fee rate as a percentage ("20%"). */
export function useFeeRateText(): (rate: DecimalString) => string {
  const { t } = useTranslation('copy');
  return (rate) => t('values.percent', { value: ratePercent(rate) });
}

/** A count of days ("7 days", "7日"). */
export function useDaysText(): (days: number) => string {
  const { t } = useTranslation('copy');
  return (days) => t('values.days', { count: days });
}

/** Units with their six decimals and the unit's name ("20.000000口", "20.000000 units"). */
export function useUnitsText(): (units: DecimalString) => string {
  const { t } = useTranslation('copy');
  return (units) => t('values.units', { units: formatUnits(units) });
}

/** A product's issuer, name and state (and whether I follow it): the head of its card. */
export function ProductHeading({
  product,
  following,
  nameTestId,
}: {
  product: Pick<CopyProduct, 'issuer' | 'names' | 'status'>;
  following: boolean;
  nameTestId?: string;
}) {
  const locale = useLocale();
  return (
    <div className={styles.rowHead}>
      <div className={styles.name}>
        <IssuerLine product={product} />
        <strong data-testid={nameTestId}>{product.names[locale]}</strong>
      </div>
      <div className={styles.tags}>
        <ProductStatusTag status={product.status} />
        {following ? <FollowingTag /> : null}
      </div>
    </div>
  );
}
