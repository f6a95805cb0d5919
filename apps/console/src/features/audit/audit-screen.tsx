import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { useAuditLog, type AuditEntry, type AuditFilter } from './api';
import { KNOWN_TARGET_TYPES, isKnownTargetType, useAuditLabels } from './audit-labels';
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
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
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
        <div className="filter-chip-row">
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

      {log.isError && !log.data ? (
        <ErrorNotice error={log.error} onRetry={() => void log.refetch()} />
      ) : null}
      {log.isPending ? <Loading /> : null}
      {log.data ? (
        <div className="panel table-panel">
          <table className="table audit-table">
            <colgroup>
              <col className="col-id" />
              <col className="col-when" />
              <col className="col-action" />
              <col className="col-target" />
              <col className="col-reason" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th className="num">{t('audit.columns.id')}</th>
                <th>{t('audit.columns.when')}</th>
                <th>{t('audit.columns.action')}</th>
                <th>{t('audit.columns.target')}</th>
                <th>{t('audit.columns.reason')}</th>
                <th>{t('audit.columns.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.length === 0 ? <EmptyRow columns={6} text={t('audit.empty')} /> : null}
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} onFilter={applyFilter} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {log.data ? (
        <div className="load-more">
          <span className="muted tabular">{t('audit.shown', { count: entries.length })}</span>
          {log.isFetchNextPageError ? <ErrorNotice error={log.error} /> : null}
          {log.hasNextPage ? (
            <button
              type="button"
              className="btn"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
            </button>
          ) : entries.length > 0 ? (
            <span className="muted">{t('audit.end')}</span>
          ) : null}
        </div>
      ) : null}
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
    <form
      className="toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ targetType, targetId: targetId.trim() });
      }}
    >
      <label className="toolbar-field">
        <span>{t('audit.filter.targetType')}</span>
        <select value={targetType} onChange={(event) => setTargetType(event.target.value)}>
          <option value="">{t('audit.filter.anyType')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {labels.targetType(type)}
            </option>
          ))}
        </select>
      </label>
      <label className="toolbar-field">
        <span>{t('audit.filter.targetId')}</span>
        <input
          type="search"
          className="mono input-wide"
          placeholder={t('audit.filter.targetIdPlaceholder')}
          maxLength={FILTER_MAX_CHARS}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary">
        <Icon name="filter" />
        {t('audit.filter.apply')}
      </button>
      {filter.targetType || filter.targetId ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onApply({ targetType: '', targetId: '' })}
        >
          {t('audit.filter.clear')}
        </button>
      ) : null}
    </form>
  );
}

function AuditRow({
  entry,
  onFilter,
}: {
  entry: AuditEntry;
  onFilter: (filter: AuditFilter) => void;
}) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  return (
    <tr>
      <td className="num mono muted">{entry.id}</td>
      <td>
        <DateTime iso={entry.createdAt} />
        <div>
          {entry.operator ? (
            <span className="mono">{entry.operator}</span>
          ) : (
            <span className="muted">{t('audit.systemOperator')}</span>
          )}
        </div>
      </td>
      <td>
        <span className="action-label">{labels.action(entry.action)}</span>
        <div className="mono muted small">{entry.action}</div>
      </td>
      <td>
        <div>{labels.targetType(entry.targetType)}</div>
        <div className="target-id">
          {entry.targetType === 'customer' ? (
            <Link
              to={`/customers/${entry.targetId}`}
              className="mono"
              title={t('audit.openCustomer')}
            >
              #{entry.targetId}
            </Link>
          ) : entry.targetType === 'position' ? (
            <Link
              to={`/positions/${entry.targetId}`}
              className="mono"
              title={t('audit.openPosition')}
            >
              #{entry.targetId}
            </Link>
          ) : (
            <span className="mono">{entry.targetId}</span>
          )}
          <button
            type="button"
            className="icon-button"
            title={t('audit.filterThisTarget')}
            aria-label={t('audit.filterThisTarget')}
            onClick={() => onFilter({ targetType: entry.targetType, targetId: entry.targetId })}
          >
            <Icon name="filter" />
          </button>
        </div>
      </td>
      <td className="prewrap reason-cell">{entry.reason}</td>
      <td>
        <DiffView before={entry.before} after={entry.after} />
      </td>
    </tr>
  );
}
