import { compare } from '@kabuto/money';
import type { BiddingDocument } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import {
  Count,
  DocumentDownload,
  DrawDocumentView,
  Hash,
  entryColumns,
} from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Badge, BadgeRow } from '../../shared/ui/notice';
import { yen } from '../../shared/ui/offering-parts';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Loading } from '../../shared/ui/state';
import { Dash, Text } from '../../shared/ui/text';
import { useBiddingDocument, type BiddingOffering } from './api';

type DemandLevel = BiddingDocument['demandCurve'][number];

/**
 * What the close decided, as published to everyone after it (kabuto-bidding/1): the clearing
 * price, the demand curve it was read from, the lots each entry got, and the remainder draw among
 * the bids at the price (a kabuto-draw/1 document that `npm run verify:draw` recomputes).
 */
export function ResultsPanel({ offering }: { offering: BiddingOffering }) {
  const { t } = useTranslation('bidding');
  const answer = useBiddingDocument(offering.id, offering.status === 'allocated');
  const document = answer.data?.document;
  return (
    <Panel title={t('results.title')} testId="bidding-results">
      {answer.isError ? (
        <ErrorNotice error={answer.error} onRetry={() => void answer.refetch()} />
      ) : document === undefined ? (
        <Loading />
      ) : document === null ? (
        <PanelNote>{t('results.pending')}</PanelNote>
      ) : (
        <BiddingDocumentView
          document={document}
          fileName={`kabuto-bidding-${offering.symbol}-${offering.id}.json`}
        />
      )}
    </Panel>
  );
}

function BiddingDocumentView({
  document,
  fileName,
}: {
  document: BiddingDocument;
  fileName: string;
}) {
  const { t } = useTranslation('bidding');
  const { clearingPrice } = document;
  const curveColumns: Column<DemandLevel>[] = [
    {
      key: 'price',
      header: t('results.price'),
      align: 'num',
      cell: (row) => (
        <Text
          tabular
          nowrap
          strong={clearingPrice !== null && compare(row.price, clearingPrice) === 0}
        >
          {yen(row.price)}
        </Text>
      ),
    },
    {
      key: 'lots',
      header: t('results.lotsAtPrice'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'cumulative',
      header: t('results.cumulativeLots'),
      align: 'num',
      cell: (row) => <Count count={row.cumulativeLots} />,
    },
    {
      key: 'mark',
      header: '',
      cell: (row) => (
        <BadgeRow>
          {clearingPrice !== null && compare(row.price, clearingPrice) === 0 ? (
            <Badge tone="success">{t('results.clearingMark')}</Badge>
          ) : null}
          {row.cumulativeLots >= document.lotsOffered ? (
            <Badge tone="neutral">{t('results.covers')}</Badge>
          ) : null}
        </BadgeRow>
      ),
    },
  ];
  return (
    <>
      <DocumentDownload
        document={document}
        fileName={fileName}
        label={t('results.download')}
        note={t('results.verifyNote')}
      />
      <DefinitionList look="ruled" wideLabels testId="bidding-document">
        <Definition label={t('fields.clearingPrice')}>
          {clearingPrice === null ? (
            <Dash />
          ) : (
            <Text tabular strong>
              {yen(clearingPrice)}
            </Text>
          )}
        </Definition>
        <Definition label={t('fields.lotsOffered')}>
          <Count count={document.lotsOffered} />
        </Definition>
        <Definition label={t('results.bidCount')}>
          <Count count={document.bids.length} />
        </Definition>
        <Definition label={t('results.seed')}>
          <Hash value={document.seed} />
        </Definition>
        <Definition label={t('fields.commitment')}>
          <Hash value={document.commitment} />
        </Definition>
      </DefinitionList>
      {document.bids.length === 0 ? <PanelNote>{t('results.noBids')}</PanelNote> : null}
      <Panel title={t('results.demandCurve')} count={document.demandCurve.length} table>
        <DataTable
          columns={curveColumns}
          rows={document.demandCurve}
          rowKey={(row) => row.price}
          empty={t('results.curveEmpty')}
          testId="demand-curve"
        />
      </Panel>
      <Panel title={t('results.allocation')} count={document.allocation.length} table>
        <DataTable
          columns={entryColumns({ entry: t('results.entry'), lots: t('results.lotsFilled') })}
          rows={document.allocation}
          rowKey={(row) => row.entry}
          empty={t('results.curveEmpty')}
        />
      </Panel>
      <Panel title={t('results.remainder')}>
        {document.remainderDraw === null ? (
          <PanelNote>{t('results.noRemainder')}</PanelNote>
        ) : (
          <DrawDocumentView
            document={document.remainderDraw}
            fileName={fileName.replace(/\.json$/, '-remainder.json')}
            texts={{
              download: t('results.remainderDownload'),
              verifyNote: t('results.remainderVerifyNote'),
              seed: t('results.seed'),
              commitment: t('fields.commitment'),
              listHash: t('results.listHash'),
              entries: t('results.entries'),
              units: t('results.units'),
              allocation: t('results.drawAllocation'),
              entry: t('results.entry'),
              lots: t('results.units'),
              empty: t('results.curveEmpty'),
            }}
          />
        )}
      </Panel>
    </>
  );
}
