import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { StatusTag, formatCount, formatTime, usePriceText, Figure } from '../../shared/ui/offering';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { recordsQuery, type Bid } from './api';
import { useLotsText } from './components';
import shared from '../../shared/ui/offering.module.css';

/**
 * One bid, with the spec's fields: name/code, the price bid, lots, the amount held, status (with
 * the reason of a rejection, a withdrawal among them), lots filled, the clearing price, what was
 * paid and returned, the times.
 */
function BidRow({ bid }: { bid: Bid }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const price = usePriceText();
  const lots = useLotsText();
  const pending = bid.status === 'pending';
  return (
    <article
      className={shared.row}
      data-testid={`bidding-record-${bid.id}`}
      data-symbol={bid.symbol}
      data-status={bid.status}
    >
      <div className={shared.rowHead}>
        <div className={shared.name}>
          <strong>{bid.names[locale]}</strong>
          <span>{bid.symbol}</span>
        </div>
        <StatusTag status={bid.status} testId="bidding-status" />
      </div>
      <dl className={shared.figures}>
        <Figure term={t('records.price')} testId="bidding-record-price">
          {price(bid.price)}
        </Figure>
        <Figure term={t('records.lots')}>{lots(bid.lots, bid.shares)}</Figure>
        <Figure term={t('records.amount')}>
          <Money value={bid.amount} currency="JPY" />
        </Figure>
        <Figure term={t('records.lotsFilled')} testId="bidding-record-filled">
          {pending ? '—' : formatCount(bid.lotsFilled, locale)}
        </Figure>
        <Figure term={t('records.clearingPrice')} testId="bidding-record-clearing">
          {bid.clearingPrice ? price(bid.clearingPrice) : '—'}
        </Figure>
        <Figure term={t('records.paid')}>
          {pending ? '—' : <Money value={bid.paid} currency="JPY" testId="bidding-record-paid" />}
        </Figure>
        <Figure term={t('records.refunded')}>
          {pending ? '—' : <Money value={bid.refunded} currency="JPY" />}
        </Figure>
        <Figure term={t('records.bidAt')}>{formatTime(bid.bidAt, locale)}</Figure>
        <Figure term={t('records.decidedAt')}>{formatTime(bid.decidedAt, locale)}</Figure>
        {bid.status === 'rejected' ? (
          <Figure term={t('records.rejectReason')} wide testId="bidding-record-reason">
            {bid.rejectReason ? t(`reasons.${bid.rejectReason}`) : '—'}
          </Figure>
        ) : null}
      </dl>
      {pending ? <p className={shared.note}>{t('records.pendingNote')}</p> : null}
      {bid.positionId !== null ? (
        <div className={shared.links}>
          <Link
            to={`/position/positionDetail?id=${bid.positionId}`}
            className={shared.link}
            data-testid="bidding-record-position-link"
          >
            {t('records.positionLink')}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** My bids, newest first (withdrawn ones too, rejected as withdrawn). */
export function BiddingRecords() {
  const { t } = useTranslation('bidding');
  const query = useQuery(recordsQuery);
  if (!query.data) {
    return query.isError ? (
      <LoadFailed onRetry={() => void query.refetch()} title={t('records.failed')} />
    ) : (
      <Loading />
    );
  }
  if (query.data.length === 0)
    return (
      <p className={shared.empty} data-testid="bidding-records-empty">
        {t('records.empty')}
      </p>
    );
  return (
    <div data-testid="bidding-records">
      {query.data.map((bid) => (
        <BidRow key={bid.id} bid={bid} />
      ))}
    </div>
  );
}
