import { sum } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count } from '../../shared/ui/draw-document';
import { yen } from '../../shared/ui/offering-parts';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useCancelOffering, type BlockApplication, type BlockOffering } from './api';
import { OfferingStatusBadge } from './parts';

/**
 * Withdraw an open offering before its allocation (finance): every application's hold is given
 * back and each is rejected as "offering withdrawn". The reason is the applicants' to read,
 * written in the console's language and sent with it; the server audits it as `block.cancel`.
 */
export function CancelOfferingDialog({
  offering,
  applications,
  onClose,
}: {
  offering: BlockOffering;
  /** The offering's applications as last read: those pending get their hold back. */
  applications: readonly BlockApplication[];
  onClose: () => void;
}) {
  const { t } = useTranslation('block');
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOffering();
  const { symbol } = offering;
  const pending = applications.filter((application) => application.status === 'pending');
  const held = sum(pending.map((application) => application.amount));
  return (
    <ReasonedActionDialog
      title={t('cancel.title', { symbol })}
      context={
        <>
          <DefinitionList look="summary" compact>
            <Definition label={t('fields.symbol')} className={textClass({ mono: true })}>
              {symbol}
            </Definition>
            <Definition label={t('columns.name')}>{offering.names[locale]}</Definition>
            <Definition label={t('columns.status')}>
              <OfferingStatusBadge status={offering.status} />
            </Definition>
            <Definition label={t('fields.price')}>{yen(offering.price)}</Definition>
            <Definition label={t('cancel.holdsReleased')}>
              <Count count={pending.length} />
            </Definition>
            <Definition label={t('cancel.amountReleased')}>
              {`${formatAmount(held, 'JPY')} JPY`}
            </Definition>
          </DefinitionList>
          <p className={textClass({ muted: true, small: true })}>{t('cancel.context')}</p>
        </>
      }
      reasonLabel={t('cancel.reason')}
      reasonHint={t('cancel.reasonHint', { language: tMain(`language.names.${locale}`) })}
      confirmLead={t('cancel.confirmLead')}
      summary={<ActionLine label={t('cancel.action')} action={t('cancel.withdraw')} />}
      warning={t('cancel.warning')}
      confirmLabel={t('cancel.confirm')}
      danger
      submit={(reason) => cancel.mutateAsync({ offeringId: offering.id, reason })}
      done={() => t('cancel.done', { symbol })}
      onClose={onClose}
    />
  );
}
