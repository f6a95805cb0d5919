import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerNow } from '../../shared/api/server-now';
import { byPhase, offeringPhase } from '../../shared/offering-phase';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { offeringsQuery, type Offering } from './api';
import { ApplySheet } from './apply-sheet';
import { OfferingCard } from './offering-card';
import styles from '../../shared/ui/offering.module.css';

/** Which offering's sheet is open; each opening is a new attempt (a fresh sheet, a fresh key). */
type Sheet = { offering: Offering; attempt: number } | null;

/**
 * /common/dividend (the spec's block trade list): the open offerings and those of the last 30
 * days, each with its terms, the lottery's commitment and where my application stands; an open
 * one is applied for in a sheet, an allocated one links to its allocation document.
 */
export function BlockOfferingsScreen() {
  const { t } = useTranslation('block');
  const query = useQuery(offeringsQuery);
  const nowMs = useServerNow();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [visible, setVisible] = useState(false);
  const open = (offering: Offering) => {
    setSheet((current) => ({ offering, attempt: (current?.attempt ?? 0) + 1 }));
    setVisible(true);
  };
  const hide = () => setVisible(false);
  return (
    <Page
      title={t('title.offerings')}
      backTo="/home/index"
      className={styles.page}
      right={
        <Link to="/common/dividend2" className={styles.headerLink} data-testid="block-records-link">
          {t('title.recordsShort')}
        </Link>
      }
    >
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.list} data-testid="block-offerings">
          <p className={styles.lead}>{t('offering.lead')}</p>
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} title={t('offering.failed')} />
            ) : (
              <Loading />
            )
          ) : query.data.length === 0 ? (
            <p className={styles.empty} data-testid="block-empty">
              {t('offering.empty')}
            </p>
          ) : (
            byPhase(
              query.data.map((offering) => ({ offering, phase: offeringPhase(offering, nowMs) })),
            ).map(({ offering, phase }) => (
              <OfferingCard
                key={offering.id}
                offering={offering}
                phase={phase}
                onApply={() => open(offering)}
              />
            ))
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
        {sheet ? <ApplySheet key={sheet.attempt} offering={sheet.offering} onDone={hide} /> : null}
      </Popup>
    </Page>
  );
}
