import type { MarketStatus } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { SimulatedTag } from '../../shared/realtime/quote-ui';
import styles from './market.module.css';

/** Integrity rule 10: lists of prices open with where they come from. */
export function MarketBanner({
  status,
}: {
  status?: Pick<MarketStatus, 'simulated' | 'demoSession'>;
}) {
  const { t } = useTranslation('market');
  const simulated = status?.simulated ?? true;
  return (
    <p className={styles.banner} data-testid="market-banner">
      {simulated ? <SimulatedTag /> : null}
      <span>
        {simulated ? t('label.simulatedMarket') : null}
        {status?.demoSession ? (
          <span className={styles.bannerSub}>{t('label.demoSession')}</span>
        ) : null}
      </span>
    </p>
  );
}
