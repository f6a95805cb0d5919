import type { Quote } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveQuotes } from '../../shared/realtime';
import {
  formatPrice,
  formatSignedPercent,
  formatVolume,
  formatTurnover,
} from '../../shared/realtime/quote-format';
import { StaleTag } from '../../shared/realtime/quote-ui';
import { toneClass, toneFillClass, toneOf } from '../../shared/ui/tone';
import { useLocale } from '../../shared/i18n/use-locale';
import type { QuoteSort } from './api';
import styles from './market.module.css';

export function detailPath(symbol: string): string {
  return `/market/marketDetail?symbol=${encodeURIComponent(symbol)}`;
}

/** Column titles of a quote list; the last column names what the list is sorted by. */
export function QuoteListHeader({ sort }: { sort?: QuoteSort }) {
  const { t } = useTranslation('market');
  const last =
    sort === 'hot' ? t('sort.hot') : sort === 'volume' ? t('sort.volume') : t('list.change');
  return (
    <div className={styles.listHeader} role="presentation">
      <span>{t('list.name')}</span>
      <span className={styles.alignRight}>{t('list.price')}</span>
      <span className={styles.alignRight}>{last}</span>
    </div>
  );
}

type QuoteRowProps = {
  quote: Quote;
  live: LiveQuotes;
  /** Hot and volume lists show the figure they are sorted by; the others the change. */
  sort?: QuoteSort | undefined;
  rank?: number | undefined;
};

/** One stock in a list: name and code, the live price, and the change (or turnover, volume). */
export function QuoteRow({ quote: initial, live, sort, rank }: QuoteRowProps) {
  const locale = useLocale();
  const quote = live.stock(initial.symbol, initial) ?? initial;
  const tone = toneOf(quote.change);
  const stale = live.stale(quote.time);
  const figure =
    sort === 'hot' ? (
      <span className={styles.figure}>{formatTurnover(quote.turnover, locale)}</span>
    ) : sort === 'volume' ? (
      <span className={styles.figure}>{formatVolume(quote.volume, locale)}</span>
    ) : (
      <span className={`${styles.changePill} ${toneFillClass(tone)}`}>
        {formatSignedPercent(quote.changePercent)}
      </span>
    );
  return (
    <Link
      to={detailPath(quote.symbol)}
      className={styles.row}
      data-testid={`quote-row-${quote.symbol}`}
    >
      <span className={styles.rowName}>
        <span className={styles.nameLine}>
          {rank !== undefined ? <span className={styles.rank}>{rank}</span> : null}
          <span className={styles.name}>{quote.names[locale]}</span>
        </span>
        <span className={styles.code}>
          {quote.symbol}
          {stale ? <StaleTag /> : null}
        </span>
      </span>
      <span className={`${styles.rowPrice} ${toneClass(tone)}`} data-testid="row-price">
        {formatPrice(quote.price)}
        {sort === 'hot' || sort === 'volume' ? (
          <span className={styles.rowPercent}>{formatSignedPercent(quote.changePercent)}</span>
        ) : null}
      </span>
      <span className={styles.rowFigure}>{figure}</span>
    </Link>
  );
}
