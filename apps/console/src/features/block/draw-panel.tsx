import { useTranslation } from 'react-i18next';
import { DrawDocumentView } from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Loading } from '../../shared/ui/state';
import { useBlockDraw, type BlockOffering } from './api';

/**
 * The allocation's document (kabuto-draw/1) as published to everyone (POST /api/vue/block/draw):
 * the seed behind the commitment, each entry's lots, the file the verifier recomputes.
 */
export function AllocationDocumentPanel({ offering }: { offering: BlockOffering }) {
  const { t } = useTranslation('block');
  const draw = useBlockDraw(offering.id, offering.status === 'allocated');
  const document = draw.data?.document;
  return (
    <Panel title={t('draw.title')} testId="draw-document">
      {draw.isError ? (
        <ErrorNotice error={draw.error} onRetry={() => void draw.refetch()} />
      ) : document === undefined ? (
        <Loading />
      ) : document === null ? (
        <PanelNote>{t('draw.pending')}</PanelNote>
      ) : (
        <DrawDocumentView
          document={document}
          fileName={`kabuto-block-${offering.symbol}-${offering.id}.json`}
          texts={{
            download: t('draw.download'),
            verifyNote: t('draw.verifyNote'),
            seed: t('draw.seed'),
            commitment: t('fields.commitment'),
            listHash: t('draw.listHash'),
            entries: t('draw.entries'),
            units: t('draw.units'),
            allocation: t('draw.allocation'),
            entry: t('applicationColumns.entry'),
            lots: t('applicationColumns.lotsFilled'),
            empty: t('detail.applicationsEmpty'),
          }}
        />
      )}
    </Panel>
  );
}
