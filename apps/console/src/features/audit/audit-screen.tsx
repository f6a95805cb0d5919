import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconButton } from '../../shared/ui/button';
import { idColumn, reasonColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Select } from '../../shared/ui/field';
import { FilterBar, FilterField, FilterInput } from '../../shared/ui/filter-bar';
import { Icon } from '../../shared/ui/icons';
import { CodeLink } from '../../shared/ui/links';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { PagedTable, pagedRows } from '../../shared/ui/query-tables';
import { LabelledCode, Text } from '../../shared/ui/text';
import { useAuditLog, type AuditEntry, type AuditFilter } from './api';
import { KNOWN_TARGET_TYPES, isKnownTargetType, useAuditLabels } from './audit-labels';
import styles from './audit.module.css';
import { DiffView } from './diff-view';

/** The contract's limit on both filter fields. */
const FILTER_MAX_CHARS = 40;

/** The log of every operator action, read-only: there is no edit or delete anywhere, by design. */
export function AuditScreen() {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    targetType: (params.get('targetType') ?? '').slice(0, FILTER_MAX_CHARS),
    targetId: (params.get('targetId') ?? '').slice(0, FILTER_MAX_CHARS),
  };
  const log = useAuditLog(filter);
  const columns = useAuditColumns(applyFilter);
  const filtered = filter.targetType !== '' || filter.targetId !== '';

  function applyFilter(next: AuditFilter) {
    const search = new URLSearchParams();
    if (next.targetType) search.set('targetType', next.targetType);
    if (next.targetId) search.set('targetId', next.targetId);
    setParams(search);
  }

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditFilterBar
        key={`${filter.targetType}/${filter.targetId}`}
        filter={filter}
        onApply={applyFilter}
      />
      {filtered ? (
        <div className={styles.chips}>
          <Badge tone="info">
            {t('audit.filter.active', {
              target: [
                filter.targetType ? labels.targetType(filter.targetType) : null,
                filter.targetId ? `#${filter.targetId}` : null,
              ]
                .filter(Boolean)
                .join(' '),
            })}
          </Badge>
        </div>
      ) : null}
      <PagedTable
        query={log}
        rows={pagedRows(log.data)}
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={t('audit.empty')}
        fixed
        testId="audit-log"
      />
    </>
  );
}

function AuditFilterBar({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const [targetType, setTargetType] = useState(filter.targetType);
  const [targetId, setTargetId] = useState(filter.targetId);
  // A type the console has no label for yet (from a link) stays choosable.
  const types =
    filter.targetType && !isKnownTargetType(filter.targetType)
      ? [...KNOWN_TARGET_TYPES, filter.targetType]
      : KNOWN_TARGET_TYPES;
  return (
    <FilterBar
      onApply={() => onApply({ targetType, targetId: targetId.trim() })}
      applyLabel={t('audit.filter.apply')}
      onClear={
        filter.targetType || filter.targetId
          ? () => onApply({ targetType: '', targetId: '' })
          : undefined
      }
      clearLabel={t('audit.filter.clear')}
    >
      <FilterField label={t('audit.filter.targetType')}>
        <Select
          value={targetType}
          onChange={setTargetType}
          placeholder={t('audit.filter.anyType')}
          options={types.map((type) => ({ value: type, label: labels.targetType(type) }))}
        />
      </FilterField>
      <FilterField label={t('audit.filter.targetId')}>
        <FilterInput
          mono
          wide
          placeholder={t('audit.filter.targetIdPlaceholder')}
          maxLength={FILTER_MAX_CHARS}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        />
      </FilterField>
    </FilterBar>
  );
}

/** Where an entry's target opens: a customer's, a position's or a loan's page; others have none. */
const TARGET_PAGES: Record<
  string,
  { path: string; title: 'audit.openCustomer' | 'audit.openPosition' | 'audit.openLoan' }
> = {
  customer: { path: '/customers', title: 'audit.openCustomer' },
  position: { path: '/positions', title: 'audit.openPosition' },
  loan: { path: '/loans', title: 'audit.openLoan' },
};

function Target({
  entry,
  onFilter,
}: {
  entry: AuditEntry;
  onFilter: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const page = TARGET_PAGES[entry.targetType];
  return (
    <>
      <div>{labels.targetType(entry.targetType)}</div>
      <div className={styles.targetId}>
        {page ? (
          <CodeLink to={`${page.path}/${entry.targetId}`} title={t(page.title)}>
            #{entry.targetId}
          </CodeLink>
        ) : (
          <Text mono>{entry.targetId}</Text>
        )}
        <IconButton
          label={t('audit.filterThisTarget')}
          title={t('audit.filterThisTarget')}
          onClick={() => onFilter({ targetType: entry.targetType, targetId: entry.targetId })}
        >
          <Icon name="filter" />
        </IconButton>
      </div>
    </>
  );
}

function useAuditColumns(onFilter: (filter: AuditFilter) => void): Column<AuditEntry>[] {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  return [
    { ...idColumn(t('audit.columns.id'), (entry) => entry.id), width: styles.colId },
    {
      key: 'when',
      header: t('audit.columns.when'),
      width: styles.colWhen,
      cell: (entry) => (
        <>
          <DateTime iso={entry.createdAt} />
          <div>
            {entry.operator ? (
              <Text mono>{entry.operator}</Text>
            ) : (
              <Text muted>{t('audit.systemOperator')}</Text>
            )}
          </div>
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      width: styles.colAction,
      cell: (entry) => (
        <LabelledCode strong label={labels.action(entry.action)} code={entry.action} />
      ),
    },
    {
      key: 'target',
      header: t('audit.columns.target'),
      width: styles.colTarget,
      cell: (entry) => <Target entry={entry} onFilter={onFilter} />,
    },
    {
      ...reasonColumn('reason', t('audit.columns.reason'), labels.reason, false),
      width: styles.colReason,
    },
    {
      key: 'changes',
      header: t('audit.columns.changes'),
      cell: (entry) => <DiffView before={entry.before} after={entry.after} />,
    },
  ];
}
