import { ipoAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { Button, RefreshButton } from '../../shared/ui/button';
import { openColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { useOfferings, type AdminOffering } from './api';
import { OfferingDialog } from './offering-dialog';
import { Count, OfferingStatusBadge, PhaseText, PriceCell } from './parts';

/** Every new-share offering, newest first, with where it stands and how it is subscribed. */
export function OfferingsScreen() {
  const { t } = useTranslation('ipo');
  const offerings = useOfferings();
  const mayEdit = useMayCall(ipoAdminApi.saveOffering);
  const [creating, setCreating] = useState(false);
  const columns = useOfferingColumns();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <RefreshButton query={offerings} />
            {mayEdit ? (
              <Button variant="primary" onClick={() => setCreating(true)}>
                {t('new')}
              </Button>
            ) : null}
          </>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('adminOnly')}</Notice>}
      <QueryTable
        query={offerings}
        rowKey={(offering) => offering.id}
        empty={t('empty')}
        columns={columns}
        refreshing={offerings.isFetching}
      />
      {creating ? <OfferingDialog offering={null} onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function useOfferingColumns(): Column<AdminOffering>[] {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const count = (key: string, value: (row: AdminOffering) => number): Column<AdminOffering> => ({
    key,
    header: t(`columns.${key as 'lotsOffered'}`),
    align: 'num',
    cell: (row) => <Count count={value(row)} />,
  });
  return [
    textColumn('code', t('columns.code'), (row) => row.symbol, { mono: true, strong: true }),
    textColumn('name', t('columns.name'), (row) => row.names[locale]),
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <OfferingStatusBadge status={row.status} />,
    },
    { key: 'phase', header: t('columns.phase'), cell: (row) => <PhaseText phase={row.phase} /> },
    {
      key: 'price',
      header: t('columns.price'),
      align: 'num',
      cell: (row) => <PriceCell {...row} />,
    },
    count('lotsOffered', (row) => row.lotsOffered),
    count('applications', (row) => row.applications),
    count('lotsRequested', (row) => row.lotsRequested),
    count('lotsWon', (row) => row.lotsWon),
    count('lotsPaid', (row) => row.lotsPaid),
    timeColumn('drawAt', t('columns.drawAt'), (row) => row.drawAt),
    openColumn({
      label: t('open'),
      to: (row) => `/ipo/${row.id}`,
      text: () => t('open'),
      named: (row) => t('openNamed', { symbol: row.symbol }),
      primary: (row) => row.status === 'draft',
    }),
  ];
}
