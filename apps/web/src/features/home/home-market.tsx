import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { IndexQuote, Quote } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes, type LiveQuotes } from '../../shared/realtime';
import {
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/realtime/quote-format';
import { SimulatedTag, StaleTag, toneClass, toneOfChange } from '../../shared/realtime/quote-ui';
import { LoadFailed } from '../../shared/ui/status';
import { breadthQuery, homeHotQuery, homeStatusQuery, indicesQuery } from './market-api';
import styles from './home-market.module.css';

/** Integrity rule 10 on Home: the market is simulated and, in the demo, always open. */
export function MarketLabel() {
  const { t } = useTranslation('market');
  const status = useQuery(homeStatusQuery);
  const simulated = status.data?.simulated ?? true;
  return (
    <p className={styles.label} data-testid="home-market-label">
      {simulated ? <SimulatedTag /> : null}
      <span>
        {simulated ? t('label.simulatedMarket') : null}
        {status.data?.demoSession ? (
          <span className={styles.labelSub}>{t('label.demoSession')}</span>
        ) : null}
      </span>
    </p>
  );
}

function IndexCard({ index, live }: { index: IndexQuote; live: LiveQuotes }) {
  const locale = useLocale();
  const current = live.index(index.code, index) ?? index;
  const tone = toneOfChange(current.change);
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
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('home.indices')}</h2>
        <SimulatedTag />
      </div>
      {indices.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : indices.isError ? (
        <LoadFailed onRetry={() => void indices.refetch()} />
      ) : (
        <div className={styles.indexStrip}>
          {indices.data.map((index) => (
            <IndexCard key={index.code} index={index} live={live} />
          ))}
        </div>
      )}
    </section>
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
    <section className={styles.section} data-testid="breadth">
      <h2 className={styles.sectionTitle}>{t('home.breadth')}</h2>
      <div className={styles.breadthBar} aria-hidden="true">
        <span className={styles.barUp} style={{ width: share(rise) }} />
        <span className={styles.barFlat} style={{ width: share(flat) }} />
        <span className={styles.barDown} style={{ width: share(fall) }} />
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
    </section>
  );
}

function HotRow({ quote: initial, live }: { quote: Quote; live: LiveQuotes }) {
  const locale = useLocale();
  const quote = live.stock(initial.symbol, initial) ?? initial;
  const tone = toneOfChange(quote.change);
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
      <span className={`${styles.hotPill} ${styles[`pill_${tone}`]}`}>
        {formatSignedPercent(quote.changePercent)}
      </span>
    </Link>
  );
}

export function HotStocks() {
  const { t } = useTranslation('market');
  const hot = useQuery(homeHotQuery);
  const quotes = hot.data?.items ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  return (
    <section className={styles.section} data-testid="hot-stocks">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('home.hotStocks')}</h2>
        <Link to="/market/stockHot/stockList" className={styles.more}>
          {t('home.more')}
          <RightOutline />
        </Link>
      </div>
      {hot.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : hot.isError ? (
        <LoadFailed onRetry={() => void hot.refetch()} />
      ) : (
        quotes.map((quote) => <HotRow key={quote.symbol} quote={quote} live={live} />)
      )}
    </section>
  );
}
