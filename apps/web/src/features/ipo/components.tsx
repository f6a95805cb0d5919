import type { Locale } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTL_LOCALE, formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice } from '../../shared/realtime/quote-format';
import { Money } from '../../shared/ui/money';
import type { Application, Offering } from './api';
import { statusTone, type ApplicationStatus } from './ipo-math';
import styles from './ipo.module.css';
import { dateTimeFormat, numberFormat } from '../../shared/intl-formats';

/** A moment in Japan time, to the minute, in the reader's language. */
export function formatTime(iso: string, locale: Locale): string {
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** A calendar date of Japan (a listing date, "2026-12-01") in the reader's language. */
export function formatDate(date: string, locale: Locale): string {
  const at = new Date(`${date}T00:00:00+09:00`);
  if (Number.isNaN(at.getTime())) return date;
  return dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A count (lots, shares, applications) with the language's digit grouping. */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale]).format(count);
}

/** A price in yen as the market writes it ("¥1,250"). */
export function usePriceText(): (price: DecimalString) => string {
  const { t } = useTranslation();
  return (price) => t('money.jpy', { amount: formatPrice(price) });
}

/** The offer price once it is set, else the range it will be set in. */
export function PriceText({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const price = usePriceText();
  if (offering.finalPrice) return <>{price(offering.finalPrice)}</>;
  return (
    <>{t('values.range', { low: price(offering.priceLow), high: price(offering.priceHigh) })}</>
  );
}

/** An application's state, from the status catalogue both apps read (docs/adr/0017). */
export function StatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('statuses');
  return (
    <span
      className={`${styles.status} ${styles[`status_${statusTone(status)}`]}`}
      data-testid="ipo-status"
      data-status={status}
    >
      {t(`ipo.${status}`)}
    </span>
  );
}

/** One of my applications in a list: name, state, what was asked for and what it moved. */
export function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const won = application.status === 'paid' || application.status === 'pending_payment';
  return (
    <Link
      to={`/market/subscribeDetail?id=${application.offeringId}`}
      className={styles.row}
      data-testid={`ipo-application-${application.id}`}
      data-status={application.status}
    >
      <div className={styles.rowHead}>
        <div className={styles.name}>
          <strong>{application.names[locale]}</strong>
          <span>{application.symbol}</span>
        </div>
        <StatusTag status={application.status} />
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('mine.lots')}</dt>
          <dd>{t('values.lots', { n: formatCount(application.lots, locale) })}</dd>
        </div>
        <div>
          <dt>{t('mine.held')}</dt>
          <dd>
            <Money value={application.heldAmount} currency="JPY" />
          </dd>
        </div>
        {won ? (
          <>
            <div>
              <dt>{t('mine.sharesWon')}</dt>
              <dd>{t('values.shares', { n: formatCount(application.sharesWon, locale) })}</dd>
            </div>
            <div>
              <dt>{application.status === 'paid' ? t('mine.paid') : t('mine.cost')}</dt>
              <dd>
                <Money
                  value={application.status === 'paid' ? application.paidAmount : application.cost}
                  currency="JPY"
                />
              </dd>
            </div>
          </>
        ) : null}
        {application.status !== 'awaiting_draw' ? (
          <div>
            <dt>{t('mine.released')}</dt>
            <dd>
              <Money value={application.releasedAmount} currency="JPY" />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('mine.appliedAt')}</dt>
          <dd>{formatTime(application.appliedAt, locale)}</dd>
        </div>
      </dl>
    </Link>
  );
}
