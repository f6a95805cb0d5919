import type { Locale } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, formatJapanTime } from '../format';
import { useLocale } from '../i18n/use-locale';
import { statusTone, type RequestStatus } from '../offering-phase';
import { formatPrice } from '../realtime/quote-format';
import styles from './offering.module.css';
import { dateTimeFormat, numberFormat } from '../intl-formats';

/**
 * Pieces the off-auction screens share (block trades, agreed-price bidding, grab shares): times and
 * days in Japan time, counts, prices, the review status from the one catalogue, a hash and its
 * label, and the allocation document saved as JSON.
 */

/** A moment in Japan time, to the minute, in the reader's language; a dash for none. */
export function formatTime(iso: string | null, locale: Locale): string {
  if (iso === null) return '—';
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** A calendar day of Japan ("2027-01-06", a trading day) in the reader's language. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** A count (lots, shares, applicants) with the language's digit grouping. */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale]).format(count);
}

/** The off-auction namespaces: each has the same `values.lots`, `lotsAndShares` and `shares`. */
export type OfferingNamespace = 'block' | 'bidding' | 'grab';

/** A number of lots ("1 lot", "5 lots", "5単元") in the reader's language. */
export function useLotCount(namespace: OfferingNamespace): (lots: number) => string {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  return (lots) => t('values.lots', { count: lots, n: formatCount(lots, locale) });
}

/** Lots with their shares ("2 lots (2,000 shares)") in the reader's language. */
export function useLotsText(
  namespace: OfferingNamespace,
): (lots: number, shares: number) => string {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const lotCount = useLotCount(namespace);
  return (lots, shares) =>
    t('values.lotsAndShares', {
      lots: lotCount(lots),
      shares: t('values.shares', { n: formatCount(shares, locale) }),
    });
}

/** One term and its value in a record's figures (a `<dl>` of offering.module.css's `figures`). */
export function Figure({
  term,
  children,
  testId,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
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
