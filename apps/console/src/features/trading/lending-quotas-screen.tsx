import { tradingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { editColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { FilterField, FilterInput, Toolbar } from '../../shared/ui/filter-bar';
import { Badge, BadgeRow, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { Text } from '../../shared/ui/text';
import { useLendingQuotas, useTradingSettings, type LendingQuota } from './api';
import { LendingQuotaDialog } from './lending-quota-dialog';
import { SymbolName } from './parts';
import styles from './trading.module.css';

/** Whole-share counts: safe as numbers (they are not money), shown grouped. */
function SharesCell({ count }: { count: number }) {
  return <Text tabular>{formatCount(count)}</Text>;
}

/** Per symbol: how many shares customers together may hold short, and how many they do. */
export function LendingQuotasScreen() {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const quotas = useLendingQuotas();
  const settings = useTradingSettings();
  const mayEdit = useMayCall(tradingAdminApi.saveLendingQuota);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<LendingQuota | null>(null);
  const needle = query.trim().toLowerCase();
  const defaultQuota = settings.data?.defaultLendingQuotaShares ?? null;
  const columns = useQuotaColumns(mayEdit && defaultQuota !== null, setEditing);

  return (
    <>
      <PageHeader title={t('quotas.title')} subtitle={t('quotas.subtitle')} />
      {mayEdit ? null : <Notice tone="info">{t('quotas.adminOnly')}</Notice>}
      <Toolbar
        aside={
          defaultQuota === null ? null : (
            <>
              {t('quotas.defaultIs', { shares: formatCount(defaultQuota) })}{' '}
              <Link to="/trading-settings" className={styles.inlineLink}>
                {t('quotas.changeDefault')}
              </Link>
            </>
          )
        }
      >
        <FilterField label={t('quotas.search')}>
          <FilterInput
            wide
            placeholder={t('quotas.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </FilterField>
      </Toolbar>
      <QueryTable
        query={quotas}
        select={(all) =>
          all.filter(
            (row) =>
              needle === '' ||
              row.symbol.toLowerCase().includes(needle) ||
              row.names[locale].toLowerCase().includes(needle),
          )
        }
        rowKey={(row) => row.symbol}
        empty={t('quotas.empty')}
        columns={columns}
      />
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

function useQuotaColumns(
  mayEdit: boolean,
  onEdit: (quota: LendingQuota) => void,
): Column<LendingQuota>[] {
  const { t } = useTranslation('trading');
  return [
    {
      key: 'symbol',
      header: t('fields.symbol'),
      cell: (row) => <SymbolName symbol={row.symbol} names={row.names} />,
    },
    {
      key: 'quota',
      header: t('quotas.columns.quota'),
      cell: (row) => <QuotaBadge quotaShares={row.quotaShares} />,
    },
    {
      key: 'effective',
      header: t('quotas.columns.effective'),
      align: 'num',
      cell: (row) => <SharesCell count={row.effectiveQuotaShares} />,
    },
    {
      key: 'used',
      header: t('quotas.columns.used'),
      align: 'num',
      cell: (row) => <SharesCell count={row.usedShares} />,
    },
    {
      key: 'available',
      header: t('quotas.columns.available'),
      align: 'num',
      cell: (row) => <SharesCell count={Math.max(row.effectiveQuotaShares - row.usedShares, 0)} />,
    },
    editColumn({
      label: t('common.edit', { ns: 'translation' }),
      allowed: mayEdit,
      named: (row) => t('quotas.editNamed', { symbol: row.symbol }),
      onEdit,
    }),
  ];
}

/** The symbol's own quota, "default" when it has none, "closed" at zero. */
export function QuotaBadge({ quotaShares }: { quotaShares: number | null }) {
  const { t } = useTranslation('trading');
  if (quotaShares === null) return <Badge>{t('quotas.default')}</Badge>;
  if (quotaShares === 0) return <Badge tone="danger">{t('quotas.closed')}</Badge>;
  return (
    <BadgeRow>
      <Badge tone="info">{t('quotas.own')}</Badge>
      <SharesCell count={quotaShares} />
    </BadgeRow>
  );
}
