import { PullToRefresh } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lists.module.css';

/** Pull down to fetch again, with the app's texts (spec: pulling, release, loading, done). */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      headHeight={50}
      completeDelay={500}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.release')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
      onRefresh={async () => {
        await onRefresh();
      }}
    >
      {children}
    </PullToRefresh>
  );
}

/**
 * The end of a list that grows as it is scrolled: the next page is asked for when this line comes
 * within 300px of the viewport, and it says whether more is coming or the list is complete
 * (`endText`). After each page it looks again, so a reader who stays at the bottom (or a page too
 * short to push this line out of view) gets the next page without having to scroll. (antd-mobile's
 * InfiniteScroll looked only on scroll events and on renders while its lock was still held, so a
 * list could stall at the bottom until the next scroll.) A failed page stops the loading; the
 * reader can try again here.
 */
export function MoreOnScroll({
  hasMore,
  loadMore,
  endText,
}: {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  endText: string;
}) {
  const { t } = useTranslation();
  const line = useRef<HTMLDivElement>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [pagesLoaded, setPagesLoaded] = useState(0);

  useEffect(() => {
    const element = line.current;
    if (!element || !hasMore || state !== 'idle') return;
    // A new observer reports the line's current position at once: looking again after each page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        latestLoadMore.current().then(
          () => {
            setState('idle');
            setPagesLoaded((count) => count + 1);
          },
          () => setState('failed'),
        );
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, state, pagesLoaded]);

  return (
    <div ref={line} className={styles.end} data-testid="list-end">
      {!hasMore ? (
        endText
      ) : state === 'failed' ? (
        <button type="button" className={styles.retry} onClick={() => setState('idle')}>
          {t('common.retry')}
        </button>
      ) : (
        t('list.loadingMore')
      )}
    </div>
  );
}
