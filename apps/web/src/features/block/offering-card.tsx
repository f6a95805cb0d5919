import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import type { Offering } from './api';
import type { OfferingPhase } from '../../shared/offering-phase';
import { StatusTag, formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { canApply } from './block-math';
import { DiscountText, useLotCount, useLotsText } from './components';
import styles from '../../shared/ui/offering.module.css';

/** My application to this offering, in short: its status, the lots and what was held or filled. */
function MineSummary({ offering }: { offering: Offering }) {
  const { t } = useTranslation('block');
  const lots = useLotsText();
  const mine = offering.myApplication;
  if (!mine) return null;
  return (
    <div className={styles.mine} data-testid="block-mine">
      <div className={styles.mineHead}>
        <span>{t('offering.mine')}</span>
        <StatusTag status={mine.status} testId="block-status" />
      </div>
      <p className={styles.note}>
        {t('offering.mineLots', { lots: lots(mine.lots, mine.lots * offering.lotShares) })}
        {t('values.separator')}
        {t('records.amount')}
        {t('values.colon')}
        <Money value={mine.amount} currency="JPY" testId="block-mine-amount" />
      </p>
      {mine.status === 'approved' ? (
        <p className={styles.note} data-testid="block-mine-filled">
          {t('offering.filled', {
            lots: lots(mine.lotsFilled, mine.lotsFilled * offering.lotShares),
          })}
        </p>
      ) : null}
      {mine.status === 'rejected' && mine.rejectReason ? (
        <p className={styles.note}>{t(`reasons.${mine.rejectReason}`)}</p>
      ) : null}
    </div>
  );
}

/** What the offering's phase lets the customer do, or what it is waiting for. */
function PhaseAction({
  offering,
  phase,
  onApply,
}: {
  offering: Offering;
  phase: OfferingPhase;
  onApply: () => void;
}) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  if (canApply(phase, offering)) {
    return (
      <div className={styles.actions}>
        <Button block color="primary" onClick={onApply} data-testid="block-apply">
          {t('offering.apply')}
        </Button>
      </div>
    );
  }
  if (phase === 'upcoming')
    return (
      <p className={styles.note}>
        {t('offering.opensAt', { time: formatTime(offering.opensAt, locale) })}
      </p>
    );
  if (phase === 'allocating') return <p className={styles.note}>{t('offering.allocating')}</p>;
  if (phase === 'cancelled')
    return (
      <p className={styles.note} data-testid="block-cancelled">
        {t('offering.cancelled')}
        {offering.cancelReason ? (
          <span className={styles.reason}>
            {t('offering.cancelReason')}
            {t('values.colon')}
            <OperatorReasonText reason={offering.cancelReason} />
          </span>
        ) : null}
      </p>
    );
  if (phase === 'allocated') {
    const drawn = offering.lotsApplied > offering.lotsOffered;
    return (
      <>
        <p className={styles.note} data-testid="block-result">
          {drawn ? t('offering.resultDrawn') : t('offering.resultFilled')}
          {offering.allocatedAt
            ? ` ${t('offering.allocatedAt', { time: formatTime(offering.allocatedAt, locale) })}`
            : null}
        </p>
        <div className={styles.links}>
          <Link
            to={`/common/dividendDraw?id=${offering.id}`}
            className={styles.link}
            data-testid="block-draw-link"
          >
            {t('offering.drawLink')}
          </Link>
        </div>
      </>
    );
  }
  return null;
}

/**
 * One offering: the stock, the offering price against the previous close, the lots offered and the
 * per-customer bounds, the minimum amount, the window's close in Japan time, the demand so far,
 * the lottery's seed commitment; then applying, or where it stands, and my application.
 */
export function OfferingCard({
  offering,
  phase,
  onApply,
}: {
  offering: Offering;
  phase: OfferingPhase;
  onApply: () => void;
}) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const price = usePriceText();
  const lots = useLotsText();
  const lotCount = useLotCount();
  // A closed offering shows its result: the terms that mattered for applying are behind it, and
  // its commitment is in the allocation document the card links to.
  const closed = phase === 'allocated' || phase === 'cancelled';
  return (
    <article
      className={styles.row}
      data-testid={`block-offering-${offering.id}`}
      data-symbol={offering.symbol}
      data-phase={phase}
    >
      <div className={styles.rowHead}>
        <div className={styles.name}>
          <strong>{offering.names[locale]}</strong>
          <span>{offering.symbol}</span>
        </div>
        <span className={`${styles.phase} ${styles[`phase_${phase}`] ?? ''}`}>
          {t(`phase.${phase}`)}
        </span>
      </div>
      <div className={styles.priceLine}>
        <span className={styles.price} data-testid="block-price">
          {price(offering.price)}
        </span>
        <span className={styles.discount} data-testid="block-discount">
          <DiscountText discountPercent={offering.discountPercent} />
        </span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('fields.referencePrice')}</dt>
          <dd>{price(offering.referencePrice)}</dd>
        </div>
        <div>
          <dt>{t('fields.lotsOffered')}</dt>
          <dd data-testid="block-lots-offered">
            {lots(offering.lotsOffered, offering.lotsOffered * offering.lotShares)}
          </dd>
        </div>
        {closed ? null : (
          <>
            <div>
              <dt>{t('fields.perCustomer')}</dt>
              <dd data-testid="block-per-customer">
                {t('values.lotRange', {
                  min: formatCount(offering.minLots, locale),
                  max: formatCount(offering.maxLots, locale),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('fields.minBuyAmount')}</dt>
              <dd>
                <Money value={offering.minBuyAmount} currency="JPY" testId="block-min-amount" />
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('fields.demand')}</dt>
          <dd data-testid="block-demand">
            {t('values.demand', {
              lots: lotCount(offering.lotsApplied),
              applicants: t('values.applicants', {
                count: offering.applicants,
                n: formatCount(offering.applicants, locale),
              }),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('fields.closesAt')}</dt>
          <dd data-testid="block-closes-at">{formatTime(offering.closesAt, locale)}</dd>
        </div>
      </dl>
      {closed ? null : (
        <>
          <p className={styles.hashLabel}>{t('fields.commitment')}</p>
          <code className={styles.hash} data-testid="block-commitment">
            {offering.commitment}
          </code>
        </>
      )}
      <MineSummary offering={offering} />
      <PhaseAction offering={offering} phase={phase} onApply={onApply} />
    </article>
  );
}
