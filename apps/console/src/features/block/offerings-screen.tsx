import { blockAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { Button, RefreshButton } from '../../shared/ui/button';
import { openColumn, textColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Count } from '../../shared/ui/draw-document';
import { Notice } from '../../shared/ui/notice';
import { WindowCell } from '../../shared/ui/offering-parts';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { BLOCK_PATH, useBlockOfferings, type BlockOffering } from './api';
import { AnnounceDialog } from './announce-dialog';
import { OfferingStatusBadge, PriceCell } from './parts';

/** Every block trade offering, newest first: where it stands, its price and its demand so far. */
export function BlockOfferingsScreen() {
  const { t } = useTranslation('block');
  const offerings = useBlockOfferings();
  const mayAnnounce = useMayCall(blockAdminApi.saveOffering);
  const [announcing, setAnnouncing] = useState(false);
  const columns = useOfferingColumns();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <RefreshButton query={offerings} />
            {mayAnnounce ? (
              <Button variant="primary" onClick={() => setAnnouncing(true)}>
                {t('new')}
              </Button>
            ) : null}
          </>
        }
      />
      {mayAnnounce ? null : <Notice tone="info">{t('financeOnly')}</Notice>}
      <QueryTable
        query={offerings}
        rowKey={(offering) => offering.id}
        empty={t('empty')}
        columns={columns}
        refreshing={offerings.isFetching}
        testId="block-offerings"
      />
      {announcing ? <AnnounceDialog onClose={() => setAnnouncing(false)} /> : null}
    </>
  );
}

function useOfferingColumns(): Column<BlockOffering>[] {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const count = (
    key: 'lotsOffered' | 'lotsApplied' | 'applicants',
    value: (row: BlockOffering) => number,
  ): Column<BlockOffering> => ({
    key,
    header: t(`columns.${key}`),
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
    {
      key: 'price',
      header: t('columns.price'),
      align: 'num',
      cell: (row) => <PriceCell offering={row} />,
    },
    count('lotsOffered', (row) => row.lotsOffered),
    count('lotsApplied', (row) => row.lotsApplied),
    count('applicants', (row) => row.applicants),
    { key: 'window', header: t('columns.window'), cell: (row) => <WindowCell offering={row} /> },
    openColumn({
      label: t('open'),
      to: (row) => `${BLOCK_PATH}/${row.id}`,
      text: () => t('open'),
      named: (row) => t('openNamed', { symbol: row.symbol }),
      primary: (row) => row.status === 'open',
    }),
  ];
}
