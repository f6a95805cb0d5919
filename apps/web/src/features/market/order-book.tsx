import type { z } from 'zod';
import type { bookLevel } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import styles from './market.module.css';

type Level = z.infer<typeof bookLevel>;

/** The five-level book as a ladder: asks above (best ask nearest the middle), bids below. */
export function OrderBook({ bids, asks }: { bids: Level[]; asks: Level[] }) {
  const { t } = useTranslation('market');
  const largest = Math.max(
    1,
    ...bids.map((level) => level.size),
    ...asks.map((level) => level.size),
  );
  const width = (size: number) => `${Math.round((size / largest) * 100)}%`;
  if (bids.length === 0 && asks.length === 0) {
    return <p className={styles.muted}>{t('detail.bookEmpty')}</p>;
  }
  return (
    <div className={styles.book} data-testid="order-book">
      <div className={styles.bookHead}>
        <span>{t('detail.ask')}</span>
        <span className={styles.alignCenter}>{t('list.price')}</span>
        <span className={styles.alignRight}>{t('detail.bid')}</span>
      </div>
      {[...asks].reverse().map((level) => (
        <div key={`ask-${level.price}`} className={styles.bookRow}>
          <span className={styles.bookSize}>
            <span className={styles.askBar} style={{ width: width(level.size) }} />
            <span className={styles.bookSizeText}>{formatShares(level.size)}</span>
          </span>
          <span className={`${styles.bookPrice} ${styles.askPrice}`}>
            {formatPrice(level.price)}
          </span>
          <span />
        </div>
      ))}
      {bids.map((level) => (
        <div key={`bid-${level.price}`} className={styles.bookRow}>
          <span />
          <span className={`${styles.bookPrice} ${styles.bidPrice}`}>
            {formatPrice(level.price)}
          </span>
          <span className={`${styles.bookSize} ${styles.alignRight}`}>
            <span className={styles.bidBar} style={{ width: width(level.size) }} />
            <span className={styles.bookSizeText}>{formatShares(level.size)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
