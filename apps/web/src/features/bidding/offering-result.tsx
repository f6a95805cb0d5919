import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { StatusTag, formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { Loading } from '../../shared/ui/status';
import { demandQuery, type Demand, type Offering } from './api';
import { barPercent } from './bidding-math';
import { useLotCount, useLotsText } from './components';
import shared from '../../shared/ui/offering.module.css';
import styles from './bidding.module.css';

/**
 * The demand at the close, one row per price from the highest: the price, the lots bid at it and
 * a bar of the lots bid at or above it, with the block's size as a dashed line. The clearing
 * price's row is marked. Readable at 390 px: three narrow columns, the bar takes the rest.
 */
export function DemandCurve({ demand }: { demand: Demand }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const price = usePriceText();
  const lotCount = useLotCount();
  const max = Math.max(0, ...demand.levels.map((level) => level.cumulativeLots));
  const blockAt = barPercent(demand.lotsOffered, demand.lotsOffered, max);
  return (
    <div data-testid="bidding-demand">
      <p className={styles.sectionTitle}>{t('result.demand')}</p>
      <ul className={styles.curve}>
        <li className={styles.curveHead} aria-hidden>
          <span>{t('result.price')}</span>
          <span>{t('result.atPrice')}</span>
          <span>{t('result.cumulative')}</span>
        </li>
        {demand.levels.map((level) => {
          const clearing = level.price === demand.clearingPrice;
          return (
            <li
              key={level.price}
              className={clearing ? `${styles.level} ${styles.levelClearing}` : styles.level}
              data-testid="bidding-demand-level"
              data-price={level.price}
              data-clearing={clearing || undefined}
            >
              <span>{price(level.price)}</span>
              <span>{formatCount(level.lots, locale)}</span>
              <span className={styles.barTrack}>
                <span
                  className={styles.bar}
                  style={{ width: `${barPercent(level.cumulativeLots, demand.lotsOffered, max)}%` }}
                />
                <span className={styles.blockLine} style={{ left: `${blockAt}%` }} />
                <span className={styles.barLabel}>{formatCount(level.cumulativeLots, locale)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.blockLegend}>
        ┆ {t('result.blockLine', { lots: lotCount(demand.lotsOffered) })}
      </p>
    </div>
  );
}

/** My result: the lots filled, paid at the clearing price (not my bid), what was returned. */
function MyResult({ offering }: { offering: Offering }) {
  const { t } = useTranslation('bidding');
  const price = usePriceText();
  const lots = useLotsText();
  const mine = offering.myBid;
  if (!mine) return null;
  return (
    <div className={styles.mineResult} data-testid="bidding-my-result">
      <div className={shared.mineHead}>
        <span>{t('result.mine')}</span>
        <StatusTag status={mine.status} testId="bidding-status" />
      </div>
      <dl className={shared.figures}>
        <div>
          <dt>{t('records.price')}</dt>
          <dd data-testid="bidding-result-bid">{price(mine.price)}</dd>
        </div>
        <div>
          <dt>{t('result.filled')}</dt>
          <dd data-testid="bidding-result-filled">
            {lots(mine.lotsFilled, mine.lotsFilled * offering.lotShares)}
          </dd>
        </div>
        <div>
          <dt>{t('result.paid')}</dt>
          <dd>
            <Money value={mine.paid} currency="JPY" testId="bidding-result-paid" />
          </dd>
        </div>
        <div>
          <dt>{t('result.refunded')}</dt>
          <dd>
            <Money value={mine.refunded} currency="JPY" testId="bidding-result-refunded" />
          </dd>
        </div>
      </dl>
      {mine.status === 'approved' && mine.clearingPrice ? (
        <p className={styles.paidNote} data-testid="bidding-paid-note">
          {t('result.paidNote', { bid: price(mine.price), clearing: price(mine.clearingPrice) })}
        </p>
      ) : null}
      {mine.status === 'rejected' && mine.rejectReason ? (
        <p className={shared.note}>{t(`reasons.${mine.rejectReason}`)}</p>
      ) : null}
    </div>
  );
}

/** After the allocation: the clearing price, the demand curve, my result, the document's link. */
export function OfferingResult({ offering }: { offering: Offering }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const price = usePriceText();
  const lotCount = useLotCount();
  const demand = useQuery(demandQuery(offering.id));
  return (
    <div className={styles.result} data-testid="bidding-result">
      <div className={styles.clearing}>
        <span>{t('fields.clearingPrice')}</span>
        <strong data-testid="bidding-clearing-price">
          {offering.clearingPrice ? price(offering.clearingPrice) : '—'}
        </strong>
      </div>
      <dl className={shared.figures}>
        <div>
          <dt>{t('fields.lotsAllocated')}</dt>
          <dd data-testid="bidding-lots-allocated">{lotCount(offering.lotsAllocated ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('fields.bidders')}</dt>
          <dd>{formatCount(offering.bidders ?? 0, locale)}</dd>
        </div>
      </dl>
      {offering.clearingPrice === null ? (
        <p className={shared.note}>{t('offering.noBids')}</p>
      ) : demand.data ? (
        <DemandCurve demand={demand.data} />
      ) : demand.isPending ? (
        <Loading />
      ) : null}
      <MyResult offering={offering} />
      <p className={shared.note}>
        {offering.allocatedAt
          ? t('offering.allocatedAt', { time: formatTime(offering.allocatedAt, locale) })
          : null}
      </p>
      <div className={shared.links}>
        <Link
          to={`/common/dividend3Draw?id=${offering.id}`}
          className={shared.link}
          data-testid="bidding-document-link"
        >
          {t('offering.documentLink')}
        </Link>
        {offering.myBid?.positionId != null ? (
          <Link
            to={`/position/positionDetail?id=${offering.myBid.positionId}`}
            className={shared.link}
            data-testid="bidding-position-link"
          >
            {t('records.positionLink')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
