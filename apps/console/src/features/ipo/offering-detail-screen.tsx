import { LOCALES, ipoAdminApi, parseLocale } from '@kabuto/contract';
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
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Amount } from '../../shared/ui/money';
import { Badge, Notice } from '../../shared/ui/notice';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Loading } from '../../shared/ui/state';
import { Dash, Text } from '../../shared/ui/text';
import {
  useDrawDocument,
  useOfferingApplications,
  type AdminApplication,
  type AdminOffering,
  type DrawAnswer,
  type OfferingApplications,
} from './api';
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

function DrawPanel({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation('ipo');
  return (
    <Panel title={t('detail.draw')} padded>
      <DefinitionList look="ruled" wideLabels>
        <Definition label={t('fields.commitment')}>
          {offering.commitment ? (
            <span data-testid="commitment">
              <Hash value={offering.commitment} />
            </span>
          ) : (
            <Text muted>{t('detail.commitmentDraft')}</Text>
          )}
        </Definition>
        <Definition label={t('fields.publishedAt')}>
          <DateTime iso={offering.publishedAt} />
        </Definition>
        <Definition label={t('columns.applications')}>
          <Count count={offering.applications} />
        </Definition>
        <Definition label={t('columns.lotsRequested')}>
          <Count count={offering.lotsRequested} />
        </Definition>
        <Definition label={t('columns.lotsWon')}>
          <Count count={offering.lotsWon} />
        </Definition>
        <Definition label={t('columns.lotsPaid')}>
          <Count count={offering.lotsPaid} />
        </Definition>
      </DefinitionList>
      {offering.commitment ? <PanelNote>{t('detail.commitmentNote')}</PanelNote> : null}
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
      cell: (change) => <ReasonText reason={change.reason} />,
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

/** An operator's reason as written, with the language it was written in. */
function ReasonText({ reason }: { reason: OfferingChange['reason'] }) {
  const { t } = useTranslation();
  if (reason === null) return <Dash />;
  const language = parseLocale(reason.locale);
  return (
    <>
      <Text prewrap block>
        <span lang={language ?? undefined}>{reason.text}</span>
      </Text>
      {language ? (
        <Text muted small>
          {t(`language.names.${language}`)}
        </Text>
      ) : null}
    </>
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

function DrawDocumentPanel({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation('ipo');
  const draw = useDrawDocument(offering.id, offering.drawn);
  return (
    <Panel title={t('detail.drawDocument')} testId="draw-document">
      {draw.isError ? (
        <ErrorNotice error={draw.error} onRetry={() => void draw.refetch()} />
      ) : draw.data ? (
        <DrawDocumentView answer={draw.data} />
      ) : (
        <Loading />
      )}
    </Panel>
  );
}

function DrawDocumentView({ answer }: { answer: DrawAnswer }) {
  const { t } = useTranslation('ipo');
  const { document } = answer;
  if (document === null) return <PanelNote>{t('detail.drawPending')}</PanelNote>;
  // The document exactly as published, which the verifier reads (docs/lottery.md).
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(
    `${JSON.stringify(document, null, 2)}\n`,
  )}`;
  const columns: Column<DrawAnswer['reallocated'][number]>[] = [
    {
      key: 'entry',
      header: t('applicationColumns.entry'),
      cell: (row) => <Hash value={row.entry} />,
    },
    {
      key: 'lots',
      header: t('applicationColumns.lotsWon'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
  ];
  return (
    <>
      <div className={styles.download}>
        <a href={href} download={`kabuto-draw-${answer.symbol}.json`}>
          {t('detail.download')}
        </a>
        <Text muted small>
          {t('detail.verifyNote')}
        </Text>
      </div>
      <DefinitionList look="ruled" wideLabels>
        <Definition label={t('detail.seed')}>
          <Hash value={document.seed} />
        </Definition>
        <Definition label={t('fields.commitment')}>
          <Hash value={document.commitment} />
        </Definition>
        <Definition label={t('detail.listHash')}>
          <Hash value={document.listHash} />
        </Definition>
        <Definition label={t('detail.entries')}>
          <Count count={document.entries.length} />
        </Definition>
        <Definition label={t('detail.units')}>
          <Count count={document.units} />
        </Definition>
      </DefinitionList>
      <Panel title={t('detail.allocation')} count={document.allocation.length} table>
        <DataTable
          columns={columns}
          rows={document.allocation.map(({ entry, units }) => ({ entry, lots: units }))}
          rowKey={(row) => row.entry}
          empty={t('detail.applicationsEmpty')}
        />
      </Panel>
      {answer.reallocated.length > 0 ? (
        <Panel title={t('detail.lapses')} count={answer.reallocated.length} table>
          <DataTable columns={columns} rows={answer.reallocated} rowKey={(row) => row.entry} />
        </Panel>
      ) : null}
    </>
  );
}
