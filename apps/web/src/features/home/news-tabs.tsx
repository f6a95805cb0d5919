import { Tabs } from 'antd-mobile';
import { NEWS_CATEGORY_KEYS, type NewsCategory } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import styles from './news.module.css';

export function isNewsCategory(value: string | null): value is NewsCategory {
  return (NEWS_CATEGORY_KEYS as readonly string[]).includes(value ?? '');
}

/** The four news categories as tabs (must-read, closing review, video, popularity). */
export function NewsTabs({
  category,
  onChange,
}: {
  category: NewsCategory;
  onChange: (category: NewsCategory) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <Tabs
      className={styles.tabs}
      activeKey={category}
      onChange={(key) => {
        if (isNewsCategory(key)) onChange(key);
      }}
    >
      {NEWS_CATEGORY_KEYS.map((key) => (
        <Tabs.Tab key={key} title={t(`news.${key}`)} />
      ))}
    </Tabs>
  );
}
