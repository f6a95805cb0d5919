import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice } from '../../shared/realtime/quote-format';
import { DirectionTag, StatusTag, Yen } from './components';
import { MarginWarningNotice } from './margin-warning';
import { marginWarningNow, type PositionAtMarket } from './position-math';
import styles from './positions.module.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

/** The headline result: live P/L while held, the net result once closed, nothing while pending. */
function Result({ position, live }: PositionAtMarket) {
  const { t } = useTranslation('trading');
  if (live) {
    return (
      <div className={styles.result}>
        <Yen value={live.pnl} signed testId="position-pnl" />
        <span>{t('positions.unrealized')}</span>
      </div>
    );
  }
  if (position.netPnl !== null) {
    return (
      <div className={styles.result}>
        <Yen value={position.netPnl} signed testId="position-net-pnl" />
        <span>{t('positions.netPnl')}</span>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <span className={styles.resultNone}>--</span>
    </div>
  );
}

/**
 * One order or position in the list; the card opens its detail. A position the margin warning
 * concerns carries the warning under it, with its own button to add margin (outside the link).
 */
export function PositionRow({
  position,
  live,
  onAddMargin,
}: PositionAtMarket & { onAddMargin: () => void }) {
  const link = <PositionLink position={position} live={live} />;
  if (!marginWarningNow(position, live)) return link;
  return (
    <div className={styles.rowWarned}>
      {link}
      <MarginWarningNotice
        position={position}
        live={live}
        onAddMargin={onAddMargin}
        attached
        testId={`margin-warning-${position.id}`}
      />
    </div>
  );
}

function PositionLink({ position, live }: PositionAtMarket) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  // An ended order or position shows how it ended (its sell price); an open one, the market now.
  const ended = position.status === 'closed' || position.status === 'cancelled';
  // Before the fill there is no buy price yet: a limit order shows its limit.
  const buyPrice = position.openPrice
    ? formatPrice(position.openPrice)
    : position.limitPrice
      ? t('positions.limitAt', { price: formatPrice(position.limitPrice) })
      : '--';
  return (
    <Link
      to={`/position/positionDetail?id=${position.id}`}
      className={styles.row}
      data-testid={`position-row-${position.id}`}
      data-status={position.status}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowName}>
          <strong>{position.names[locale]}</strong>
          <span>{position.symbol}</span>
        </div>
        <Result position={position} live={live} />
      </div>
      <div className={styles.rowTags}>
        <DirectionTag direction={position.direction} />
        <StatusTag status={position.status} />
        {position.dayTrade ? (
          <span className={styles.dayTag}>{t('businessType.day_trade')}</span>
        ) : null}
        <span className={styles.orderNo}>{position.orderNo}</span>
      </div>
      <div className={styles.figures}>
        <Figure label={t('positions.lotsLeverage')}>
          {t('positions.lotsLeverageValue', {
            lots: String(position.lots),
            leverage: String(position.leverage),
          })}
        </Figure>
        <Figure label={t('positions.buyPrice')}>{buyPrice}</Figure>
        {ended ? (
          <Figure label={t('positions.sellPrice')}>{formatPrice(position.closePrice)}</Figure>
        ) : (
          <Figure label={t('positions.currentPrice')}>
            <span data-testid="position-mark">
              {formatPrice(live?.markPrice ?? position.markPrice)}
            </span>
          </Figure>
        )}
      </div>
    </Link>
  );
}
