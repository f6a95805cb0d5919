import type { Locale } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, formatJapanTime } from '../format';
import { statusTone, type RequestStatus } from '../offering-phase';
import { formatPrice } from '../realtime/quote-format';
import styles from './offering.module.css';

/**
 * Pieces the off-auction screens share (block trades, agreed-price bidding): times in Japan time,
 * counts, prices, the review status from the one catalogue, a hash and its label, and the
 * allocation document saved as JSON.
 */

/** A moment in Japan time, to the minute, in the reader's language; a dash for none. */
export function formatTime(iso: string | null, locale: Locale): string {
  if (iso === null) return '—';
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** A count (lots, shares, applicants) with the language's digit grouping. */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(count);
}

/** A price in yen as the market writes it ("¥145", "¥812.3"): the tick's decimals, no more. */
export function usePriceText(): (price: DecimalString) => string {
  const { t } = useTranslation();
  return (price) => t('money.jpy', { amount: formatPrice(price) });
}

/**
 * An application's or a bid's review status, from the one catalogue of statuses both apps read
 * (docs/adr/0017): the spec's review statuses, pending, approved and rejected.
 */
export function StatusTag({ status, testId }: { status: RequestStatus; testId: string }) {
  const { t } = useTranslation('statuses');
  return (
    <span
      className={`${styles.status} ${styles[`status_${statusTone(status)}`]}`}
      data-testid={testId}
      data-status={status}
    >
      {t(`request.${status}`)}
    </span>
  );
}

/** A labelled hash (a commitment, a seed, an entry), wrapped to fit a phone. */
export function Hash({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <p className={styles.hashLabel}>{label}</p>
      <code className={styles.hash} data-testid={testId}>
        {value}
      </code>
    </>
  );
}

/** The id in the address: a positive whole number, else null. */
export function offeringIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Saves a document as a JSON file: a blob address made for the click and given back after it
 * (the browser has started the download by then).
 */
export function downloadJson(document: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
