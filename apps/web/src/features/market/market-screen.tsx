import { useQuery } from '@tanstack/react-query';
import { CapsuleTabs } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { QUOTE_SORTS } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLiveQuotes } from '../../shared/realtime';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed } from '../../shared/ui/status';
import { HeaderIconLink, TabHeader, TabTitle } from '../../shared/ui/tab-header';
import { MarketBanner } from '../../shared/realtime/market-banner';
import { marketStatusQuery, watchlistQuery, type QuoteSort } from './api';
import { ListSkeleton, SortedQuoteList } from './quote-list';
import { QuoteListHeader, QuoteRow } from './quote-rows';
import styles from './market.module.css';

const MARKET_TABS = ['stocks', 'watchlist'] as const;

function isSort(value: string | null): value is QuoteSort {
  return (QUOTE_SORTS as readonly string[]).includes(value ?? '');
}

function Watchlist() {
  const { t } = useTranslation('market');
  const list = useQuery(watchlistQuery);
  const quotes = list.data ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError)
    return <LoadFailed title={t('market.watchlistFailed')} onRetry={() => void list.refetch()} />;
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
  const [tab, setTab] = useTabParam(MARKET_TABS, 'stocks');
  const sortParam = params.get('sort');
  const sort: QuoteSort = isSort(sortParam) ? sortParam : 'hot';
  const status = useQuery(marketStatusQuery);
  const setSort = (sort: string) =>
    setParams({ ...Object.fromEntries(params), sort }, { replace: true });

  return (
    <div className={styles.screen}>
      <TabHeader>
        <TabTitle>{t('title')}</TabTitle>
        <HeaderIconLink to="/home/search" label={t('market.search')}>
          <SearchOutline />
        </HeaderIconLink>
      </TabHeader>
      <ScreenTabs
        tabs={MARKET_TABS}
        active={tab}
        onChange={setTab}
        title={(each) => (each === 'stocks' ? t('market.stockMarket') : t('market.watchlist'))}
      />
      <div className={styles.body}>
        <MarketBanner status={status.data} />
        {tab === 'stocks' ? (
          <>
            <CapsuleTabs className={styles.sortTabs} activeKey={sort} onChange={setSort}>
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
