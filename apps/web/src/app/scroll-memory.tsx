import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'kabuto-scroll-positions';

function savedPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    return new Map(Object.entries(saved));
  } catch {
    return new Map();
  }
}

/** Where each visited entry of the history was scrolled to, by the entry's key. */
const positions = savedPositions();

/** Where each kept screen (keep-alive.tsx) was last scrolled to, by its path. */
const keptPositions = new Map<string, number>();

/**
 * Scroll positions as React Router's ScrollRestoration kept them: a new screen opens at its top,
 * Back and Forward return to where the reader was, and a reload keeps the place (the positions
 * outlive the page in session storage). A kept screen (Home, Market, the Trade tab) opened from
 * another screen by a link, such as the tab bar, returns to where it was left too: it was kept so.
 */
export function ScrollMemory({ isKept }: { isKept: (pathname: string) => boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () =>
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  useLayoutEffect(() => {
    const { key, pathname } = location;
    const kept = isKept(pathname);
    const arrived = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    const top =
      navigationType === NavigationType.Pop
        ? (positions.get(key) ?? 0)
        : kept && arrived
          ? (keptPositions.get(pathname) ?? 0)
          : 0;
    window.scrollTo(0, top);
    const remember = () => {
      positions.set(key, window.scrollY);
      if (kept) keptPositions.set(pathname, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
    // isKept reads the static route table: the location alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, navigationType]);

  return null;
}
