import { QUOTE_STALE_AFTER_MS, type MarketStatus, type Quote } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import styles from './quote-ui.module.css';

/** A quote as a screen shows it: the price, its market (simulated, demo session), whether stale. */
export type QuoteOnScreen = { quote: Quote; market: MarketStatus; stale: boolean };

/** Integrity rule 10: every simulated price carries this label where it is shown. */
export function SimulatedTag({ className }: { className?: string }) {
  const { t } = useTranslation('market');
  return (
    <span
      className={[styles.tag, styles.simulated, className].filter(Boolean).join(' ')}
      data-testid="simulated-tag"
    >
      {t('label.simulated')}
    </span>
  );
}

/** Shown next to a price the app can no longer vouch for (see quote-feed.ts). */
export function StaleTag() {
  const { t } = useTranslation('market');
  return (
    <span
      className={`${styles.tag} ${styles.stale}`}
      data-testid="stale-tag"
      title={t('label.staleHint', { seconds: String(QUOTE_STALE_AFTER_MS / 1000) })}
    >
      {t('label.stale')}
    </span>
  );
}

/** The label for a quote's source: simulated (the built-in exchange) or historical replay. */
export function SourceTag({ simulated }: { simulated: boolean }) {
  const { t } = useTranslation('market');
  if (simulated) return <SimulatedTag />;
  return <span className={`${styles.tag} ${styles.simulated}`}>{t('label.replay')}</span>;
}
