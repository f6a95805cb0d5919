import { useQuery } from '@tanstack/react-query';
import type { PositionView } from '@kabuto/contract';
import { ExclamationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/realtime/quote-format';
import { tradeSummaryQuery } from './api';
import type { LiveFigures, LiveTotals } from './position-math';
import styles from './margin-warning.module.css';

/**
 * The margin warning on a position (its row in the list, its detail): the margin level has reached
 * the warning level, the price at which the position is closed by forced liquidation, and one tap
 * to add margin (only a holding position takes it: not a locked one, nor one with a close order).
 */
export function MarginWarningNotice({
  position,
  live,
  onAddMargin,
  attached = false,
  testId,
}: {
  position: PositionView;
  live: LiveFigures | null;
  onAddMargin: () => void;
  /** Under the position's row, inside its card. */
  attached?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('trading');
  const level = live?.marginLevelPercent ?? position.marginLevelPercent ?? '--';
  return (
    <div
      className={attached ? `${styles.notice} ${styles.attached}` : styles.notice}
      role="note"
      data-testid={testId}
      data-forced-close-price={position.forcedClosePrice ?? ''}
    >
      <ExclamationCircleOutline className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{t('marginWarning.title')}</p>
        <p>
          {position.forcedClosePrice === null
            ? t('marginWarning.level', { level })
            : t('marginWarning.body', { level, price: formatPrice(position.forcedClosePrice) })}
        </p>
      </div>
      {position.status === 'holding' ? (
        <button
          type="button"
          className={styles.addMargin}
          onClick={onAddMargin}
          data-testid={`${testId}-add-margin`}
        >
          {t('marginWarning.addMargin')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The Trade tab's notice: how many open positions the margin warning concerns. `onShow` (another
 * tab than the open positions) makes it a button that opens them.
 */
export function MarginWarningBanner({ count, onShow }: { count: number; onShow?: () => void }) {
  const { t } = useTranslation('trading');
  if (count <= 0) return null;
  const content = (
    <>
      <ExclamationCircleOutline className={styles.icon} />
      <span className={styles.text}>
        <strong className={styles.title}>{t('marginWarning.banner', { count })}</strong>
        <span>{t('marginWarning.bannerHint')}</span>
      </span>
      {onShow ? <RightOutline className={styles.chevron} /> : null}
    </>
  );
  return onShow ? (
    <button
      type="button"
      className={`${styles.banner} ${styles.bannerButton}`}
      onClick={onShow}
      data-testid="margin-warning-banner"
      data-count={count}
    >
      {content}
    </button>
  ) : (
    <div
      className={styles.banner}
      role="status"
      data-testid="margin-warning-banner"
      data-count={count}
    >
      {content}
    </div>
  );
}

/**
 * The banner with the count the Trade tab can best give: the open positions' at live prices when
 * every one is on screen (`live`), else the server's summary (refreshed with the positions).
 */
export function TradeMarginBanner({
  live,
  onShow,
}: {
  live: LiveTotals | null;
  onShow?: () => void;
}) {
  const summary = useQuery(tradeSummaryQuery);
  const count = live?.marginWarningCount ?? summary.data?.marginWarningCount ?? 0;
  return <MarginWarningBanner count={count} onShow={onShow} />;
}
