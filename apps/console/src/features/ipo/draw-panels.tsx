import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { DrawDocumentView, entryColumns } from '../../shared/ui/draw-document';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Loading } from '../../shared/ui/state';
import { Text } from '../../shared/ui/text';
import { useDrawDocument, type AdminOffering, type DrawAnswer } from './api';
import { Count, Hash } from './parts';

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
        <IpoDrawDocument answer={draw.data} />
      ) : (
        <Loading />
      )}
    </Panel>
  );
}

function IpoDrawDocument({ answer }: { answer: DrawAnswer }) {
  const { t } = useTranslation('ipo');
  const { document } = answer;
  if (document === null) return <PanelNote>{t('detail.drawPending')}</PanelNote>;
  const texts = {
    download: t('detail.download'),
    verifyNote: t('detail.verifyNote'),
    seed: t('detail.seed'),
    commitment: t('fields.commitment'),
    listHash: t('detail.listHash'),
    entries: t('detail.entries'),
    units: t('detail.units'),
    allocation: t('detail.allocation'),
    entry: t('applicationColumns.entry'),
    lots: t('applicationColumns.lotsWon'),
    empty: t('detail.applicationsEmpty'),
  };
  return (
    <DrawDocumentView
      document={document}
      fileName={`kabuto-draw-${answer.symbol}.json`}
      texts={texts}
    >
      {answer.reallocated.length > 0 ? (
        <Panel title={t('detail.lapses')} count={answer.reallocated.length} table>
          <DataTable
            columns={entryColumns(texts)}
            rows={answer.reallocated}
            rowKey={(row) => row.entry}
          />
        </Panel>
      ) : null}
    </DrawDocumentView>
  );
}
