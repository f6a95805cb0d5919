import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useOfferingAction, type AdminOffering } from './api';
import { Count, OfferingStatusBadge } from './parts';

export type OfferingAction = 'publish' | 'withdraw';

/**
 * Publish a draft (the draw's seed is drawn and only its commitment shown) or withdraw an
 * offering before its draw (every application's money on hold is released), with a reason.
 */
export function OfferingActionDialog({
  offering,
  action,
  onDone,
  onClose,
}: {
  offering: AdminOffering;
  action: OfferingAction;
  /** The offering as the server answers it after the action (a published one's commitment). */
  onDone: (after: AdminOffering) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const mutation = useOfferingAction();
  const { symbol } = offering;
  const publish = action === 'publish';
  return (
    <ReasonedActionDialog
      title={
        publish ? t('actions.publishTitle', { symbol }) : t('actions.withdrawTitle', { symbol })
      }
      context={
        <>
          <DefinitionList look="summary" compact>
            <Definition label={t('fields.symbol')} className={textClass({ mono: true })}>
              {symbol}
            </Definition>
            <Definition label={t('fields.names')}>{offering.names[locale]}</Definition>
            <Definition label={t('columns.status')}>
              <OfferingStatusBadge status={offering.status} />
            </Definition>
            {publish ? null : (
              <Definition label={t('actions.holdsReleased')}>
                <Count count={offering.applications} />
              </Definition>
            )}
          </DefinitionList>
          <p className={textClass({ muted: true, small: true })}>
            {publish ? t('actions.publishContext') : t('actions.withdrawContext')}
          </p>
        </>
      }
      reasonLabel={publish ? t('actions.publishReason') : t('actions.withdrawReason')}
      confirmLead={publish ? t('actions.publishLead') : t('actions.withdrawLead')}
      summary={
        <ActionLine
          label={t('actions.action')}
          action={publish ? t('actions.publish') : t('actions.withdraw')}
        />
      }
      warning={publish ? t('actions.publishWarning') : t('actions.withdrawWarning')}
      confirmLabel={publish ? t('actions.publishConfirm') : t('actions.withdrawConfirm')}
      danger={!publish}
      submit={async (reason) => {
        const after = await mutation.mutateAsync({ action, offeringId: offering.id, reason });
        onDone(after);
        return after;
      }}
      done={() =>
        publish ? t('actions.publishDone', { symbol }) : t('actions.withdrawDone', { symbol })
      }
      onClose={onClose}
    />
  );
}
