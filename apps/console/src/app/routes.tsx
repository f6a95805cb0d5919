import {
  Link,
  Navigate,
  Outlet,
  createHashRouter,
  useLocation,
  type RouteObject,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginScreen } from '../features/auth/login-screen';
import { useOperator } from '../shared/operator';
import { hasSession } from '../shared/session';
import { Panel } from '../shared/ui/panel';
import { Loading } from '../shared/ui/state';
import { ConsoleLayout } from './layout';
import { NAV_ENTRIES, builtEntries, visibleEntries } from './navigation';
import { RouteError } from './route-error';

/** Signed-in screens need a session; without one the operator logs in first and comes back. */
function RequireSession() {
  const location = useLocation();
  if (hasSession()) return <Outlet />;
  return (
    <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
  );
}

function RedirectIfSignedIn() {
  return hasSession() ? <Navigate to="/" replace /> : <LoginScreen />;
}

/** The console root opens the first page the operator may use. */
function FirstScreen() {
  const { data } = useOperator();
  if (!data) return <Loading />;
  const [first] = visibleEntries(NAV_ENTRIES, data.roles);
  return first ? <Navigate to={`/${first.path}`} replace /> : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Panel padded>
      <p>{t('app.notFound')}</p>
      <Link to="/">{t('app.backHome')}</Link>
    </Panel>
  );
}

/** One route per built entry (and its children); planned entries have none. */
function entryRoutes(): RouteObject[] {
  return builtEntries(NAV_ENTRIES).flatMap(({ path, screen: Screen, children = [] }) => [
    { path, element: <Screen /> },
    ...children.map(({ path: childPath, screen: Child }) => ({
      path: `${path}/${childPath}`,
      element: <Child />,
    })),
  ]);
}

export const ROUTES: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <RedirectIfSignedIn /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, element: <FirstScreen /> },
              ...entryRoutes(),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createHashRouter(ROUTES);
