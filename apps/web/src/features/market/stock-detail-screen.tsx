import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import type { Quote } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes } from '../../shared/realtime';
import {
  formatMarketTime,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
  formatTurnover,
  formatVolume,
} from '../../shared/realtime/quote-format';
import { SourceTag, StaleTag, type QuoteOnScreen } from '../../shared/realtime/quote-ui';
import { toneClass, toneOf } from '../../shared/ui/tone';
import { Page } from '../../shared/ui/page';
import { Loading, LoadFailed } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Card } from '../../shared/ui/card';
import { stockDetailQuery, useWatchToggle } from './api';
import { ChartPanel } from './chart-panel';
import { OrderBook } from './order-book';
import { PriceAlertButton } from './price-alert-sheet';
import styles from './market.module.css';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{children}</span>
    </div>
  );
}

function QuoteHeader({ quote, market, stale }: QuoteOnScreen) {
  const { t } = useTranslation('market');
  const tone = toneOf(quote.change);
  return (
    <section className={styles.quoteCard} data-testid="quote-header">
      <div className={styles.priceLine}>
        <span className={`${styles.bigPrice} ${toneClass(tone)}`} data-testid="detail-price">
          {formatPrice(quote.price)}
        </span>
        <span className={styles.priceTags}>
          <SourceTag simulated={quote.simulated} />
          {stale ? <StaleTag /> : null}
        </span>
      </div>
      <div className={`${styles.changeLine} ${toneClass(tone)}`} data-testid="detail-change">
        <span>{formatSignedPrice(quote.change)}</span>
        <span>{formatSignedPercent(quote.changePercent)}</span>
      </div>
      <div className={styles.sessionLine}>
        <span className={styles.sessionBadge}>{t(`session.${quote.sessionState}`)}</span>
        <span data-testid="quote-time" data-seq={quote.seq}>
          {t('label.asOf', { time: `${formatMarketTime(quote.time, true)} ${t('label.jst')}` })}
        </span>
      </div>
      {market.demoSession ? <p className={styles.demoNote}>{t('label.demoSession')}</p> : null}
    </section>
  );
}

function Stats({ quote }: { quote: Quote }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <Card className={styles.stats} testId="quote-stats">
      <Stat label={t('detail.open')}>{formatPrice(quote.open)}</Stat>
      <Stat label={t('detail.high')}>{formatPrice(quote.high)}</Stat>
      <Stat label={t('detail.low')}>{formatPrice(quote.low)}</Stat>
      <Stat label={t('detail.prevClose')}>{formatPrice(quote.prevClose)}</Stat>
      <Stat label={t('detail.volume')}>{formatVolume(quote.volume, locale)}</Stat>
      <Stat label={t('detail.turnover')}>{formatTurnover(quote.turnover, locale)}</Stat>
      <Stat label={t('detail.limitUp')}>
        <span className={toneClass('up')}>{formatPrice(quote.limitUp)}</span>
      </Stat>
      <Stat label={t('detail.limitDown')}>
        <span className={toneClass('down')}>{formatPrice(quote.limitDown)}</span>
      </Stat>
    </Card>
  );
}

/** Watch, and the two ways to open a position: the ticket opens with the side chosen here. */
function ActionBar({ symbol, watching }: { symbol: string; watching: boolean }) {
  const { t } = useTranslation('market');
  const { t: tTrading } = useTranslation('trading');
  const navigate = useNavigate();
  const toggle = useWatchToggle(symbol);
  const change = async () => {
    await toggle.mutateAsync(!watching);
    showSuccess(watching ? t('detail.removed') : t('detail.added'));
  };
  const trade = (direction: 'long' | 'short') =>
    void navigate(`/market/marketBuy?symbol=${encodeURIComponent(symbol)}&direction=${direction}`);
  return (
    <div className={`${styles.actionBar} ${styles.detailActions}`}>
      <button
        type="button"
        className={styles.watchButton}
        disabled={toggle.isPending}
        onClick={() => void change().catch(() => undefined)}
        data-testid="watch-toggle"
        aria-pressed={watching}
      >
        {watching ? <StarFill className={styles.starOn} /> : <StarOutline />}
        <span>{watching ? t('detail.removeWatch') : t('detail.addWatch')}</span>
      </button>
      <Button className={styles.buyLong} onClick={() => trade('long')} data-testid="buy-long">
        {tTrading('direction.buyLong')}
      </Button>
      <Button className={styles.buyShort} onClick={() => trade('short')} data-testid="buy-short">
        {tTrading('direction.buyShort')}
      </Button>
    </div>
  );
}

function StockDetail({ symbol }: { symbol: string }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const detail = useQuery(stockDetailQuery(symbol));
  const live = useLiveQuotes([symbol]);
  if (detail.isPending) return <Loading />;
  if (detail.isError && !detail.data)
    return <LoadFailed title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />;
  const { book, inWatchlist, market } = detail.data;
  const quote = live.stock(symbol, detail.data.quote) ?? detail.data.quote;
  return (
    <>
      <div className={styles.detailTitle}>
        <h1 className={styles.detailName} data-testid="detail-name">
          {quote.names[locale]}
        </h1>
        <span className={styles.detailCode}>{quote.symbol}</span>
        <PriceAlertButton symbol={symbol} name={quote.names[locale]} price={quote.price} />
      </div>
      <QuoteHeader quote={quote} market={market} stale={live.stale(quote.time)} />
      <Stats quote={quote} />
      <ChartPanel source={{ symbol }} live={{ price: quote.price, time: quote.time }} />
      <Card title={t('detail.book')}>
        <OrderBook bids={book.bids} asks={book.asks} />
      </Card>
      <ActionBar symbol={symbol} watching={inWatchlist} />
    </>
  );
}

/** /market/marketDetail?symbol=7203: quote, book, charts, the watchlist and price alerts, updating live. */
export function StockDetailScreen() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  return (
    <Page title={t('title')} backTo="/market/market" className={styles.detailBody}>
      {symbol ? (
        <StockDetail key={symbol} symbol={symbol} />
      ) : (
        <ErrorBlock status="empty" title={t('detail.missingSymbol')} description={null} />
      )}
    </Page>
  );
}
