import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
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
  const notify = useToast();
  const mutation = usePositionLock();
  // One key for this decision: a retry after a lost answer replays it instead of acting twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  return (
    <ReasonedActionDialog
      title={
        lock
          ? t('lock.title', { orderNo: position.orderNo })
          : t('lock.unlockTitle', { orderNo: position.orderNo })
      }
      context={
        <dl className="summary-list compact">
          <div>
            <dt>{t('fields.account')}</dt>
            <dd className="mono">{position.account}</dd>
          </div>
          <div>
            <dt>{t('fields.symbol')}</dt>
            <dd>
              <SymbolName symbol={position.symbol} names={position.names} />
            </dd>
          </div>
          <div>
            <dt>{t('fields.direction')}</dt>
            <dd>
              <Side
                direction={position.direction}
                leverage={position.leverage}
                dayTrade={position.dayTrade}
              />
            </dd>
          </div>
          <div>
            <dt>{t('fields.status')}</dt>
            <dd>
              <PositionStatusBadge status={position.status} />
            </dd>
          </div>
          {!lock && position.lockReason ? (
            <div>
              <dt>{t('lock.lockedBecause')}</dt>
              <dd className="prewrap">{position.lockReason}</dd>
            </div>
          ) : null}
        </dl>
      }
      reasonLabel={lock ? t('lock.reason') : t('lock.unlockReason')}
      reasonHint={t('lock.reasonHint')}
      confirmLead={lock ? t('lock.confirmLead') : t('lock.confirmUnlockLead')}
      summary={
        <div>
          <dt>{t('lock.action')}</dt>
          <dd>
            <strong>{lock ? t('lock.lock') : t('lock.unlock')}</strong>
          </dd>
        </div>
      }
      warning={lock ? t('lock.lockWarning') : t('lock.unlockWarning')}
      confirmLabel={lock ? t('lock.confirmLock') : t('lock.confirmUnlock')}
      danger={lock}
      submit={(reason) =>
        mutation.mutateAsync({ lock, positionId: position.id, reason, idempotencyKey })
      }
      onClose={onClose}
      onDone={() => {
        onClose();
        notify(
          lock
            ? t('lock.doneLock', { orderNo: position.orderNo })
            : t('lock.doneUnlock', { orderNo: position.orderNo }),
        );
      }}
    />
  );
}
