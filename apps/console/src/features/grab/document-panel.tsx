import type { GrabDocument } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count, DocumentDownload, DrawDocumentView, Hash } from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Badge } from '../../shared/ui/notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Loading } from '../../shared/ui/state';
import { useGrabDocument, type GrabQueue } from './api';
import styles from './grab.module.css';

type EntryRow = { entry: string; lots: number; filled: number; market: boolean };

/**
 * The queue's allocation as published (kabuto-grab/1): the seed, the supply and the market's own
 * bids, every entry with its lots queued and filled (the market's marked), and the remainder draw
 * (a kabuto-draw/1 document that `npm run verify:draw` recomputes). None when the stock was not
 * at its limit at the close.
 */
export function GrabDocumentPanel({ queue }: { queue: GrabQueue }) {
  const { t } = useTranslation('grab');
  const answer = useGrabDocument(queue.id, queue.status === 'allocated');
  const document = answer.data?.document;
  return (
    <Panel title={t('document.title')} testId="grab-document">
      {answer.isError ? (
        <ErrorNotice error={answer.error} onRetry={() => void answer.refetch()} />
      ) : document === undefined ? (
        <Loading />
      ) : document === null ? (
        <PanelNote>
          {t(queue.status === 'allocated' ? 'document.none' : 'document.pending')}
        </PanelNote>
      ) : (
        <GrabDocumentView
          document={document}
          fileName={`kabuto-grab-${queue.symbol}-${queue.tradingDay}.json`}
        />
      )}
    </Panel>
  );
}

function GrabDocumentView({ document, fileName }: { document: GrabDocument; fileName: string }) {
  const { t } = useTranslation('grab');
  const filled = new Map(document.allocation.map(({ entry, lots }) => [entry, lots]));
  const rows: EntryRow[] = document.entries.map(({ entry, lots }) => ({
    entry,
    lots,
    filled: filled.get(entry) ?? 0,
    market: entry === document.marketEntry,
  }));
  const columns: Column<EntryRow>[] = [
    {
      key: 'entry',
      header: t('document.entry'),
      className: styles.entryColumn,
      cell: (row) => (
        <>
          <Hash value={row.entry} />
          {row.market ? <Badge tone="info">{t('document.marketMark')}</Badge> : null}
        </>
      ),
    },
    {
      key: 'lots',
      header: t('document.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'filled',
      header: t('document.lotsFilled'),
      align: 'num',
      cell: (row) => <Count count={row.filled} />,
    },
  ];
  return (
    <>
      <DocumentDownload
        document={document}
        fileName={fileName}
        label={t('document.download')}
        note={t('document.verifyNote')}
      />
      <DefinitionList look="ruled" wideLabels>
        <Definition label={t('fields.supplyShares')}>
          <Count count={document.supplyShares} />
        </Definition>
        <Definition label={t('fields.marketQueuedShares')}>
          <Count count={document.marketQueuedShares} />
        </Definition>
        <Definition label={t('fields.supplyLots')}>
          <Count count={document.supplyLots} />
        </Definition>
        <Definition label={t('document.seed')}>
          <Hash value={document.seed} />
        </Definition>
        <Definition label={t('fields.commitment')}>
          <Hash value={document.commitment} />
        </Definition>
        <Definition label={t('document.marketEntry')}>
          <Hash value={document.marketEntry} />
        </Definition>
      </DefinitionList>
      <Panel title={t('document.allocation')} count={rows.length} table>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.entry}
          empty={t('document.empty')}
        />
      </Panel>
      <Panel title={t('document.remainder')}>
        {document.remainderDraw === null ? (
          <PanelNote>{t('document.noRemainder')}</PanelNote>
        ) : (
          <DrawDocumentView
            document={document.remainderDraw}
            fileName={fileName.replace(/\.json$/, '-remainder.json')}
            texts={{
              download: t('document.remainderDownload'),
              verifyNote: t('document.remainderVerifyNote'),
              seed: t('document.seed'),
              commitment: t('fields.commitment'),
              listHash: t('document.listHash'),
              entries: t('document.drawEntries'),
              units: t('document.units'),
              allocation: t('document.drawAllocation'),
              entry: t('document.entry'),
              lots: t('document.units'),
              empty: t('document.empty'),
            }}
          />
        )}
      </Panel>
    </>
  );
}
