import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { i18n } from '../shared/i18n';
import { onSessionEnded } from '../shared/session';
import { ScreenErrorBoundary } from './screen-error';

/** A route's metadata (`handle`): `keepAlive` keeps the screen mounted while another shows. */
export type RouteHandle = { keepAlive?: boolean };

/**
 * The kept screens, each at the location it last showed (its path, and the query that holds its
 * tab): Home, Market and the Trade tab stay as the customer left them (scroll, chosen tab, the
 * pages already loaded) while a detail screen shows, and the tab bar leads back to them as they
 * were. Module state so that the tab bar can read it (`keptAddress`); only KeepAliveRoutes writes.
 */
const kept = new Map<string, Location>();

/** Whether the screen at `pathname` is one the route table keeps alive. */
export function isKeptRoute(routes: RouteObject[], pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as RouteHandle | undefined)?.keepAlive === true;
}

/** Where a kept screen was left (path and query), if it is kept: the tab bar's link to it. */
export function keptAddress(pathname: string): string | undefined {
  const location = kept.get(pathname);
  return location ? `${location.pathname}${location.search}` : undefined;
}

/** One kept screen: the route table rendered at the screen's own location, not the current one. */
function KeptScreen({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

/**
 * Where a kept screen's DOM lives: a node of its own, in the page while the screen shows and out of
 * it while hidden (with the state and the DOM kept, the place in it too). Out of the page, nothing
 * of a hidden screen can be found, read or tapped: not its test ids, which a screen may share with
 * the one in front (the market's lists), nor its text for a screen reader.
 */
function KeptHost({ visible, children }: { visible: boolean; children: ReactNode }) {
  const [node] = useState(() => {
    const element = document.createElement('div');
    element.style.display = 'contents';
    return element;
  });
  const host = useRef<HTMLDivElement>(null);
  // Before the paint, and before ScrollMemory (rendered after) restores the place in it.
  useLayoutEffect(() => {
    if (visible) host.current?.append(node);
    else node.remove();
  }, [visible, node]);
  return (
    <div ref={host} style={{ display: 'contents' }}>
      {createPortal(children, node)}
    </div>
  );
}

/** The screen at the current location, when it is not a kept one. */
function LiveScreen({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The screens for the address, with the route table's keep-alive flag honoured (spec section 2).
 * A kept screen that is not shown sits in a hidden `Activity`, its DOM out of the page (KeptHost):
 * its state and DOM stay, and its effects are cleaned up, so its polling, quote subscriptions and
 * timers stop until it shows again (then they start again and stale data is fetched anew). Kept screens are dropped when the
 * session ends (the next customer must not see them), on the sign-in screens, and when the
 * language changes (their texts would be the old language's).
 */
export function KeepAliveRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const [, setGeneration] = useState(0);
  useEffect(() => {
    const drop = () => {
      kept.clear();
      setGeneration((generation) => generation + 1);
    };
    const stopListening = onSessionEnded(drop);
    i18n.on('languageChanged', drop);
    return () => {
      stopListening();
      i18n.off('languageChanged', drop);
    };
  }, []);

  const showingKept = isKeptRoute(routes, location.pathname);
  // Idempotent writes during render: the same location for the same path.
  if (location.pathname.startsWith('/login/')) kept.clear();
  if (showingKept) kept.set(location.pathname, location);

  return (
    <>
      {[...kept].map(([pathname, keptLocation]) => {
        const visible = pathname === location.pathname;
        return (
          <KeptHost key={pathname} visible={visible}>
            <Activity mode={visible ? 'visible' : 'hidden'}>
              <ScreenErrorBoundary resetKey={keptLocation.key}>
                <KeptScreen routes={routes} location={keptLocation} />
              </ScreenErrorBoundary>
            </Activity>
          </KeptHost>
        );
      })}
      {showingKept ? null : (
        <ScreenErrorBoundary resetKey={location.key}>
          <LiveScreen routes={routes} />
        </ScreenErrorBoundary>
      )}
    </>
  );
}
