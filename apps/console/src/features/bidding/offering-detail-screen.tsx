import { biddingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { versusClose } from '../../shared/offering-input';
import { useMayCall } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { useServerNow } from '../../shared/server-now';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button, RefreshButton } from '../../shared/ui/button';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count, Hash } from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Notice } from '../../shared/ui/notice';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Loading } from '../../shared/ui/state';
import { Dash, Text } from '../../shared/ui/text';
import { useBiddingBids, useBiddingOffering, type BiddingBid, type BiddingOffering } from './api';
import { BidsPanel } from './bids-panel';
import { CancelBiddingDialog } from './cancel-dialog';
import { BackToOfferings, OfferingPhaseBadge, offeringPhase } from './parts';
import { ResultsPanel } from './results-panel';

/**
 * One bidding offering: its terms, the demand so far and the commitment, every bid with its
 * bidder's account, and once allocated the clearing price, the demand curve and the document.
 */
export function BiddingOfferingDetailScreen() {
  const { t } = useTranslation('bidding');
  return (
    <RecordPage
      param="offeringId"
      useRecord={useBiddingBids}
      breadcrumb={<BackToOfferings />}
      title={() => t('title')}
      notFound={t('bidding_offering_not_found', { ns: 'errors' })}
    >
      {(bids, query) => <OfferingPage bids={bids} query={query} />}
    </RecordPage>
  );
}

type Refetchable = { refetch: () => Promise<unknown>; isFetching: boolean };

function OfferingPage({ bids, query }: { bids: readonly BiddingBid[]; query: Refetchable }) {
  const { t } = useTranslation('bidding');
  // RecordPage has read a valid id from the address before asking for the bids.
  const offeringId = parseId(useParams().offeringId) ?? Number.NaN;
  const offering = useBiddingOffering(offeringId);
  if (!offering.data) {
    return (
      <>
        <PageHeader breadcrumb={<BackToOfferings />} title={t('title')} />
        {offering.isError ? (
          <ErrorNotice error={offering.error} onRetry={() => void offering.refetch()} />
        ) : offering.data === null ? (
          <Notice tone="danger">{t('bidding_offering_not_found', { ns: 'errors' })}</Notice>
        ) : (
          <Loading />
        )}
      </>
    );
  }
  const refresh: Refetchable = {
    isFetching: query.isFetching || offering.isFetching,
    refetch: () => Promise.all([query.refetch(), offering.refetch()]),
  };
  return <OfferingView offering={offering.data} bids={bids} refresh={refresh} />;
}

function OfferingView({
  offering,
  bids,
  refresh,
}: {
  offering: BiddingOffering;
  bids: readonly BiddingBid[];
  refresh: Refetchable;
}) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const mayCancel = useMayCall(biddingAdminApi.cancel);
  const serverNow = useServerNow();
  const phase = offeringPhase(offering, serverNow());
  const [cancelling, setCancelling] = useState(false);
  // Withdrawn before the close only: after it the allocation job has the offering.
  const withdrawable = phase === 'open' || phase === 'upcoming';
  return (
    <>
      <PageHeader
        breadcrumb={<BackToOfferings />}
        title={
          <>
            {t('detail.title', { symbol: offering.symbol })} {offering.names[locale]}
          </>
        }
        badges={<OfferingPhaseBadge phase={phase} />}
        actions={
          <>
            <RefreshButton query={refresh} />
            <AuditLink targetType="bidding_offering" targetId={offering.id}>
              {t('detail.auditLink')}
            </AuditLink>
            {withdrawable && mayCancel ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('cancel.withdraw')}
              </Button>
            ) : null}
          </>
        }
      />
      {withdrawable && !mayCancel ? <Notice tone="info">{t('financeOnly')}</Notice> : null}
      {phase === 'allocating' ? <Notice tone="info">{t('detail.allocating')}</Notice> : null}
      {offering.status === 'cancelled' ? (
        <Notice tone="warning">
          <Text strong block>
            {t('detail.cancelled')}
          </Text>
          <OperatorReasonText reason={offering.cancelReason} />
        </Notice>
      ) : null}
      <Columns>
        <TermsPanel offering={offering} />
        <DemandPanel offering={offering} />
      </Columns>
      <BidsPanel bids={bids} />
      {offering.status === 'allocated' ? <ResultsPanel offering={offering} /> : null}
      {cancelling ? (
        <CancelBiddingDialog offering={offering} bids={bids} onClose={() => setCancelling(false)} />
      ) : null}
    </>
  );
}

function TermsPanel({ offering }: { offering: BiddingOffering }) {
  const { t } = useTranslation('bidding');
  const versus = versusClose(offering.floorPrice, offering.referencePrice);
  return (
    <Panel title={t('detail.terms')} padded>
      <DefinitionList look="ruled" wideLabels testId="offering-terms">
        <Definition label={t('fields.floorPrice')}>
          <Text tabular strong>
            {yen(offering.floorPrice)}
          </Text>
          {versus === null ? null : (
            <Text tabular muted small>
              {' '}
              {t('form.versus', { percent: signedPercent(versus) })}
            </Text>
          )}
        </Definition>
        <Definition label={t('fields.referencePrice')}>
          <Text tabular>{yen(offering.referencePrice)}</Text>
        </Definition>
        <Definition label={t('fields.lotShares')}>
          <Count count={offering.lotShares} />
        </Definition>
        {(['lotsOffered', 'minLots', 'maxLots'] as const).map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <Count count={offering[field]} />
          </Definition>
        ))}
        {(['opensAt', 'closesAt'] as const).map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <DateTime iso={offering[field]} />
          </Definition>
        ))}
      </DefinitionList>
    </Panel>
  );
}

function DemandPanel({ offering }: { offering: BiddingOffering }) {
  const { t } = useTranslation('bidding');
  const allocated = offering.status === 'allocated' ? offering.lotsAllocated : null;
  return (
    <Panel title={t('detail.demand')} padded>
      <DefinitionList look="ruled" wideLabels testId="offering-demand">
        <Definition label={t('fields.commitment')}>
          <span data-testid="commitment">
            <Hash value={offering.commitment} />
          </span>
        </Definition>
        <Definition label={t('fields.bidders')}>
          <Count count={offering.bidders} />
        </Definition>
        <Definition label={t('fields.lotsBid')}>
          <Count count={offering.lotsBid} />
        </Definition>
        <Definition label={t('fields.clearingPrice')}>
          {offering.clearingPrice === null ? (
            <Dash />
          ) : (
            <span data-testid="clearing-price">
              <Text tabular strong>
                {yen(offering.clearingPrice)}
              </Text>
            </span>
          )}
        </Definition>
        <Definition label={t('fields.lotsAllocated')}>
          <Count count={allocated} />
        </Definition>
        <Definition label={t('fields.lotsUnsold')}>
          <Count count={allocated === null ? null : offering.lotsOffered - allocated} />
        </Definition>
        <Definition label={t('fields.allocatedAt')}>
          <DateTime iso={offering.allocatedAt} />
        </Definition>
      </DefinitionList>
      <PanelNote>{t('detail.demandNote')}</PanelNote>
    </Panel>
  );
}
