import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Page } from '../../shared/ui/page';
import { Loading, LoadFailed } from '../../shared/ui/status';
import { newsDetailQuery } from './market-api';
import { formatPublished } from './news-feed';
import styles from './news.module.css';

function Article({ id }: { id: number }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const article = useQuery(newsDetailQuery(id, locale));
  if (article.isPending) return <Loading />;
  if (article.isError) return <LoadFailed onRetry={() => void article.refetch()} />;
  const item = article.data;
  const paragraphs = item.body.split(/\n+/).filter((paragraph) => paragraph.trim());
  return (
    <article className={styles.article} data-testid="article">
      <p className={styles.articleCategory}>{t(`news.${item.category}`)}</p>
      <h1 className={styles.articleTitle}>{item.title}</h1>
      <p className={styles.articleMeta}>
        <span>{t('news.source', { source: item.source })}</span>
        <span>{formatPublished(item.publishedAt, locale)}</span>
        <span>{t('news.reads', { count: item.readCount })}</span>
      </p>
      {item.locale !== locale ? (
        <p className={styles.notice}>{t('news.translationMissing')}</p>
      ) : null}
      <div className={styles.articleBody} lang={item.locale}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {item.videoUrl ? (
        <a className={styles.articleLink} href={item.videoUrl} target="_blank" rel="noreferrer">
          {t('news.watchVideo')}
        </a>
      ) : null}
      {item.link ? (
        <a className={styles.articleLink} href={item.link} target="_blank" rel="noreferrer">
          {t('news.original')}
        </a>
      ) : null}
    </article>
  );
}

/** /home/DetailsPage?id=12: one article in the reader's language (its reading is counted once). */
export function ArticleScreen() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Page title={t('news.article')} backTo="/home/moreNews" className={styles.pageBody}>
      {valid ? (
        <Article id={id} />
      ) : (
        <ErrorBlock status="empty" title={t('news.missingId')} description={null} />
      )}
    </Page>
  );
}
