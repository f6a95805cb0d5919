import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../shared/session';
import { isKeptRoute, KeepAliveRoutes, keptAddress } from './keep-alive';

/** Live subscriptions of the kept screen that are open now (a quote socket, a poll). */
let openSubscriptions = 0;

function KeptList() {
  const [loadedPages, setLoadedPages] = useState(1);
  useEffect(() => {
    openSubscriptions += 1;
    return () => {
      openSubscriptions -= 1;
    };
  }, []);
  const navigate = useNavigate();
  return (
    <div data-testid="kept">
      <span>pages {loadedPages}</span>
      <button onClick={() => setLoadedPages((pages) => pages + 1)}>more</button>
      <button onClick={() => void navigate('/detail')}>open</button>
    </div>
  );
}

function Detail() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

const routes: RouteObject[] = [
  { path: '/list', handle: { keepAlive: true }, element: <KeptList /> },
  { path: '/detail', element: <Detail /> },
  { path: '/login/login', element: <p>sign in</p> },
];

// React's act() outside a test renderer: tell it this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Runs `work` in act() and lets React finish what it started (effects, the router's updates). */
const run = (work: () => void) =>
  act(async () => {
    work();
    await Promise.resolve();
  });

let root: Root | undefined;
let container: HTMLElement | undefined;

async function renderAt(path: string) {
  const element = document.createElement('div');
  document.body.append(element);
  container = element;
  root = createRoot(element);
  await run(() => {
    root?.render(
      <MemoryRouter initialEntries={[path]}>
        <KeepAliveRoutes routes={routes} />
      </MemoryRouter>,
    );
  });
}

const byText = (text: string) => {
  const found = [...(container?.querySelectorAll('button, span, p') ?? [])].find(
    (element) => element.textContent === text,
  );
  if (!(found instanceof HTMLElement)) throw new Error(`nothing reads "${text}"`);
  return found;
};
const kept = () => container?.querySelector<HTMLElement>('[data-testid="kept"]');
const click = (text: string) =>
  run(() => {
    byText(text).click();
  });

afterEach(async () => {
  await run(() => {
    root?.unmount();
  });
  container?.remove();
  openSubscriptions = 0;
});

describe('kept screens', () => {
  it('reads the flag from the route table', () => {
    expect(isKeptRoute(routes, '/list')).toBe(true);
    expect(isKeptRoute(routes, '/detail')).toBe(false);
    expect(isKeptRoute(routes, '/nowhere')).toBe(false);
  });

  it('keeps the screen and its loaded pages while a detail shows, with its subscriptions stopped', async () => {
    await renderAt('/list');
    await click('more');
    await click('more');
    expect(byText('pages 3')).toBeTruthy();
    expect(openSubscriptions).toBe(1);

    await click('open');
    // Out of the page (nothing of it to find or tap), no longer listening.
    expect(kept()).toBeNull();
    expect(byText('back')).toBeTruthy();
    expect(openSubscriptions).toBe(0);
    expect(keptAddress('/list')).toBe('/list');

    await click('back');
    expect(kept()?.style.display).toBe('');
    // The same screen, not a new one: its state kept.
    expect(byText('pages 3')).toBeTruthy();
    expect(openSubscriptions).toBe(1);
  });

  it('forgets kept screens when the session ends', async () => {
    await renderAt('/list');
    await click('more');
    await click('open');
    await run(() => {
      endSession();
    });
    expect(kept()).toBeNull();
    expect(keptAddress('/list')).toBeUndefined();
    expect(openSubscriptions).toBe(0);
  });
});
