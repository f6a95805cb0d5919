import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import type { IndexQuote } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes } from '../../shared/realtime';
import {
  formatMarketTime,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/realtime/quote-format';
import { SourceTag, StaleTag } from '../../shared/realtime/quote-ui';
import { toneClass, toneOf } from '../../shared/ui/tone';
import { Page } from '../../shared/ui/page';
import { Loading, LoadFailed } from '../../shared/ui/status';
import { Card } from '../../shared/ui/card';
import { marketIndicesQuery } from './api';
import { ChartPanel } from './chart-panel';
import styles from './market.module.css';

function Stat({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.stat} ${styles.statWide}` : styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{children}</span>
    </div>
  );
}

function IndexDetail({ index: loaded }: { index: IndexQuote }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const live = useLiveQuotes([loaded.code]);
  const index = live.index(loaded.code, loaded) ?? loaded;
  const tone = toneOf(index.change);
  return (
    <>
      <div className={styles.detailTitle}>
        <h1 className={styles.detailName} data-testid="index-name">
          {index.names[locale]}
        </h1>
        <span className={styles.detailCode}>{index.code}</span>
      </div>
      <section className={styles.quoteCard} data-testid="index-header">
        <div className={styles.priceLine}>
          <span className={`${styles.bigPrice} ${toneClass(tone)}`} data-testid="index-value">
            {formatPrice(index.value)}
          </span>
          <span className={styles.priceTags}>
            <SourceTag simulated={index.simulated} />
            {live.stale(index.time) ? <StaleTag /> : null}
          </span>
        </div>
        <div className={`${styles.changeLine} ${toneClass(tone)}`}>
          <span>{formatSignedPrice(index.change)}</span>
          <span>{formatSignedPercent(index.changePercent)}</span>
        </div>
        <div className={styles.sessionLine}>
          <span>
            {t('label.asOf', { time: `${formatMarketTime(index.time, true)} ${t('label.jst')}` })}
          </span>
        </div>
        <p className={styles.demoNote}>{t('index.note')}</p>
      </section>
      <Card className={styles.stats}>
        <Stat label={t('detail.open')}>{formatPrice(index.open)}</Stat>
        <Stat label={t('detail.high')}>{formatPrice(index.high)}</Stat>
        <Stat label={t('detail.low')}>{formatPrice(index.low)}</Stat>
        <Stat label={t('detail.prevClose')}>{formatPrice(index.prevClose)}</Stat>
        <Stat label={t('index.methodology')} wide>
          {t(`index.methods.${index.methodology}`)}
        </Stat>
        <Stat label={t('index.constituents')}>{index.constituentCount}</Stat>
      </Card>
      <ChartPanel
        source={{ indexCode: index.code }}
        live={{ price: index.value, time: index.time }}
      />
    </>
  );
}

/** /market/indexDetail?code=^KBCAP: an index's level, how it is computed, and its own chart. */
export function IndexDetailScreen() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const indices = useQuery(marketIndicesQuery);
  const index = indices.data?.find((candidate) => candidate.code === code);
  let body: ReactNode;
  if (!code) body = <ErrorBlock status="empty" title={t('index.missing')} description={null} />;
  else if (indices.isPending) body = <Loading />;
  else if (indices.isError)
    body = <LoadFailed title={t('index.loadFailed')} onRetry={() => void indices.refetch()} />;
  else if (!index)
    body = <ErrorBlock status="empty" title={t('index.notFound')} description={null} />;
  else body = <IndexDetail key={index.code} index={index} />;
  return (
    <Page title={t('index.title')} backTo="/home/index" className={styles.detailBody}>
      {body}
    </Page>
  );
}
