import { useTranslation } from 'react-i18next';
import { Definition } from '../../shared/ui/definition-list';
import { yen } from '../../shared/ui/offering-parts';
import { WithdrawOfferingDialog } from '../../shared/ui/withdraw-offering-dialog';
import { useCancelOffering, type BlockApplication, type BlockOffering } from './api';
import { OfferingStatusBadge } from './parts';

/** Withdraw an open block offering before its allocation: every hold back (`block.cancel`). */
export function CancelOfferingDialog({
  offering,
  applications,
  onClose,
}: {
  offering: BlockOffering;
  applications: readonly BlockApplication[];
  onClose: () => void;
}) {
  const { t } = useTranslation('block');
  const cancel = useCancelOffering();
  return (
    <WithdrawOfferingDialog
      namespace="block"
      offering={offering}
      requests={applications}
      terms={
        <>
          <Definition label={t('columns.status')}>
            <OfferingStatusBadge status={offering.status} />
          </Definition>
          <Definition label={t('fields.price')}>{yen(offering.price)}</Definition>
        </>
      }
      withdraw={(input) => cancel.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
