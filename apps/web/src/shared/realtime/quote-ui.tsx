import { QUOTE_STALE_AFTER_MS } from '@kabuto/contract';
import { compare, isDecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import styles from './quote-ui.module.css';

export type Tone = 'up' | 'down' | 'flat';

/**
 * Direction of a change, for colour. Colours come from the theme (--kb-up / --kb-down): red rises
 * and green falls in Japanese and Chinese, as on Japanese and Taiwanese broker screens; English
 * readers get green for up and red for down. Every price screen uses these classes only.
 */
export function toneOfChange(change: string | null | undefined): Tone {
  if (change == null || !isDecimalString(change)) return 'flat';
  const sign = compare(change, '0');
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}

const TONE_CLASSES: Record<Tone, string | undefined> = {
  up: styles.up,
  down: styles.down,
  flat: styles.flat,
};

export function toneClass(tone: Tone): string {
  return TONE_CLASSES[tone] ?? '';
}

/** Integrity rule 10: every simulated price carries this label where it is shown. */
export function SimulatedTag({ className }: { className?: string }) {
  const { t } = useTranslation('market');
  return (
    <span
      className={[styles.simulated, className].filter(Boolean).join(' ')}
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
      className={styles.stale}
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
  return <span className={styles.simulated}>{t('label.replay')}</span>;
}
