import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/api/server-now';
import { byPhase, offeringPhase } from '../../shared/offering-phase';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { offeringsQuery, recordsQuery, type Offering } from './api';
import { BidSheet } from './bid-sheet';
import { OfferingCard } from './offering-card';
import { BiddingRecords } from './records-list';
import shared from '../../shared/ui/offering.module.css';

/** Which offering's sheet is open; each opening is a new attempt (a fresh sheet, a fresh key). */
type Sheet = { offering: Offering; attempt: number } | null;

const TABS = ['offerings', 'records'] as const;

function Offerings({ onBid }: { onBid: (offering: Offering) => void }) {
  const { t } = useTranslation('bidding');
  const query = useQuery(offeringsQuery);
  const nowMs = useServerNow();
  if (!query.data) {
    return query.isError ? (
      <LoadFailed onRetry={() => void query.refetch()} title={t('offering.failed')} />
    ) : (
      <Loading />
    );
  }
  if (query.data.length === 0)
    return (
      <p className={shared.empty} data-testid="bidding-empty">
        {t('offering.empty')}
      </p>
    );
  return (
    <>
      {byPhase(
        query.data.map((offering) => ({ offering, phase: offeringPhase(offering, nowMs) })),
      ).map(({ offering, phase }) => (
        <OfferingCard
          key={offering.id}
          offering={offering}
          phase={phase}
          onBid={() => onBid(offering)}
        />
      ))}
    </>
  );
}

/**
 * /common/dividend3 (the spec's agreed-price bidding): the open offerings and those of the last
 * 30 days, each with its floor, bounds, window in Japan time, the seed commitment, the rules and
 * my bid (withdrawn while open); bidding in a sheet; after the close the clearing price, the
 * demand curve and my result. My bids are the second tab.
 */
export function BiddingScreen() {
  const { t } = useTranslation('bidding');
  const [tab, setTab] = useTabParam(TABS, 'offerings');
  const offerings = useQuery(offeringsQuery);
  const records = useQuery({ ...recordsQuery, enabled: tab === 'records' });
  const [sheet, setSheet] = useState<Sheet>(null);
  const [visible, setVisible] = useState(false);
  const open = (offering: Offering) => {
    setSheet((current) => ({ offering, attempt: (current?.attempt ?? 0) + 1 }));
    setVisible(true);
  };
  const hide = () => setVisible(false);
  const refresh = () => (tab === 'records' ? records.refetch() : offerings.refetch());
  return (
    <Page title={t('title.screen')} backTo="/home/index" className={shared.page}>
      <ScreenTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        title={(each) => t(`tabs.${each}`)}
        belowNavBar
      />
      <PullRefresh onRefresh={refresh}>
        <div className={shared.list} data-testid={`bidding-tab-${tab}`}>
          {tab === 'offerings' ? (
            <>
              <p className={shared.lead}>{t('offering.lead')}</p>
              <Offerings onBid={open} />
            </>
          ) : (
            <BiddingRecords />
          )}
        </div>
      </PullRefresh>
      <Popup
        visible={visible}
        onMaskClick={hide}
        onClose={hide}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
        destroyOnClose
      >
        {sheet ? <BidSheet key={sheet.attempt} offering={sheet.offering} onDone={hide} /> : null}
      </Popup>
    </Page>
  );
}
