import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lists.module.css';

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while the list refreshes, and how far it must be pulled to refresh. */
const HEAD_HEIGHT_PX = 50;
const RELEASE_AT_PX = 60;
/** How long "done" stays, and how long the head takes to open or close (as antd-mobile's did). */
const COMPLETE_DELAY_MS = 500;
const SETTLE_MS = 300;

/** The head follows the finger ever more slowly (antd-mobile's rubber band, constant 0.5). */
function headHeightFor(pulledPx: number): number {
  const dimension = HEAD_HEIGHT_PX * 5;
  return Math.max((pulledPx * dimension * 0.5) / (dimension + 0.5 * pulledPx), 0);
}

/** Whether every scrolling box around `target`, up to the page, is scrolled to its top. */
function atTop(target: EventTarget | null): boolean {
  let node = target instanceof Element ? target : null;
  while (node && node !== document.body) {
    const { overflowY } = window.getComputedStyle(node);
    const scrolls = ['scroll', 'auto', 'overlay'].includes(overflowY);
    if (scrolls && node.scrollHeight > node.clientHeight && node.scrollTop > 0) return false;
    node = node.parentElement;
  }
  return window.scrollY <= 0;
}

/**
 * Pull down to fetch again, with the app's texts (spec: pulling, release, loading, done). It
 * behaves and looks as antd-mobile's PullToRefresh did, on touch, without its gesture and
 * animation libraries (Home shows it in its first view).
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onRefresh, busy: false });
  useEffect(() => {
    latest.current.onRefresh = onRefresh;
  });

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let alive = true;
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const settle = async () => {
      setHeight(0);
      await later(SETTLE_MS);
      if (!alive) return;
      setStatus('pulling');
      latest.current.busy = false;
    };
    const refresh = async () => {
      latest.current.busy = true;
      setHeight(HEAD_HEIGHT_PX);
      setStatus('refreshing');
      try {
        await latest.current.onRefresh();
      } catch {
        // The API client has told the customer why.
        if (alive) await settle();
        return;
      }
      if (!alive) return;
      setStatus('complete');
      await later(COMPLETE_DELAY_MS);
      if (alive) await settle();
    };

    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let decided = false;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (latest.current.busy || !touch) return;
      start = { x: touch.clientX, y: touch.clientY };
      decided = false;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!decided) {
        if (Math.abs(dx) < 3 && Math.abs(dy) < 3) return;
        decided = true;
        pulling = dy > 0 && Math.abs(dy) >= Math.abs(dx) && atTop(event.target);
        if (pulling) setDragging(true);
      }
      if (!pulling) return;
      if (event.cancelable) event.preventDefault();
      event.stopPropagation();
      pulled = headHeightFor(dy);
      setHeight(pulled);
      setStatus(pulled > RELEASE_AT_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      start = null;
      if (!pulling) return;
      pulling = false;
      setDragging(false);
      if (pulled > RELEASE_AT_PX) void refresh();
      else setHeight(0);
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: a pull keeps the page from scrolling (or bouncing) at its top.
    node.addEventListener('touchmove', onMove, { passive: false });
    node.addEventListener('touchend', onEnd);
    node.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchmove', onMove);
      node.removeEventListener('touchend', onEnd);
      node.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('list.pulling'),
    canRelease: t('list.release'),
    refreshing: t('list.refreshing'),
    complete: t('list.refreshed'),
  }[status];
  return (
    <div ref={element}>
      <div
        className={dragging ? styles.pullHead : `${styles.pullHead} ${styles.pullHeadSettling}`}
        style={{ height }}
      >
        <div className={styles.pullHeadContent} style={{ height: HEAD_HEIGHT_PX }}>
          {text}
        </div>
      </div>
      <div>{children}</div>
    </div>
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
