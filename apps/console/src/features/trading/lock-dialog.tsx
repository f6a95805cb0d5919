import { useTranslation } from 'react-i18next';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { usePositionLock, type AdminPositionDetail } from './api';
import { PositionStatusBadge, Side, SymbolName } from './parts';

/**
 * Lock a holding position (its customer cannot sell it or add margin until it is unlocked) or
 * unlock a locked one, with the reason the audit log keeps.
 */
export function LockDialog({
  position,
  lock,
  onClose,
}: {
  position: AdminPositionDetail;
  lock: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('trading');
  const mutation = usePositionLock();
  const { orderNo } = position;
  return (
    <ReasonedActionDialog
      title={lock ? t('lock.title', { orderNo }) : t('lock.unlockTitle', { orderNo })}
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('fields.account')} className={textClass({ mono: true })}>
            {position.account}
          </Definition>
          <Definition label={t('fields.symbol')}>
            <SymbolName symbol={position.symbol} names={position.names} />
          </Definition>
          <Definition label={t('fields.direction')}>
            <Side
              direction={position.direction}
              leverage={position.leverage}
              dayTrade={position.dayTrade}
            />
          </Definition>
          <Definition label={t('fields.status')}>
            <PositionStatusBadge status={position.status} />
          </Definition>
          {!lock && position.lockReason ? (
            <Definition label={t('lock.lockedBecause')} className={textClass({ prewrap: true })}>
              {position.lockReason}
            </Definition>
          ) : null}
        </DefinitionList>
      }
      reasonLabel={lock ? t('lock.reason') : t('lock.unlockReason')}
      reasonHint={t('lock.reasonHint')}
      confirmLead={lock ? t('lock.confirmLead') : t('lock.confirmUnlockLead')}
      summary={
        <ActionLine label={t('lock.action')} action={lock ? t('lock.lock') : t('lock.unlock')} />
      }
      warning={lock ? t('lock.lockWarning') : t('lock.unlockWarning')}
      confirmLabel={lock ? t('lock.confirmLock') : t('lock.confirmUnlock')}
      danger={lock}
      submit={(reason) => mutation.mutateAsync({ lock, positionId: position.id, reason })}
      done={() => (lock ? t('lock.doneLock', { orderNo }) : t('lock.doneUnlock', { orderNo }))}
      onClose={onClose}
    />
  );
}
