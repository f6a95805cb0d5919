import { ClockCircleOutline } from 'antd-mobile-icons';
import { POSITION_TABS } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { TabHeader, TabTitle } from '../../shared/ui/tab-header';
import type { PositionTab } from './api';
import { PositionList } from './position-list';
import { PositionsSummary } from './positions-summary';
import styles from './positions.module.css';

/**
 * /position/position, the Trade tab. The spec lists bidding, auction, copy-trade, in progress,
 * ended and allotment; only "in progress" (open) and "ended" (closed) exist until the other
 * features do, so only they are shown.
 */
export function PositionsScreen() {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useTabParam<PositionTab>(POSITION_TABS, 'open');
  return (
    <div className={styles.screen}>
      <TabHeader>
        <TabTitle>{t('positions.title')}</TabTitle>
        <Link to="/common/dayTrading" className={styles.headerLink} data-testid="day-trading-link">
          <ClockCircleOutline />
          {t('dayTrading.title')}
        </Link>
      </TabHeader>
      <ScreenTabs
        tabs={POSITION_TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`positions.tabs.${each}`)}
      />
      <PositionList key={tab} tab={tab} header={(live) => <PositionsSummary live={live} />} />
    </div>
  );
}
