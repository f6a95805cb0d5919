import { useQuery } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../shared/api/server-now';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { candidatesQuery, recordsQuery, type Candidate } from './api';
import { CandidateCard } from './candidate-card';
import { GrabRules } from './components';
import { JoinSheet } from './join-sheet';
import { GrabRecords } from './records-list';
import shared from '../../shared/ui/offering.module.css';
import styles from './grab.module.css';

/** Which stock's sheet is open; each opening is a new attempt (a fresh sheet, a fresh key). */
type Sheet = { candidate: Candidate; attempt: number } | null;

const TABS = ['candidates', 'records'] as const;

/** The rule in plain words, above the list (and in place of it when no stock is at its limit). */
function RulesCard() {
  const { t } = useTranslation('grab');
  return (
    <section className={styles.rulesCard}>
      <h2 className={styles.rulesTitle}>{t('rules.title')}</h2>
      <GrabRules className={shared.rules} />
    </section>
  );
}

function Candidates({ onJoin }: { onJoin: (candidate: Candidate) => void }) {
  const { t } = useTranslation('grab');
  const query = useQuery(candidatesQuery);
  const nowMs = useServerNow();
  if (!query.data) {
    return query.isError ? (
      <LoadFailed onRetry={() => void query.refetch()} title={t('candidates.failed')} />
    ) : (
      <Loading />
    );
  }
  if (query.data.length === 0)
    return (
      <>
        <div className={styles.emptyCard} data-testid="grab-empty">
          <p>{t('candidates.empty')}</p>
          <p>{t('candidates.emptyHint')}</p>
        </div>
        <RulesCard />
      </>
    );
  return (
    <>
      {query.data.map((candidate) => (
        <CandidateCard
          key={candidate.symbol}
          candidate={candidate}
          nowMs={nowMs}
          onJoin={() => onJoin(candidate)}
        />
      ))}
      <RulesCard />
    </>
  );
}

/**
 * /common/grab (the spec's Home shortcut "grab shares"): the stocks at their upper price limit
 * now, each with its limit price, previous close, lot, the market's bids at the limit, when the
 * queue is allocated (Japan time), the opening fee rate and my order in it (cancelled before the
 * close); joining in a sheet that shows the hold before confirming; the rule in plain words. My
 * orders are the second tab.
 */
export function GrabScreen() {
  const { t } = useTranslation('grab');
  const [tab, setTab] = useTabParam(TABS, 'candidates');
  const candidates = useQuery(candidatesQuery);
  const records = useQuery({ ...recordsQuery, enabled: tab === 'records' });
  const [sheet, setSheet] = useState<Sheet>(null);
  const [visible, setVisible] = useState(false);
  const open = (candidate: Candidate) => {
    setSheet((current) => ({ candidate, attempt: (current?.attempt ?? 0) + 1 }));
    setVisible(true);
  };
  const hide = () => setVisible(false);
  const refresh = () => (tab === 'records' ? records.refetch() : candidates.refetch());
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
        <div className={shared.list} data-testid={`grab-tab-${tab}`}>
          {tab === 'candidates' ? (
            <>
              <p className={shared.lead}>{t('candidates.lead')}</p>
              <Candidates onJoin={open} />
            </>
          ) : (
            <GrabRecords />
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
        {sheet ? <JoinSheet key={sheet.attempt} candidate={sheet.candidate} onDone={hide} /> : null}
      </Popup>
    </Page>
  );
}
