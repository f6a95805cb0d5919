import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import {
  StatusTag,
  formatCount,
  formatDay,
  formatTime,
  usePriceText,
  Figure,
} from '../../shared/ui/offering';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { recordsQuery, type GrabOrder } from './api';
import { useLotsText } from './components';
import shared from '../../shared/ui/offering.module.css';

/**
 * One order: name/code, the trading day, the limit price, lots requested and allocated, the amount
 * held, what was paid, the fee and what was returned, status (with the reason of a rejection, a
 * cancellation among them), the times and the position.
 */
function OrderRow({ order }: { order: GrabOrder }) {
  const { t } = useTranslation('grab');
  const locale = useLocale();
  const price = usePriceText();
  const lots = useLotsText();
  const pending = order.status === 'pending';
  return (
    <article
      className={shared.row}
      data-testid={`grab-record-${order.id}`}
      data-symbol={order.symbol}
      data-status={order.status}
    >
      <div className={shared.rowHead}>
        <div className={shared.name}>
          <strong>{order.names[locale]}</strong>
          <span>{order.symbol}</span>
        </div>
        <StatusTag status={order.status} testId="grab-status" />
      </div>
      <dl className={shared.figures}>
        <Figure term={t('records.limitPrice')} testId="grab-record-price">
          {price(order.limitPrice)}
        </Figure>
        <Figure term={t('records.tradingDay')}>{formatDay(order.tradingDay, locale)}</Figure>
        <Figure term={t('records.lots')} testId="grab-record-lots">
          {lots(order.lots, order.shares)}
        </Figure>
        <Figure term={t('records.lotsFilled')} testId="grab-record-filled">
          {pending ? '—' : formatCount(order.lotsFilled, locale)}
        </Figure>
        <Figure term={t('records.amount')}>
          <Money value={order.amount} currency="JPY" testId="grab-record-amount" />
        </Figure>
        <Figure term={t('records.paid')}>
          {pending ? '—' : <Money value={order.paid} currency="JPY" testId="grab-record-paid" />}
        </Figure>
        <Figure term={t('records.fee')}>
          {pending ? '—' : <Money value={order.fee} currency="JPY" testId="grab-record-fee" />}
        </Figure>
        <Figure term={t('records.released')}>
          {pending ? (
            '—'
          ) : (
            <Money value={order.released} currency="JPY" testId="grab-record-released" />
          )}
        </Figure>
        <Figure term={t('records.joinedAt')}>{formatTime(order.joinedAt, locale)}</Figure>
        <Figure term={t('records.decidedAt')}>{formatTime(order.decidedAt, locale)}</Figure>
        {order.status === 'rejected' ? (
          <Figure term={t('records.rejectReason')} wide testId="grab-record-reason">
            {order.rejectReason ? t(`reasons.${order.rejectReason}`) : '—'}
          </Figure>
        ) : null}
      </dl>
      {pending ? <p className={shared.note}>{t('records.pendingNote')}</p> : null}
      {order.positionId !== null ? (
        <div className={shared.links}>
          <Link
            to={`/position/positionDetail?id=${order.positionId}`}
            className={shared.link}
            data-testid="grab-record-position-link"
          >
            {t('records.positionLink')}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** My grab orders, newest first (cancelled ones too, rejected as cancelled). */
export function GrabRecords() {
  const { t } = useTranslation('grab');
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
      <p className={shared.empty} data-testid="grab-records-empty">
        {t('records.empty')}
      </p>
    );
  return (
    <div data-testid="grab-records">
      {query.data.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </div>
  );
}
