import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../shared/ui/page';
import { MarketBanner } from '../../shared/realtime/market-banner';
import { marketStatusQuery } from './api';
import { SortedQuoteList } from './quote-list';
import styles from './market.module.css';

/** /market/stockHot/stockList: the whole hot list (by turnover), ranked and paged. */
export function StockHotScreen() {
  const { t } = useTranslation('market');
  const status = useQuery(marketStatusQuery);
  return (
    <Page title={t('market.hotList')} backTo="/home/index" className={styles.pageBody}>
      <MarketBanner status={status.data} />
      <SortedQuoteList sort="hot" ranked />
    </Page>
  );
}
