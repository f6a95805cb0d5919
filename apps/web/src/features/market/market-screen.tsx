import { useQuery } from '@tanstack/react-query';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { QUOTE_SORTS } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLiveQuotes } from '../../shared/realtime';
import { LoadFailed } from '../../shared/ui/status';
import { marketStatusQuery, watchlistQuery, type QuoteSort } from './api';
import { MarketBanner } from './market-banner';
import { ListSkeleton, SortedQuoteList } from './quote-list';
import { QuoteListHeader, QuoteRow } from './quote-rows';
import styles from './market.module.css';

type MarketTab = 'stocks' | 'watchlist';

function isSort(value: string | null): value is QuoteSort {
  return (QUOTE_SORTS as readonly string[]).includes(value ?? '');
}

function Watchlist() {
  const { t } = useTranslation('market');
  const list = useQuery(watchlistQuery);
  const quotes = list.data ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (quotes.length === 0) {
    return (
      <div className={styles.emptyCard} data-testid="watchlist-empty">
        <p className={styles.emptyTitle}>{t('market.watchlistEmpty')}</p>
        <p className={styles.emptyHint}>{t('market.watchlistHint')}</p>
        <Link to="/home/search" className={styles.emptyAction}>
          {t('market.findStocks')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.listCard} data-testid="watchlist">
      <QuoteListHeader />
      {quotes.map((quote) => (
        <QuoteRow key={quote.symbol} quote={quote} live={live} />
      ))}
    </div>
  );
}

/** Market (/market/market): the stock market, sortable and paged, and the watchlist. */
export function MarketScreen() {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const tab: MarketTab = params.get('tab') === 'watchlist' ? 'watchlist' : 'stocks';
  const sortParam = params.get('sort');
  const sort: QuoteSort = isSort(sortParam) ? sortParam : 'hot';
  const status = useQuery(marketStatusQuery);
  const choose = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...next }, { replace: true });

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.headerTitle}>{t('title')}</h1>
        <Link to="/home/search" className={styles.headerButton} aria-label={t('market.search')}>
          <SearchOutline />
        </Link>
      </header>
      <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => choose({ tab: key })}>
        <Tabs.Tab key="stocks" title={t('market.stockMarket')} />
        <Tabs.Tab key="watchlist" title={t('market.watchlist')} />
      </Tabs>
      <div className={styles.body}>
        <MarketBanner status={status.data} />
        {tab === 'stocks' ? (
          <>
            <CapsuleTabs
              className={styles.sortTabs}
              activeKey={sort}
              onChange={(key) => choose({ sort: key })}
            >
              {QUOTE_SORTS.map((each) => (
                <CapsuleTabs.Tab key={each} title={t(`sort.${each}`)} />
              ))}
            </CapsuleTabs>
            <SortedQuoteList key={sort} sort={sort} />
          </>
        ) : (
          <Watchlist />
        )}
      </div>
    </div>
  );
}
