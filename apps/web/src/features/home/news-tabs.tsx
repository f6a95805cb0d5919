import { NEWS_CATEGORY_KEYS, type NewsCategory } from '@kabuto/contract';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './news.module.css';

export function isNewsCategory(value: string | null): value is NewsCategory {
  return (NEWS_CATEGORY_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * The four news categories as tabs (must-read, closing review, video, popularity), drawn as
 * antd-mobile's Tabs drew them, without the library (Home shows them in its first view). The
 * arrow keys, Home and End move between them.
 */
export function NewsTabs({
  category,
  onChange,
}: {
  category: NewsCategory;
  onChange: (category: NewsCategory) => void;
}) {
  const { t } = useTranslation('market');
  const tabs = useRef(new Map<NewsCategory, HTMLButtonElement>());
  const select = (next: NewsCategory) => {
    tabs.current.get(next)?.focus();
    if (next !== category) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = NEWS_CATEGORY_KEYS.length - 1;
    const index = NEWS_CATEGORY_KEYS.indexOf(category);
    const target =
      event.key === 'ArrowRight'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(NEWS_CATEGORY_KEYS[target]!);
  };
  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="tablist" onKeyDown={onKeyDown}>
        {NEWS_CATEGORY_KEYS.map((key) => {
          const active = key === category;
          return (
            <div key={key} className={styles.tabWrapper}>
              <button
                type="button"
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                ref={(element) => {
                  if (element) tabs.current.set(key, element);
                  else tabs.current.delete(key);
                }}
                className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                onClick={() => select(key)}
              >
                {t(`news.${key}`)}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
