import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { TabHeader, TabTitle } from '../../shared/ui/tab-header';
import { BiddingBids } from './bidding-bids';
import { CopyHoldings } from './copy-holdings';
import { IpoApplications, type IpoTab } from './ipo-applications';
import { TradeMarginBanner } from './margin-warning';
import { PositionList } from './position-list';
import { PositionsSummary } from './positions-summary';
import styles from './positions.module.css';

/**
 * The Trade tab's tabs, in the spec's order (bidding, auction, copy-trade, in progress, ended,
 * allotment); the default is in progress ('open').
 */
const TRADE_TABS = ['bidding', 'auction', 'copy', 'open', 'closed', 'allotment'] as const;
type TradeTab = (typeof TRADE_TABS)[number];
const isIpoTab = (tab: TradeTab): tab is IpoTab => tab === 'auction' || tab === 'allotment';

/**
 * /position/position, the Trade tab: my agreed-price bids (bidding), new-share applications in
 * progress (auction), the copy-trading products I follow (copy), orders and positions in progress
 * (open) and ended (closed), and allotted new shares (allotment). On every tab, a banner counts the open positions
 * near forced liquidation (the margin warning).
 */
export function PositionsScreen() {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useTabParam<TradeTab>(TRADE_TABS, 'open');
  // The margin warning's banner, on another tab, opens the positions it counts.
  const showOpen = () => setTab('open');
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
        tabs={TRADE_TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`positions.tabs.${each}`)}
      />
      {isIpoTab(tab) || tab === 'copy' || tab === 'bidding' ? (
        <div className={styles.bannerSlot}>
          <TradeMarginBanner live={null} onShow={showOpen} />
        </div>
      ) : null}
      {isIpoTab(tab) ? (
        <IpoApplications key={tab} tab={tab} />
      ) : tab === 'copy' ? (
        <CopyHoldings />
      ) : tab === 'bidding' ? (
        <BiddingBids />
      ) : (
        <PositionList
          key={tab}
          tab={tab}
          header={(live) => (
            <>
              <TradeMarginBanner
                live={tab === 'open' ? live : null}
                onShow={tab === 'open' ? undefined : showOpen}
              />
              <PositionsSummary live={live} />
            </>
          )}
        />
      )}
    </div>
  );
}
