import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useHasRole } from '../../shared/operator';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { useLendingQuotas, useTradingSettings, type LendingQuota } from './api';
import { LendingQuotaDialog } from './lending-quota-dialog';
import { SymbolName } from './parts';
import './trading.css';

/** The server's roles for /trading/saveLendingQuota. */
const EDIT_ROLES = ['admin'] as const;

/** Whole-share counts: safe as numbers (they are not money), shown grouped. */
function SharesCell({ count }: { count: number }) {
  return <span className="tabular">{formatCount(count)}</span>;
}

/** Per symbol: how many shares customers together may hold short, and how many they do. */
export function LendingQuotasScreen() {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const quotas = useLendingQuotas();
  const settings = useTradingSettings();
  const mayEdit = useHasRole(EDIT_ROLES);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<LendingQuota | null>(null);
  const needle = query.trim().toLowerCase();
  const rows = (quotas.data ?? []).filter(
    (row) =>
      needle === '' ||
      row.symbol.toLowerCase().includes(needle) ||
      row.names[locale].toLowerCase().includes(needle),
  );
  const defaultQuota = settings.data?.defaultLendingQuotaShares ?? null;

  return (
    <>
      <PageHeader title={t('quotas.title')} subtitle={t('quotas.subtitle')} />
      {mayEdit ? null : <Notice tone="info">{t('quotas.adminOnly')}</Notice>}
      <div className="toolbar">
        <label className="toolbar-field">
          <span>{t('quotas.search')}</span>
          <input
            type="search"
            className="input-wide"
            placeholder={t('quotas.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <span className="toolbar-spacer" />
        {defaultQuota !== null ? (
          <span className="muted">
            {t('quotas.defaultIs', { shares: formatCount(defaultQuota) })}{' '}
            <Link to="/trading-settings">{t('quotas.changeDefault')}</Link>
          </span>
        ) : null}
      </div>
      {quotas.isError ? (
        <ErrorNotice error={quotas.error} onRetry={() => void quotas.refetch()} />
      ) : null}
      {quotas.isPending ? <Loading /> : null}
      {quotas.data ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th>{t('fields.symbol')}</th>
                <th>{t('quotas.columns.quota')}</th>
                <th className="num">{t('quotas.columns.effective')}</th>
                <th className="num">{t('quotas.columns.used')}</th>
                <th className="num">{t('quotas.columns.available')}</th>
                <th aria-label={t('common.edit', { ns: 'translation' })} />
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? <EmptyRow columns={6} text={t('quotas.empty')} /> : null}
              {rows.map((row) => (
                <tr key={row.symbol}>
                  <td>
                    <SymbolName symbol={row.symbol} names={row.names} />
                  </td>
                  <td>
                    <QuotaBadge quotaShares={row.quotaShares} />
                  </td>
                  <td className="num">
                    <SharesCell count={row.effectiveQuotaShares} />
                  </td>
                  <td className="num">
                    <SharesCell count={row.usedShares} />
                  </td>
                  <td className="num">
                    <SharesCell count={Math.max(row.effectiveQuotaShares - row.usedShares, 0)} />
                  </td>
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!mayEdit || defaultQuota === null}
                      aria-label={t('quotas.editNamed', { symbol: row.symbol })}
                      onClick={() => setEditing(row)}
                    >
                      {t('common.edit', { ns: 'translation' })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && defaultQuota !== null ? (
        <LendingQuotaDialog
          quota={editing}
          defaultQuota={defaultQuota}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** The symbol's own quota, "default" when it has none, "closed" at zero. */
export function QuotaBadge({ quotaShares }: { quotaShares: number | null }) {
  const { t } = useTranslation('trading');
  if (quotaShares === null) return <Badge>{t('quotas.default')}</Badge>;
  if (quotaShares === 0) return <Badge tone="danger">{t('quotas.closed')}</Badge>;
  return (
    <span className="badge-row">
      <Badge tone="info">{t('quotas.own')}</Badge>
      <SharesCell count={quotaShares} />
    </span>
  );
}
