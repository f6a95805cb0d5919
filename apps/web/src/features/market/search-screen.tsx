import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes } from '../../shared/realtime';
import { Page } from '../../shared/ui/page';
import { LoadFailed } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { MarketBanner } from '../../shared/realtime/market-banner';
import { Card } from '../../shared/ui/card';
import { Dialog } from '../../shared/ui/overlays';
import { searchHistoryQuery, searchQuery, useClearSearchHistory } from './api';
import { ListSkeleton } from './quote-list';
import { QuoteListHeader, QuoteRow } from './quote-rows';
import styles from './market.module.css';

/** Typing pauses this long before a search is sent (and remembered). */
const SEARCH_DEBOUNCE_MS = 400;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function History({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation('market');
  const history = useQuery(searchHistoryQuery);
  const clear = useClearSearchHistory();
  const entries = history.data ?? [];
  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('search.clearConfirm'),
      confirmText: t('search.clearHistory'),
      cancelText: t('search.cancel'),
    });
    if (!confirmed) return;
    await clear.mutateAsync();
    showSuccess(t('search.cleared'));
  };
  return (
    <Card
      title={t('search.history')}
      extra={
        entries.length > 0 ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => void confirmClear().catch(() => undefined)}
            disabled={clear.isPending}
          >
            <DeleteOutline /> {t('search.clearHistory')}
          </button>
        ) : null
      }
      className={styles.historyCard}
      testId="search-history"
    >
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('search.noHistory')}</p>
      ) : (
        <div className={styles.chips}>
          {entries.map((entry) => (
            <button
              type="button"
              key={entry.keyword}
              className={styles.chip}
              onClick={() => onPick(entry.keyword)}
            >
              {entry.keyword}
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const results = useQuery(searchQuery(keyword, locale));
  const quotes = results.data?.items ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  if (results.isPending) return <ListSkeleton rows={3} />;
  if (results.isError)
    return <LoadFailed title={t('search.loadFailed')} onRetry={() => void results.refetch()} />;
  if (quotes.length === 0) {
    return <p className={styles.emptyCard}>{t('search.noResults', { keyword })}</p>;
  }
  return (
    <div className={styles.listCard} data-testid="search-results">
      <QuoteListHeader />
      {quotes.map((quote) => (
        <QuoteRow key={quote.symbol} quote={quote} live={live} />
      ))}
    </div>
  );
}

/** /home/search: stocks by code or by name in any language, with the customer's recent searches. */
export function SearchScreen() {
  const { t } = useTranslation('market');
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <Page title={t('search.title')} backTo="/home/index" className={styles.pageBody}>
      <div className={styles.searchBox}>
        <SearchBar
          value={text}
          onChange={setText}
          placeholder={t('search.placeholder')}
          clearable
          autoFocus
          aria-label={t('search.title')}
        />
      </div>
      {keyword && text.trim() ? (
        <>
          <MarketBanner />
          <Results keyword={keyword} />
        </>
      ) : (
        <History onPick={setText} />
      )}
    </Page>
  );
}
