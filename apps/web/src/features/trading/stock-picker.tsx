import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { Quote } from '@kabuto/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLiveQuotes } from '../../shared/realtime';
import { formatPrice, formatSignedPercent } from '../../shared/realtime/quote-format';
import { SimulatedTag } from '../../shared/realtime/quote-ui';
import { toneClass, toneOf } from '../../shared/ui/tone';
import { Card } from '../../shared/ui/card';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { hotStocksQuery, stockSearchQuery } from './api';
import styles from './picker.module.css';

/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 400;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

function StockLinks({ quotes, linkFor }: { quotes: Quote[]; linkFor: (symbol: string) => string }) {
  const locale = useLocale();
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  return (
    <ul className={styles.list}>
      {quotes.map((listed) => {
        const quote = live.stock(listed.symbol, listed) ?? listed;
        const tone = toneClass(toneOf(quote.change));
        return (
          <li key={quote.symbol}>
            <Link
              to={linkFor(quote.symbol)}
              className={styles.item}
              data-testid={`pick-${quote.symbol}`}
            >
              <span className={styles.name}>
                <strong>{quote.names[locale]}</strong>
                <span>{quote.symbol}</span>
              </span>
              <span className={`${styles.price} ${tone}`}>
                <strong>{formatPrice(quote.price)}</strong>
                <span>{formatSignedPercent(quote.changePercent)}</span>
              </span>
              <RightOutline className={styles.arrow} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Results({ keyword, linkFor }: { keyword: string; linkFor: (symbol: string) => string }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const results = useQuery(stockSearchQuery(keyword, locale));
  if (results.isPending) return <Loading />;
  if (!results.data) return <LoadFailed onRetry={() => void results.refetch()} />;
  if (results.data.items.length === 0) {
    return <p className={styles.empty}>{t('picker.noResults', { keyword })}</p>;
  }
  return <StockLinks quotes={results.data.items} linkFor={linkFor} />;
}

function HotStocks({ linkFor }: { linkFor: (symbol: string) => string }) {
  const hot = useQuery(hotStocksQuery);
  if (hot.isPending) return <Loading />;
  if (!hot.data) return <LoadFailed onRetry={() => void hot.refetch()} />;
  return <StockLinks quotes={hot.data} linkFor={linkFor} />;
}

/**
 * Choosing a stock to trade without leaving the flow (day trading, pre- and after-market): search
 * by name or code, or pick one of the most traded. Each opens the ticket `linkFor` builds.
 */
export function StockPicker({ linkFor }: { linkFor: (symbol: string) => string }) {
  const { t } = useTranslation('trading');
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim());
  return (
    <Card
      title={t('picker.title')}
      extra={<SimulatedTag />}
      className={styles.picker}
      testId="stock-picker"
    >
      <SearchBar
        className={styles.search}
        value={text}
        onChange={setText}
        placeholder={t('picker.placeholder')}
        clearable
        aria-label={t('picker.title')}
      />
      {keyword && text.trim() ? (
        <Results keyword={keyword} linkFor={linkFor} />
      ) : (
        <>
          <p className={styles.subtitle}>{t('picker.hot')}</p>
          <HotStocks linkFor={linkFor} />
        </>
      )}
    </Card>
  );
}
