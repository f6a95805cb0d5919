import { Tabs } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { POSITION_TABS } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PositionTab } from './api';
import { PositionList } from './position-list';
import { PositionsSummary } from './positions-summary';
import styles from './positions.module.css';
import common from './trading.module.css';

/**
 * /position/position, the Trade tab. The spec lists bidding, auction, copy-trade, in progress,
 * ended and allotment; only "in progress" (open) and "ended" (closed) exist until the other
 * features do, so only they are shown.
 */
export function PositionsScreen() {
  const { t } = useTranslation('trading');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PositionTab = POSITION_TABS.find((each) => each === requested) ?? 'open';
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.headerTitle}>{t('positions.title')}</h1>
        <Link to="/common/dayTrading" className={styles.headerLink} data-testid="day-trading-link">
          <ClockCircleOutline />
          {t('dayTrading.title')}
        </Link>
      </header>
      <Tabs
        className={common.tabs}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {POSITION_TABS.map((each) => (
          <Tabs.Tab key={each} title={t(`positions.tabs.${each}`)} />
        ))}
      </Tabs>
      <PositionList key={tab} tab={tab} header={(live) => <PositionsSummary live={live} />} />
    </div>
  );
}
