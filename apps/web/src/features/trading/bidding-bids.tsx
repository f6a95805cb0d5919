import { useQuery } from '@tanstack/react-query';
import type { BiddingBidView } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { StatusTag, formatCount, usePriceText } from '../../shared/ui/offering';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { biddingRecordsQuery } from './api';
import { Yen } from './components';
import styles from './positions.module.css';

/**
 * The bids the tab lists: those waiting for their offering's close first, then the decided ones,
 * newest first within each (the server's order kept); withdrawn bids (rejected as withdrawn) are
 * left to the bidding screen's records.
 */
export function biddingTabBids<Bid extends Pick<BiddingBidView, 'status' | 'rejectReason'>>(
  bids: readonly Bid[],
): Bid[] {
  const shown = bids.filter((bid) => bid.rejectReason !== 'withdrawn');
  return [
    ...shown.filter((bid) => bid.status === 'pending'),
    ...shown.filter((bid) => bid.status !== 'pending'),
  ];
}

/** One bid, compactly: the stock, its status, the price bid, the lots (filled once decided), the money. */
function BidRow({ bid }: { bid: BiddingBidView }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const price = usePriceText();
  const pending = bid.status === 'pending';
  return (
    <Link
      to="/common/dividend3?tab=records"
      className={styles.row}
      data-testid={`bidding-bid-row-${bid.id}`}
      data-status={bid.status}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowName}>
          <strong>{bid.names[locale]}</strong>
          <span>{bid.symbol}</span>
        </div>
        <StatusTag status={bid.status} testId="bidding-bid-status" />
      </div>
      <div className={styles.figures}>
        <div className={styles.figure}>
          <span>{t('biddingBids.bidPrice')}</span>
          <strong data-testid="bidding-bid-price">{price(bid.price)}</strong>
        </div>
        <div className={styles.figure}>
          <span>{t('biddingBids.lots')}</span>
          <strong data-testid="bidding-bid-lots">
            {pending
              ? formatCount(bid.lots, locale)
              : t('biddingBids.filled', {
                  filled: formatCount(bid.lotsFilled, locale),
                  lots: formatCount(bid.lots, locale),
                })}
          </strong>
        </div>
        <div className={styles.figure}>
          <span>{pending ? t('biddingBids.held') : t('biddingBids.paid')}</span>
          <strong>
            <Yen value={pending ? bid.amount : bid.paid} testId="bidding-bid-amount" />
          </strong>
        </div>
      </div>
      {!pending && bid.clearingPrice ? (
        <div className={styles.rowTags}>
          <span className={styles.dayTag}>
            {t('biddingBids.clearing', { price: price(bid.clearingPrice) })}
          </span>
        </div>
      ) : null}
    </Link>
  );
}

/**
 * The Trade tab's "bidding" tab: my agreed-price bids, those waiting for the close first, each
 * leading to the bidding screen (/common/dividend3) where they are bid, withdrawn and decided.
 */
export function BiddingBids() {
  const { t } = useTranslation('trading');
  const query = useQuery(biddingRecordsQuery);
  const bids = query.data ? biddingTabBids(query.data) : [];
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid="positions-bidding">
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : bids.length === 0 ? (
          <div className={styles.empty} data-testid="positions-empty">
            <p>{t('biddingBids.empty')}</p>
            <Link to="/common/dividend3" className={styles.emptyAction}>
              {t('biddingBids.findOfferings')}
            </Link>
          </div>
        ) : (
          <>
            {bids.map((bid) => (
              <BidRow key={bid.id} bid={bid} />
            ))}
            <p className={styles.summaryCounts}>{t('biddingBids.note')}</p>
          </>
        )}
      </div>
    </PullRefresh>
  );
}
