import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Loading } from '../../shared/ui/state';
import { Text } from '../../shared/ui/text';
import { useDrawDocument, type AdminOffering, type DrawAnswer } from './api';
import { Count, Hash } from './parts';
import styles from './ipo.module.css';

/** An offering's draw: its commitment and counts, and once drawn the published document. */
export function DrawPanel({ offering }: { offering: AdminOffering }) {
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
        <Definition label={t('fields.listedAt')}>
          <DateTime iso={offering.listedAt} />
        </Definition>
      </DefinitionList>
      {offering.commitment ? <PanelNote>{t('detail.commitmentNote')}</PanelNote> : null}
    </Panel>
  );
}

export function DrawDocumentPanel({ offering }: { offering: AdminOffering }) {
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
