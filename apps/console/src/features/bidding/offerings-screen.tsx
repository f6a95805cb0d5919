import { biddingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { useServerNow } from '../../shared/server-now';
import { Button, RefreshButton } from '../../shared/ui/button';
import { openColumn, textColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Count } from '../../shared/ui/draw-document';
import { Notice } from '../../shared/ui/notice';
import { WindowCell, yen } from '../../shared/ui/offering-parts';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { Dash, Text } from '../../shared/ui/text';
import { BIDDING_PATH, useBiddingOfferings, type BiddingOffering } from './api';
import { AnnounceBiddingDialog } from './announce-dialog';
import { OfferingPhaseBadge, offeringPhase } from './parts';

/**
 * Every agreed-price bidding offering, newest first: where it stands, its floor, the demand so
 * far (live: the console sees what customers do not until the close) and the clearing price.
 */
export function BiddingOfferingsScreen() {
  const { t } = useTranslation('bidding');
  const offerings = useBiddingOfferings();
  const mayAnnounce = useMayCall(biddingAdminApi.saveOffering);
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
        testId="bidding-offerings"
      />
      {announcing ? <AnnounceBiddingDialog onClose={() => setAnnouncing(false)} /> : null}
    </>
  );
}

function useOfferingColumns(): Column<BiddingOffering>[] {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const serverNow = useServerNow();
  const now = serverNow();
  const count = (
    key: 'lotsOffered' | 'lotsBid' | 'bidders',
    value: (row: BiddingOffering) => number | null,
  ): Column<BiddingOffering> => ({
    key,
    header: t(`columns.${key}`),
    align: 'num',
    cell: (row) => <Count count={value(row)} />,
  });
  return [
    textColumn('code', t('columns.code'), (row) => row.symbol, { mono: true, strong: true }),
    textColumn('name', t('columns.name'), (row) => row.names[locale]),
    {
      key: 'phase',
      header: t('columns.phase'),
      cell: (row) => <OfferingPhaseBadge phase={offeringPhase(row, now)} />,
    },
    {
      key: 'floorPrice',
      header: t('columns.floorPrice'),
      align: 'num',
      cell: (row) => (
        <Text tabular nowrap strong>
          {yen(row.floorPrice)}
        </Text>
      ),
    },
    count('lotsOffered', (row) => row.lotsOffered),
    count('lotsBid', (row) => row.lotsBid),
    count('bidders', (row) => row.bidders),
    {
      key: 'clearingPrice',
      header: t('columns.clearingPrice'),
      align: 'num',
      cell: (row) =>
        row.clearingPrice === null ? (
          <Dash />
        ) : (
          <Text tabular nowrap>
            {yen(row.clearingPrice)}
          </Text>
        ),
    },
    { key: 'window', header: t('columns.window'), cell: (row) => <WindowCell offering={row} /> },
    openColumn({
      label: t('open'),
      to: (row) => `${BIDDING_PATH}/${row.id}`,
      text: () => t('open'),
      named: (row) => t('openNamed', { symbol: row.symbol }),
      primary: (row) => row.status === 'open',
    }),
  ];
}
