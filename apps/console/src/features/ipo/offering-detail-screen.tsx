import { LOCALES, ipoAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button, RefreshButton } from '../../shared/ui/button';
import { textColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Amount } from '../../shared/ui/money';
import { Badge, Notice } from '../../shared/ui/notice';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Dash, Text } from '../../shared/ui/text';
import {
  useOfferingApplications,
  type AdminApplication,
  type AdminOffering,
  type OfferingApplications,
} from './api';
import { DrawDocumentPanel, DrawPanel } from './draw-panels';
import { OfferingActionDialog, type OfferingAction } from './offering-action-dialog';
import { OfferingDialog } from './offering-dialog';
import {
  ApplicationStatusBadge,
  Count,
  Hash,
  OfferingStatusBadge,
  PhaseText,
  PriceCell,
} from './parts';
import styles from './ipo.module.css';

function BackToList() {
  const { t } = useTranslation('ipo');
  return <BackLink to="/ipo">{t('title')}</BackLink>;
}

export function OfferingDetailScreen() {
  const { t } = useTranslation('ipo');
  return (
    <RecordPage
      param="offeringId"
      useRecord={useOfferingApplications}
      breadcrumb={<BackToList />}
      title={() => t('title')}
      notFound={t('ipo_not_found', { ns: 'errors' })}
    >
      {(record, query) => <OfferingView record={record} query={query} />}
    </RecordPage>
  );
}

function OfferingView({
  record,
  query,
}: {
  record: OfferingApplications;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const { offering, items } = record;
  const mayEdit = useMayCall(ipoAdminApi.saveOffering);
  const mayPublish = useMayCall(ipoAdminApi.publish);
  const mayWithdraw = useMayCall(ipoAdminApi.cancel);
  const [editing, setEditing] = useState(false);
  const [action, setAction] = useState<OfferingAction | null>(null);
  const [published, setPublished] = useState<string | null>(null);
  const open = offering.status === 'draft' || offering.status === 'published';

  return (
    <>
      <PageHeader
        breadcrumb={<BackToList />}
        title={
          <>
            {t('detail.title', { symbol: offering.symbol })} {offering.names[locale]}
          </>
        }
        badges={
          <>
            <OfferingStatusBadge status={offering.status} />
            <Badge>
              <PhaseText phase={offering.phase} />
            </Badge>
          </>
        }
        actions={
          <>
            <RefreshButton query={query} />
            <AuditLink targetType="ipo_offering" targetId={offering.id}>
              {t('detail.auditLink')}
            </AuditLink>
            {open && mayEdit ? (
              <Button onClick={() => setEditing(true)}>
                {offering.status === 'draft' ? t('actions.edit') : t('actions.change')}
              </Button>
            ) : null}
            {offering.status === 'draft' && mayPublish ? (
              <Button variant="primary" onClick={() => setAction('publish')}>
                {t('actions.publish')}
              </Button>
            ) : null}
            {open && mayWithdraw ? (
              <Button variant="danger" onClick={() => setAction('withdraw')}>
                {t('actions.withdraw')}
              </Button>
            ) : null}
          </>
        }
      />
      {published ? (
        <Notice tone="success">
          <span data-testid="published-commitment">
            {t('detail.justPublished', { commitment: published })}
          </span>
        </Notice>
      ) : null}
      {open && !mayEdit ? <Notice tone="info">{t('adminOnly')}</Notice> : null}
      {open ? null : (
        <p className={styles.formLead}>
          <Text muted small>
            {t('actions.lockedNote')}
          </Text>
        </p>
      )}

      <Columns>
        <SchedulePanel offering={offering} />
        <DrawPanel offering={offering} />
      </Columns>
      <ChangesPanel offering={offering} />
      <ApplicationsPanel items={items} />
      {offering.drawn ? <DrawDocumentPanel offering={offering} /> : null}

      {editing ? <OfferingDialog offering={offering} onClose={() => setEditing(false)} /> : null}
      {action ? (
        <OfferingActionDialog
          offering={offering}
          action={action}
          onDone={(after) => {
            if (action === 'publish') setPublished(after.commitment);
          }}
          onClose={() => setAction(null)}
        />
      ) : null}
    </>
  );
}

function SchedulePanel({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation('ipo');
  const languageName = (language: string) =>
    t(`language.names.${language as 'ja'}`, { ns: 'translation' });
  return (
    <Panel title={t('detail.schedule')} padded>
      <DefinitionList look="ruled" wideLabels testId="offering-schedule">
        {(['names', 'sector'] as const).flatMap((field) =>
          LOCALES.map((language) => (
            <Definition
              key={`${field}.${language}`}
              label={t('inLanguage', {
                field: t(`fields.${field}`),
                language: languageName(language),
              })}
            >
              <span lang={language}>{offering[field][language]}</span>
            </Definition>
          )),
        )}
        <Definition label={t('columns.price')}>
          <PriceCell {...offering} />
        </Definition>
        <Definition label={t('fields.lotsOffered')}>
          <Count count={offering.lotsOffered} />
        </Definition>
        <Definition label={t('fields.maxLotsPerApplication')}>
          <Count count={offering.maxLotsPerApplication} />
        </Definition>
        <Definition label={t('fields.lotShares')}>
          <Count count={offering.lotShares} />
        </Definition>
        {(
          ['subscriptionOpensAt', 'subscriptionClosesAt', 'drawAt', 'purchaseDeadlineAt'] as const
        ).map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <DateTime iso={offering[field]} />
          </Definition>
        ))}
        <Definition label={t('fields.listingDate')}>
          <Text tabular>{offering.listingDate}</Text>
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

type OfferingChange = AdminOffering['changes'][number];

function ChangesPanel({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation('ipo');
  const fieldName = (field: string) => t(`fields.${field as 'names'}`, { defaultValue: field });
  const columns: Column<OfferingChange>[] = [
    timeColumn('changedAt', t('detail.changeAt'), (change) => change.changedAt),
    textColumn('fields', t('detail.changeFields'), (change) =>
      change.fields.map(fieldName).join('、'),
    ),
    {
      key: 'reason',
      header: t('detail.changeReason'),
      wide: true,
      cell: (change) => <OperatorReasonText reason={change.reason} />,
    },
  ];
  // Newest first, as every history in the console.
  const rows = [...offering.changes].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Panel title={t('detail.changes')} count={rows.length} table>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(change, index) => `${change.changedAt}.${index}`}
        empty={t('detail.changesEmpty')}
        testId="offering-changes"
      />
    </Panel>
  );
}

function ApplicationsPanel({ items }: { items: readonly AdminApplication[] }) {
  const { t } = useTranslation('ipo');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const columns: Column<AdminApplication>[] = [
    {
      key: 'entry',
      header: t('applicationColumns.entry'),
      width: styles.entryColumn,
      cell: (row) => <Hash value={row.entry} />,
    },
    {
      key: 'lots',
      header: t('applicationColumns.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    textColumn('auto', t('applicationColumns.autoPurchase'), (row) => yesNo(row.autoPurchase)),
    {
      key: 'status',
      header: t('applicationColumns.status'),
      cell: (row) => <ApplicationStatusBadge status={row.status} />,
    },
    {
      key: 'won',
      header: t('applicationColumns.lotsWon'),
      align: 'num',
      cell: (row) => <Count count={row.lotsWon} />,
    },
    {
      key: 'held',
      header: t('applicationColumns.onHold'),
      align: 'num',
      cell: (row) => <Amount value={row.heldAmount} currency="JPY" />,
    },
    {
      key: 'paid',
      header: t('applicationColumns.paid'),
      align: 'num',
      cell: (row) =>
        row.paidAmount === null ? <Dash /> : <Amount value={row.paidAmount} currency="JPY" />,
    },
    textColumn('lapse', t('applicationColumns.fromLapse'), (row) => yesNo(row.fromLapse)),
    timeColumn('appliedAt', t('applicationColumns.appliedAt'), (row) => row.appliedAt),
  ];
  return (
    <Panel title={t('detail.applications')} count={items.length} table>
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        empty={t('detail.applicationsEmpty')}
        testId="offering-applications"
      />
      <PanelNote>{t('detail.applicationsNote')}</PanelNote>
    </Panel>
  );
}
