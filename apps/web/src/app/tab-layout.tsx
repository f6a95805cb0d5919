import { TabBar } from 'antd-mobile';
import { AppOutline, HistogramOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styles from './app.module.css';

/**
 * The bottom menu. Only screens that exist are listed: Trade and Copy trading join when
 * their screens do.
 */
export function TabLayout() {
  const { t } = useTranslation();
  const { t: tMarket } = useTranslation('market');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = [
    { key: '/home/index', title: t('tabs.home'), icon: <AppOutline /> },
    { key: '/market/market', title: tMarket('tabs.market'), icon: <HistogramOutline /> },
    { key: '/user/usercenter', title: t('tabs.mine'), icon: <UserOutline /> },
  ];
  return (
    <div className={styles.tabLayout}>
      <div className={styles.tabContent}>
        <Outlet />
      </div>
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
