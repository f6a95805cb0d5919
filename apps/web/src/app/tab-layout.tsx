import { TabBar } from 'antd-mobile';
import { AppOutline, HistogramOutline, PieOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styles from './app.module.css';

/**
 * The bottom menu (spec: Home, Trade, Market, Copy trading, Mine). Only screens that exist are
 * listed: Copy trading joins when its screens do.
 */
export function TabLayout() {
  const { t } = useTranslation();
  const { t: tMarket } = useTranslation('market');
  const { t: tTrading } = useTranslation('trading');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [
    { key: '/home/index', title: t('tabs.home'), icon: <AppOutline /> },
    { key: '/position/position', title: tTrading('tabs.trade'), icon: <PieOutline /> },
    { key: '/market/market', title: tMarket('tabs.market'), icon: <HistogramOutline /> },
    { key: '/user/usercenter', title: t('tabs.mine'), icon: <UserOutline /> },
  ];
  return (
    <div className={styles.tabLayout}>
      <main className={styles.tabContent}>
        <Outlet />
      </main>
      <nav className={styles.tabBar} aria-label={t('app.name')}>
        <TabBar activeKey={pathname} onChange={(key) => void navigate(key)}>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.key} icon={tab.icon} title={tab.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
