import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../shared/ui/toast';
import { Dialog } from '../../shared/ui/overlays';
import { AddMarginSheet } from './add-margin-sheet';
import { useCancelOrder } from './api';
import { CloseSheet } from './close-sheet';
import type { PositionAtMarket } from './position-math';
import styles from './trading.module.css';

type Sheet = { kind: 'close' | 'margin'; attempt: number } | null;

/**
 * What the customer can do with the position in its status: sell or add margin while holding,
 * cancel a pending order or a pending sale. Each sheet opening is a new attempt (a new key).
 */
export function PositionActions({ position, live }: PositionAtMarket) {
  const { t } = useTranslation('trading');
  const cancel = useCancelOrder();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [visible, setVisible] = useState(false);

  const confirmCancel = () =>
    void Dialog.confirm({
      content:
        position.status === 'closing'
          ? t('actions.cancelCloseConfirm')
          : t('actions.cancelConfirm'),
      confirmText: t('actions.cancelYes'),
      cancelText: t('actions.keep'),
      onConfirm: async () => {
        const view = await cancel.mutateAsync(position.id).catch(() => null);
        if (view) showSuccess(t('actions.cancelled'));
      },
    });

  const show = (kind: 'close' | 'margin') => {
    setSheet((current) => ({ kind, attempt: (current?.attempt ?? 0) + 1 }));
    setVisible(true);
  };
  const hide = () => setVisible(false);

  let buttons = null;
  if (position.status === 'holding') {
    buttons = (
      <>
        <Button size="large" onClick={() => show('margin')} data-testid="action-add-margin">
          {t('actions.addMargin')}
        </Button>
        <Button
          size="large"
          color="primary"
          onClick={() => show('close')}
          data-testid="action-close"
        >
          {t('actions.close')}
        </Button>
      </>
    );
  } else if (position.status === 'pending' || position.status === 'closing') {
    buttons = (
      <Button
        size="large"
        loading={cancel.isPending}
        onClick={confirmCancel}
        data-testid="action-cancel"
      >
        {position.status === 'closing' ? t('actions.cancelClose') : t('actions.cancel')}
      </Button>
    );
  }
  if (!buttons) return null;
  return (
    <>
      <div className={styles.actionBar}>{buttons}</div>
      <Popup
        visible={visible}
        onMaskClick={hide}
        onClose={hide}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
        destroyOnClose
      >
        {sheet?.kind === 'close' ? (
          <CloseSheet key={sheet.attempt} position={position} onDone={hide} />
        ) : sheet?.kind === 'margin' ? (
          <AddMarginSheet key={sheet.attempt} position={position} live={live} onDone={hide} />
        ) : null}
      </Popup>
    </>
  );
}
