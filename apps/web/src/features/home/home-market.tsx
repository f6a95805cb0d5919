import { useQuery } from '@tanstack/react-query';
import type { IndexQuote, Quote } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes, type LiveQuotes } from '../../shared/realtime';
import { MarketBanner } from '../../shared/realtime/market-banner';
import {
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/realtime/quote-format';
import { SimulatedTag, StaleTag } from '../../shared/realtime/quote-ui';
import { toneClass, toneFillClass, toneOf } from '../../shared/ui/tone';
import { LoadFailed } from '../../shared/ui/status';
import { Card } from '../../shared/ui/card';
import { SkeletonLines } from '../../shared/ui/skeleton';
import { Icon } from '../../shared/ui/icon';
import { breadthQuery, homeHotQuery, homeStatusQuery, indicesQuery } from './market-api';
import styles from './home-market.module.css';

/** Integrity rule 10 on Home: the market is simulated and, in the demo, always open. */
export function MarketLabel() {
  const status = useQuery(homeStatusQuery);
  return <MarketBanner status={status.data} className={styles.label} testId="home-market-label" />;
}

function IndexCard({ index, live }: { index: IndexQuote; live: LiveQuotes }) {
  const locale = useLocale();
  const current = live.index(index.code, index) ?? index;
  const tone = toneOf(current.change);
  return (
    <Link
      to={`/market/indexDetail?code=${encodeURIComponent(current.code)}`}
      className={styles.indexCard}
      data-testid={`index-${current.code}`}
    >
      <span className={styles.indexName}>{current.names[locale]}</span>
      <span className={`${styles.indexValue} ${toneClass(tone)}`}>
        {formatPrice(current.value)}
      </span>
      <span className={`${styles.indexChange} ${toneClass(tone)}`}>
        {formatSignedPrice(current.change)} {formatSignedPercent(current.changePercent)}
      </span>
    </Link>
  );
}

export function Indices() {
  const { t } = useTranslation('market');
  const indices = useQuery(indicesQuery);
  const live = useLiveQuotes((indices.data ?? []).map((index) => index.code));
  return (
    <Card title={t('home.indices')} extra={<SimulatedTag />} className={styles.section}>
      {indices.isPending ? (
        <SkeletonLines lineCount={2} />
      ) : indices.isError ? (
        <LoadFailed onRetry={() => void indices.refetch()} />
      ) : (
        <div className={styles.indexStrip}>
          {indices.data.map((index) => (
            <IndexCard key={index.code} index={index} live={live} />
          ))}
        </div>
      )}
    </Card>
  );
}

export function Breadth() {
  const { t } = useTranslation('market');
  const breadth = useQuery(breadthQuery);
  if (!breadth.data) return null;
  const { rise, fall, flat } = breadth.data;
  const total = Math.max(1, rise + fall + flat);
  const share = (count: number) => `${(count / total) * 100}%`;
  return (
    <Card title={t('home.breadth')} className={styles.section} testId="breadth">
      <div className={styles.breadthBar} aria-hidden="true">
        <span className={toneFillClass('up')} style={{ width: share(rise) }} />
        <span className={toneFillClass('flat')} style={{ width: share(flat) }} />
        <span className={toneFillClass('down')} style={{ width: share(fall) }} />
      </div>
      <div className={styles.breadthCounts}>
        <span className={toneClass('up')}>
          {t('home.rise')} <strong>{rise}</strong>
        </span>
        <span className={toneClass('flat')}>
          {t('home.flat')} <strong>{flat}</strong>
        </span>
        <span className={toneClass('down')}>
          {t('home.fall')} <strong>{fall}</strong>
        </span>
      </div>
    </Card>
  );
}

function HotRow({ quote: initial, live }: { quote: Quote; live: LiveQuotes }) {
  const locale = useLocale();
  const quote = live.stock(initial.symbol, initial) ?? initial;
  const tone = toneOf(quote.change);
  return (
    <Link
      to={`/market/marketDetail?symbol=${encodeURIComponent(quote.symbol)}`}
      className={styles.hotRow}
      data-testid={`hot-${quote.symbol}`}
    >
      <span className={styles.hotName}>
        <span className={styles.hotTitle}>{quote.names[locale]}</span>
        <span className={styles.hotCode}>
          {quote.symbol}
          {live.stale(quote.time) ? <StaleTag /> : null}
        </span>
      </span>
      <span className={`${styles.hotPrice} ${toneClass(tone)}`}>{formatPrice(quote.price)}</span>
      <span className={`${styles.hotPill} ${toneFillClass(tone)}`}>
        {formatSignedPercent(quote.changePercent)}
      </span>
    </Link>
  );
}

export function HotStocks() {
  const { t } = useTranslation('market');
  const hot = useQuery(homeHotQuery);
  const quotes = hot.data ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  return (
    <Card
      title={t('home.hotStocks')}
      extra={
        <Link to="/market/stockHot/stockList" className={styles.more}>
          {t('home.more')}
          <Icon name="RightOutline" />
        </Link>
      }
      className={styles.section}
      testId="hot-stocks"
    >
      {hot.isPending ? (
        <SkeletonLines lineCount={4} />
      ) : hot.isError ? (
        <LoadFailed onRetry={() => void hot.refetch()} />
      ) : (
        quotes.map((quote) => <HotRow key={quote.symbol} quote={quote} live={live} />)
      )}
    </Card>
  );
}
