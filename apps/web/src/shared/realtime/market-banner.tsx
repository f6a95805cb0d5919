import type { MarketStatus } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import styles from './market-banner.module.css';
import { SimulatedTag } from './quote-ui';

/**
 * Integrity rule 10: lists of prices open with where they come from (simulated, and in the demo
 * always open). Without a status yet, the market is taken as simulated.
 */
export function MarketBanner({
  status,
  className,
  testId = 'market-banner',
}: {
  status?: Pick<MarketStatus, 'simulated' | 'demoSession'> | undefined;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('market');
  const simulated = status?.simulated ?? true;
  return (
    <p className={className ? `${styles.banner} ${className}` : styles.banner} data-testid={testId}>
      {simulated ? <SimulatedTag /> : null}
      <span>
        {simulated ? t('label.simulatedMarket') : null}
        {status?.demoSession ? <span className={styles.sub}>{t('label.demoSession')}</span> : null}
      </span>
    </p>
  );
}
