import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import type { PositionDetail } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes } from '../../shared/realtime';
import { formatPrice } from '../../shared/realtime/quote-format';
import { SourceTag, StaleTag } from '../../shared/realtime/quote-ui';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { positionQuery } from './api';
import { DirectionTag, Notice, StatusTag, Yen } from './components';
import { PositionActions } from './position-actions';
import { HoldingFields, OrderFields, SaleFields } from './position-fields';
import { holdsShares, liveFigures, type LiveFigures } from './position-math';
import { PositionEntries, PositionFills } from './position-records';
import styles from './detail.module.css';
import common from './trading.module.css';

function Headline({
  position,
  live,
  stale,
}: {
  position: PositionDetail;
  live: LiveFigures | null;
  stale: boolean;
}) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  return (
    <section className={styles.head} data-testid="detail-head">
      <div className={styles.headName}>
        <h1>{position.names[locale]}</h1>
        <span>{position.symbol}</span>
      </div>
      <div className={styles.headTags}>
        <DirectionTag direction={position.direction} />
        <StatusTag status={position.status} />
        <span className={`${common.tag} ${common.tagPlain}`}>
          {t(`businessType.${position.businessType}`)}
        </span>
        <SourceTag simulated={position.simulated} />
        {live && stale ? <StaleTag /> : null}
      </div>
      {live ? (
        <div className={styles.headResult}>
          <div>
            <span className={styles.headLabel}>{t('detail.livePnl')}</span>
            <span className={styles.headValue}>
              <Yen value={live.pnl} signed testId="detail-pnl" />
            </span>
          </div>
          <div className={styles.headSide}>
            <span>{t('detail.markShort', { price: formatPrice(live.markPrice) })}</span>
            <span>{t('detail.levelShort', { value: live.marginLevelPercent })}</span>
          </div>
        </div>
      ) : position.netPnl !== null ? (
        <div className={styles.headResult}>
          <div>
            <span className={styles.headLabel}>{t('detail.netPnl')}</span>
            <span className={styles.headValue}>
              <Yen value={position.netPnl} signed testId="detail-head-net-pnl" />
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Detail({ positionId }: { positionId: number }) {
  const { t } = useTranslation('trading');
  const query = useQuery(positionQuery(positionId));
  const position = query.data;
  const live = useLiveQuotes(position && holdsShares(position) ? [position.symbol] : []);
  if (query.isPending) return <Loading />;
  if (!position) return <LoadFailed onRetry={() => void query.refetch()} />;
  const quote = live.stock(position.symbol);
  const figures = liveFigures(position, quote?.price);
  return (
    <>
      <Headline position={position} live={figures} stale={quote ? live.stale(quote.time) : false} />
      {position.status === 'locked' ? (
        <Notice tone="error" title={t('detail.lockedTitle')} testId="detail-locked">
          {t('detail.lockedBody', { reason: position.lockReason ?? '--' })}
        </Notice>
      ) : null}
      {position.closeReason === 'maintenance' ? (
        <Notice tone="warn" testId="detail-forced">
          {t('detail.forcedNote')}
        </Notice>
      ) : null}
      <OrderFields position={position} live={figures} />
      <HoldingFields position={position} live={figures} />
      <SaleFields position={position} live={figures} />
      <PositionFills position={position} />
      <PositionEntries position={position} />
      <PositionActions position={position} live={figures} />
    </>
  );
}

/** /position/positionDetail?id=12: one order and its position, every field, the money it moved. */
export function PositionDetailScreen() {
  const { t } = useTranslation('trading');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Page title={t('detail.title')} backTo="/position/position" className={common.page}>
      {Number.isInteger(id) && id > 0 ? (
        <Detail key={id} positionId={id} />
      ) : (
        <ErrorBlock status="empty" title={t('detail.missing')} description={null} />
      )}
    </Page>
  );
}
