import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Icon } from '../shared/ui/icon';
import styles from './app.module.css';
import { keptAddress } from './keep-alive';

/**
 * The bottom menu (spec: Home, Trade, Market, Copy trading, Mine). Drawn as antd-mobile's TabBar
 * was, as links.
 */
export function TabLayout() {
  const { t } = useTranslation();
  const { t: tMarket } = useTranslation('market');
  const { t: tTrading } = useTranslation('trading');
  const { pathname } = useLocation();
  const tabs = [
    { path: '/home/index', title: t('tabs.home'), icon: <Icon name="AppOutline" /> },
    { path: '/position/position', title: tTrading('tabs.trade'), icon: <Icon name="PieOutline" /> },
    {
      path: '/market/market',
      title: tMarket('tabs.market'),
      icon: <Icon name="HistogramOutline" />,
    },
    { path: '/gdindex/gdindex', title: t('tabs.copy'), icon: <Icon name="TeamOutline" /> },
    { path: '/user/usercenter', title: t('tabs.mine'), icon: <Icon name="UserOutline" /> },
  ];
  return (
    <div className={styles.tabLayout}>
      <main className={styles.tabContent}>
        <Outlet />
      </main>
      <nav className={styles.tabBar} aria-label={t('app.name')}>
        {tabs.map((tab) => {
          const active = tab.path === pathname;
          return (
            <Link
              key={tab.path}
              // A kept screen opens as it was left (its tab in the query): keep-alive.tsx.
              to={active ? tab.path : (keptAddress(tab.path) ?? tab.path)}
              className={active ? `${styles.tabItem} ${styles.tabItemActive}` : styles.tabItem}
              aria-current={active ? 'page' : undefined}
            >
              <span className={styles.tabIcon} aria-hidden="true">
                {tab.icon}
              </span>
              <span className={styles.tabTitle}>{tab.title}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
