import { blockAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button, RefreshButton } from '../../shared/ui/button';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count, Hash } from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Amount } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { yen } from '../../shared/ui/offering-parts';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Loading } from '../../shared/ui/state';
import { Text } from '../../shared/ui/text';
import {
  useBlockApplications,
  useBlockOffering,
  type BlockApplication,
  type BlockOffering,
} from './api';
import { ApplicationsPanel } from './applications-panel';
import { CancelOfferingDialog } from './cancel-dialog';
import { AllocationDocumentPanel } from './draw-panel';
import { BackToOfferings, OfferingStatusBadge, PriceCell } from './parts';

/** One offering: its terms, its lottery commitment, its applications, and once allocated the draw. */
export function BlockOfferingDetailScreen() {
  const { t } = useTranslation('block');
  return (
    <RecordPage
      param="offeringId"
      useRecord={useBlockApplications}
      breadcrumb={<BackToOfferings />}
      title={() => t('title')}
      notFound={t('block_offering_not_found', { ns: 'errors' })}
    >
      {(applications, query) => <OfferingPage applications={applications} query={query} />}
    </RecordPage>
  );
}

type Refetchable = { refetch: () => Promise<unknown>; isFetching: boolean };

function OfferingPage({
  applications,
  query,
}: {
  applications: readonly BlockApplication[];
  query: Refetchable & { data: readonly BlockApplication[] | undefined };
}) {
  const { t } = useTranslation('block');
  // RecordPage has read a valid id from the address before asking for the applications.
  const offeringId = parseId(useParams().offeringId) ?? Number.NaN;
  const offering = useBlockOffering(offeringId);
  if (!offering.data) {
    return (
      <>
        <PageHeader breadcrumb={<BackToOfferings />} title={t('title')} />
        {offering.isError ? (
          <ErrorNotice error={offering.error} onRetry={() => void offering.refetch()} />
        ) : offering.data === null ? (
          <Notice tone="danger">{t('block_offering_not_found', { ns: 'errors' })}</Notice>
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
  return <OfferingView offering={offering.data} applications={applications} refresh={refresh} />;
}

function OfferingView({
  offering,
  applications,
  refresh,
}: {
  offering: BlockOffering;
  applications: readonly BlockApplication[];
  refresh: Refetchable;
}) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const mayCancel = useMayCall(blockAdminApi.cancel);
  const [cancelling, setCancelling] = useState(false);
  const open = offering.status === 'open';
  return (
    <>
      <PageHeader
        breadcrumb={<BackToOfferings />}
        title={
          <>
            {t('detail.title', { symbol: offering.symbol })} {offering.names[locale]}
          </>
        }
        badges={<OfferingStatusBadge status={offering.status} />}
        actions={
          <>
            <RefreshButton query={refresh} />
            <AuditLink targetType="block_offering" targetId={offering.id}>
              {t('detail.auditLink')}
            </AuditLink>
            {open && mayCancel ? (
              <Button variant="danger" onClick={() => setCancelling(true)}>
                {t('cancel.withdraw')}
              </Button>
            ) : null}
          </>
        }
      />
      {open && !mayCancel ? <Notice tone="info">{t('financeOnly')}</Notice> : null}
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
        <AllocationPanel offering={offering} applications={applications} />
      </Columns>
      <ApplicationsPanel applications={applications} />
      {offering.status === 'allocated' ? <AllocationDocumentPanel offering={offering} /> : null}
      {cancelling ? (
        <CancelOfferingDialog
          offering={offering}
          applications={applications}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </>
  );
}

function TermsPanel({ offering }: { offering: BlockOffering }) {
  const { t } = useTranslation('block');
  return (
    <Panel title={t('detail.terms')} padded>
      <DefinitionList look="ruled" wideLabels testId="offering-terms">
        <Definition label={t('fields.price')}>
          <PriceCell offering={offering} />
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
        <Definition label={t('fields.minBuyAmount')}>
          <Amount value={offering.minBuyAmount} currency="JPY" />
        </Definition>
        {(['opensAt', 'closesAt'] as const).map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <DateTime iso={offering[field]} />
          </Definition>
        ))}
      </DefinitionList>
    </Panel>
  );
}

function AllocationPanel({
  offering,
  applications,
}: {
  offering: BlockOffering;
  applications: readonly BlockApplication[];
}) {
  const { t } = useTranslation('block');
  const filled = applications.reduce((total, application) => total + application.lotsFilled, 0);
  return (
    <Panel title={t('detail.allocation')} padded>
      <DefinitionList look="ruled" wideLabels testId="offering-allocation">
        <Definition label={t('fields.commitment')}>
          <span data-testid="commitment">
            <Hash value={offering.commitment} />
          </span>
        </Definition>
        <Definition label={t('columns.applicants')}>
          <Count count={offering.applicants} />
        </Definition>
        <Definition label={t('columns.lotsApplied')}>
          <Count count={offering.lotsApplied} />
        </Definition>
        <Definition label={t('fields.lotsFilled')}>
          <Count count={offering.status === 'allocated' ? filled : null} />
        </Definition>
        <Definition label={t('fields.allocatedAt')}>
          <DateTime iso={offering.allocatedAt} />
        </Definition>
      </DefinitionList>
      <PanelNote>{t('detail.commitmentNote')}</PanelNote>
    </Panel>
  );
}
