import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import type { OfferingPhase } from '../../shared/offering-phase';
import { Money } from '../../shared/ui/money';
import { Hash, StatusTag, formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { showSuccess } from '../../shared/ui/toast';
import { useWithdrawBid, type Offering } from './api';
import { canBid, canWithdraw } from './bidding-math';
import { BiddingRules, useLotsText } from './components';
import { OfferingResult } from './offering-result';
import shared from '../../shared/ui/offering.module.css';
import styles from './bidding.module.css';

/** My bid on this offering: its status, price and lots, what is held; withdrawing while open. */
function MyBid({ offering, phase }: { offering: Offering; phase: OfferingPhase }) {
  const { t } = useTranslation('bidding');
  const price = usePriceText();
  const lots = useLotsText();
  const withdraw = useWithdrawBid();
  const mine = offering.myBid;
  if (!mine) return null;
  const onWithdraw = async () => {
    const done = await withdraw.mutateAsync(mine.id).catch(() => null);
    if (done) showSuccess(t('offering.withdrawn'));
  };
  return (
    <div className={shared.mine} data-testid="bidding-mine">
      <div className={shared.mineHead}>
        <span>{t('offering.mine')}</span>
        <StatusTag status={mine.status} testId="bidding-status" />
      </div>
      <p className={shared.note}>
        <span data-testid="bidding-mine-price">{price(mine.price)}</span>
        {t('values.separator')}
        {lots(mine.lots, mine.shares)}
        {t('values.separator')}
        {t('records.amount')}
        {t('values.colon')}
        <Money value={mine.amount} currency="JPY" testId="bidding-mine-amount" />
      </p>
      {mine.status === 'rejected' && mine.rejectReason ? (
        <p className={shared.note} data-testid="bidding-mine-reason">
          {t(`reasons.${mine.rejectReason}`)}
        </p>
      ) : null}
      {canWithdraw(phase, offering) ? (
        <>
          <Button
            block
            size="small"
            className={styles.withdrawButton}
            loading={withdraw.isPending}
            onClick={() => void onWithdraw()}
            data-testid="bidding-withdraw"
          >
            {t('offering.withdraw')}
          </Button>
          <p className={shared.note}>{t('offering.withdrawHint')}</p>
        </>
      ) : null}
    </div>
  );
}

/** What the phase lets the customer do, or what it is waiting for. */
function PhaseNote({ offering, phase }: { offering: Offering; phase: OfferingPhase }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  if (phase === 'upcoming')
    return (
      <p className={shared.note}>
        {t('offering.opensAt', { time: formatTime(offering.opensAt, locale) })}
      </p>
    );
  if (phase === 'allocating') return <p className={shared.note}>{t('offering.allocating')}</p>;
  if (phase === 'cancelled')
    return (
      <p className={shared.note} data-testid="bidding-cancelled">
        {t('offering.cancelled')}
        {offering.cancelReason ? (
          <span className={shared.reason}>
            {t('offering.cancelReason')}
            {t('values.colon')}
            <OperatorReasonText reason={offering.cancelReason} />
          </span>
        ) : null}
      </p>
    );
  return null;
}

/**
 * One offering: the stock, the floor price, the lots offered and the per-customer bounds, the
 * window's close in Japan time, the seed commitment and the rules; then my bid (withdrawn while
 * open), bidding, or after the close the clearing price, the demand curve and my result.
 */
export function OfferingCard({
  offering,
  phase,
  onBid,
}: {
  offering: Offering;
  phase: OfferingPhase;
  onBid: () => void;
}) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const price = usePriceText();
  const lots = useLotsText();
  const closed = phase === 'allocated' || phase === 'cancelled';
  return (
    <article
      className={shared.row}
      data-testid={`bidding-offering-${offering.id}`}
      data-symbol={offering.symbol}
      data-phase={phase}
    >
      <div className={shared.rowHead}>
        <div className={shared.name}>
          <strong>{offering.names[locale]}</strong>
          <span>{offering.symbol}</span>
        </div>
        <span className={`${shared.phase} ${shared[`phase_${phase}`] ?? ''}`}>
          {t(`phase.${phase}`)}
        </span>
      </div>
      <div className={shared.priceLine}>
        <span className={shared.discount}>{t('fields.floorPrice')}</span>
        <span className={shared.price} data-testid="bidding-floor">
          {price(offering.floorPrice)}
        </span>
      </div>
      <dl className={shared.figures}>
        <div>
          <dt>{t('fields.referencePrice')}</dt>
          <dd>{price(offering.referencePrice)}</dd>
        </div>
        <div>
          <dt>{t('fields.lotsOffered')}</dt>
          <dd data-testid="bidding-lots-offered">
            {lots(offering.lotsOffered, offering.lotsOffered * offering.lotShares)}
          </dd>
        </div>
        {closed ? null : (
          <div>
            <dt>{t('fields.perCustomer')}</dt>
            <dd data-testid="bidding-per-customer">
              {t('values.lotRange', {
                min: formatCount(offering.minLots, locale),
                max: formatCount(offering.maxLots, locale),
              })}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('fields.closesAt')}</dt>
          <dd data-testid="bidding-closes-at">{formatTime(offering.closesAt, locale)}</dd>
        </div>
      </dl>
      {closed ? null : (
        <>
          <Hash
            label={t('fields.commitment')}
            value={offering.commitment}
            testId="bidding-commitment"
          />
          <p className={styles.rulesTitle}>{t('rules.title')}</p>
          <BiddingRules className={shared.rules} />
        </>
      )}
      {phase === 'allocated' ? <OfferingResult offering={offering} /> : null}
      {phase === 'allocated' ? null : <MyBid offering={offering} phase={phase} />}
      <PhaseNote offering={offering} phase={phase} />
      {canBid(phase, offering) ? (
        <div className={shared.actions}>
          <Button block color="primary" onClick={onBid} data-testid="bidding-bid">
            {offering.myBid ? t('offering.bidAgain') : t('offering.bid')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
