import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { StatusTag, formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { showSuccess } from '../../shared/ui/toast';
import { useCancelGrab, type Candidate } from './api';
import { canCancel, canJoin, queueClosed, ratePercent } from './grab-math';
import { useLotsText } from './components';
import shared from '../../shared/ui/offering.module.css';
import styles from './grab.module.css';

/** My order in the day's queue: its status, lots, what is held; cancelling before the close. */
function MyOrder({ candidate, nowMs }: { candidate: Candidate; nowMs: number | null }) {
  const { t } = useTranslation('grab');
  const lots = useLotsText();
  const cancel = useCancelGrab();
  const mine = candidate.myOrder;
  if (!mine) return null;
  const onCancel = async () => {
    const done = await cancel.mutateAsync(mine.id).catch(() => null);
    if (done) showSuccess(t('candidates.cancelled'));
  };
  return (
    <div className={shared.mine} data-testid="grab-mine">
      <div className={shared.mineHead}>
        <span>{t('candidates.mine')}</span>
        <StatusTag status={mine.status} testId="grab-status" />
      </div>
      <p className={shared.note}>
        <span data-testid="grab-mine-lots">{lots(mine.lots, mine.shares)}</span>
        {t('values.separator')}
        {t('records.amount')}
        {t('values.colon')}
        <Money value={mine.amount} currency="JPY" testId="grab-mine-amount" />
      </p>
      {mine.status === 'rejected' && mine.rejectReason ? (
        <p className={shared.note} data-testid="grab-mine-reason">
          {t(`reasons.${mine.rejectReason}`)}
        </p>
      ) : null}
      {canCancel(candidate, nowMs) ? (
        <>
          <Button
            block
            size="small"
            className={styles.cancelButton}
            loading={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="grab-cancel"
          >
            {t('candidates.cancel')}
          </Button>
          <p className={shared.note}>{t('candidates.cancelHint')}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * One stock at its upper limit now: the limit price, the previous close, the lot, the market's
 * bids queued at the limit, when the queue is allocated (Japan time), the opening fee rate, my
 * order in the queue, and joining it.
 */
export function CandidateCard({
  candidate,
  nowMs,
  onJoin,
}: {
  candidate: Candidate;
  nowMs: number | null;
  onJoin: () => void;
}) {
  const { t } = useTranslation('grab');
  const locale = useLocale();
  const price = usePriceText();
  return (
    <article
      className={shared.row}
      data-testid={`grab-candidate-${candidate.symbol}`}
      data-symbol={candidate.symbol}
    >
      <div className={shared.rowHead}>
        <div className={shared.name}>
          <strong>{candidate.names[locale]}</strong>
          <span>{candidate.symbol}</span>
        </div>
        <span className={styles.limitTag}>{t('candidates.atLimit')}</span>
      </div>
      <div className={shared.priceLine}>
        <span className={shared.discount}>{t('fields.limitPrice')}</span>
        <span className={shared.price} data-testid="grab-limit-price">
          {price(candidate.limitPrice)}
        </span>
      </div>
      <dl className={shared.figures}>
        <div>
          <dt>{t('fields.prevClose')}</dt>
          <dd data-testid="grab-prev-close">
            {candidate.prevClose ? price(candidate.prevClose) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('fields.lot')}</dt>
          <dd data-testid="grab-lot">
            {t('values.lotSize', { n: formatCount(candidate.lotShares, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('fields.marketBids')}</dt>
          <dd data-testid="grab-market-bids">
            {candidate.marketBidShares === null
              ? '—'
              : t('values.shares', { n: formatCount(candidate.marketBidShares, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('fields.feeRate')}</dt>
          <dd data-testid="grab-fee-rate">
            {t('values.percent', { value: ratePercent(candidate.buyFeeRate) })}
          </dd>
        </div>
        <div className={shared.wide}>
          <dt>{t('fields.closesAt')}</dt>
          <dd data-testid="grab-closes-at">{formatTime(candidate.closesAt, locale)}</dd>
        </div>
      </dl>
      <MyOrder candidate={candidate} nowMs={nowMs} />
      {queueClosed(candidate, nowMs) ? (
        <p className={shared.note}>{t('candidates.allocating')}</p>
      ) : null}
      {canJoin(candidate, nowMs) ? (
        <div className={shared.actions}>
          <Button block color="primary" onClick={onJoin} data-testid="grab-join">
            {t('candidates.join')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
