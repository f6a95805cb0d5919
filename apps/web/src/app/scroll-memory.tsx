import { useEffect, useLayoutEffect } from 'react';
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

/**
 * Scroll positions as React Router's ScrollRestoration kept them: a new screen opens at its top,
 * Back and Forward return to where the reader was, and a reload keeps the place (the positions
 * outlive the page in session storage).
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () =>
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(key) ?? 0) : 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, navigationType]);

  return null;
}
