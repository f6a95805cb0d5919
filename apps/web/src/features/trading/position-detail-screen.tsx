import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import type { PositionDetail } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { ReactNode } from 'react';
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
import { Headline } from './headline';
import { MarginWarningNotice } from './margin-warning';
import { PositionActions, usePositionSheet } from './position-actions';
import { PositionChart } from './position-chart';
import { HoldingFields, OrderFields, SaleFields } from './position-fields';
import { holdsShares, liveFigures, marginWarningNow, type LiveFigures } from './position-math';
import { PositionEntries, PositionFills } from './position-records';
import styles from './detail.module.css';
import common from './trading.module.css';

/** The result in the headline: a profit or loss in large type, and what it was measured at. */
function HeadResult({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: DecimalString;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.headResult}>
      <div>
        <span className={styles.headLabel}>{label}</span>
        <span className={styles.headValue}>
          <Yen value={value} signed testId={testId} />
        </span>
      </div>
      {children}
    </div>
  );
}

function PositionHeadline({
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
    <Headline
      name={position.names[locale]}
      symbol={position.symbol}
      className={styles.head}
      testId="detail-head"
    >
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
        <HeadResult label={t('detail.livePnl')} value={live.pnl} testId="detail-pnl">
          <div className={styles.headSide}>
            <span>{t('detail.markShort', { price: formatPrice(live.markPrice) })}</span>
            <span>{t('detail.levelShort', { value: live.marginLevelPercent })}</span>
          </div>
        </HeadResult>
      ) : position.netPnl !== null ? (
        <HeadResult
          label={t('detail.netPnl')}
          value={position.netPnl}
          testId="detail-head-net-pnl"
        />
      ) : null}
    </Headline>
  );
}

function Detail({ positionId }: { positionId: number }) {
  const { t } = useTranslation('trading');
  const query = useQuery(positionQuery(positionId));
  const position = query.data;
  const live = useLiveQuotes(position && holdsShares(position) ? [position.symbol] : []);
  const sheets = usePositionSheet();
  if (query.isPending) return <Loading />;
  if (!position) return <LoadFailed onRetry={() => void query.refetch()} />;
  const quote = live.stock(position.symbol);
  const figures = liveFigures(position, quote?.price);
  return (
    <>
      <PositionHeadline
        position={position}
        live={figures}
        stale={quote ? live.stale(quote.time) : false}
      />
      {position.status === 'locked' ? (
        <Notice tone="error" title={t('detail.lockedTitle')} testId="detail-locked">
          {t('detail.lockedBody', { reason: position.lockReason ?? '--' })}
        </Notice>
      ) : null}
      {marginWarningNow(position, figures) ? (
        <MarginWarningNotice
          position={position}
          live={figures}
          onAddMargin={() => sheets.show('margin', position.id)}
          testId="detail-margin-warning"
        />
      ) : null}
      {position.closeReason === 'maintenance' ? (
        <Notice tone="warn" testId="detail-forced">
          {t('detail.forcedNote')}
        </Notice>
      ) : null}
      {holdsShares(position) ? <PositionChart position={position} live={quote ?? null} /> : null}
      <OrderFields position={position} live={figures} />
      <HoldingFields position={position} live={figures} />
      <SaleFields position={position} live={figures} />
      <PositionFills position={position} />
      <PositionEntries position={position} />
      <PositionActions position={position} live={figures} sheets={sheets} />
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
