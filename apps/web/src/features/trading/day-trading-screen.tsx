import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dayTradingInfoResponse } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { Page } from '../../shared/ui/page';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { Row, Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { dayTradingInfoQuery } from './api';
import { DayTradingOrder } from './day-trading-order';
import { formatTradeTime } from './format';
import { PositionList } from './position-list';
import styles from './trading.module.css';

/** The spec's tabs: order submission, transactions, transaction details, already applied. */
const TABS = ['order', 'open', 'closed', 'applied'] as const;
type DayTradingTab = (typeof TABS)[number];

type DayTradingInfo = z.infer<typeof dayTradingInfoResponse>;

function Applications({ info }: { info: DayTradingInfo }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const { t: tStatus } = useTranslation('statuses');
  if (info.applications.length === 0) {
    return <p className={styles.empty}>{t('dayTrading.noApplications')}</p>;
  }
  return (
    <>
      {info.applications.map((application) => (
        <Card
          key={application.id}
          title={tStatus(`request.${application.status}`)}
          testId="day-trading-application"
        >
          <Rows>
            <Row term={t('dayTrading.appliedAt')}>
              {formatTradeTime(application.createdAt, locale)}
            </Row>
            <Row term={t('dayTrading.reviewedAt')}>
              {application.reviewedAt
                ? formatTradeTime(application.reviewedAt, locale)
                : t('dayTrading.notReviewed')}
            </Row>
            {application.reviewReason ? (
              <Row term={t('dayTrading.reviewReason')}>
                <OperatorReasonText reason={application.reviewReason} />
              </Row>
            ) : null}
          </Rows>
        </Card>
      ))}
    </>
  );
}

function TabBody({ tab, info }: { tab: DayTradingTab; info: DayTradingInfo }) {
  const { t } = useTranslation('trading');
  if (tab === 'open' || tab === 'closed') {
    return <PositionList tab={tab} dayTrade empty={<p>{t(`dayTrading.empty_${tab}`)}</p>} />;
  }
  return (
    <div className={styles.tabBody}>
      {tab === 'order' ? <DayTradingOrder info={info} /> : <Applications info={info} />}
    </div>
  );
}

/** /common/dayTrading: applying for day trading, placing day trades, and following them. */
export function DayTradingScreen() {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useTabParam<DayTradingTab>(TABS, 'order');
  const info = useQuery(dayTradingInfoQuery);
  return (
    <Page title={t('dayTrading.title')} backTo="/home/index" className={styles.tabPage}>
      <ScreenTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`dayTrading.tabs.${each}`)}
        belowNavBar
      />
      {info.data ? (
        <TabBody tab={tab} info={info.data} />
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
