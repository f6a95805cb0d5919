import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { newsListQuery } from './market-api';
import { NewsFeed } from './news-feed';
import { isNewsCategory, NewsTabs } from './news-tabs';
import styles from './news.module.css';

/** /home/moreNews?category=must_read: one category's news, pull to refresh, scroll for more. */
export function MoreNewsScreen() {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isNewsCategory(raw) ? raw : 'must_read';
  return (
    <Page title={t('news.title')} backTo="/home/index" className={styles.pageBody}>
      <div className={styles.stickyTabs}>
        <NewsTabs
          category={category}
          onChange={(next) => setParams({ category: next }, { replace: true })}
        />
      </div>
      <PullRefresh
        onRefresh={() =>
          client.resetQueries({ queryKey: newsListQuery(category, locale).queryKey })
        }
      >
        <div className={styles.pageFeed}>
          <NewsFeed key={category} category={category} />
        </div>
      </PullRefresh>
    </Page>
  );
}
