import { Button, Popup } from 'antd-mobile';
import type { PositionView } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../shared/ui/toast';
import { Dialog } from '../../shared/ui/overlays';
import { AddMarginSheet } from './add-margin-sheet';
import { useCancelOrder } from './api';
import { CloseSheet } from './close-sheet';
import type { LiveFigures, PositionAtMarket } from './position-math';
import styles from './trading.module.css';

type SheetKind = 'close' | 'margin';
type OpenSheet = { kind: SheetKind; positionId: number; attempt: number } | null;

/**
 * Which sheet is open (closing, adding margin) and for which position. Each opening is a new
 * attempt (a new idempotency key). A screen holds one, so the action bar and a margin warning's
 * one-tap "add margin" open the same sheet, and a sheet stays open while a notice comes and goes.
 */
export function usePositionSheet() {
  const [sheet, setSheet] = useState<OpenSheet>(null);
  const [visible, setVisible] = useState(false);
  return {
    sheet,
    visible,
    show: (kind: SheetKind, positionId: number) => {
      setSheet((current) => ({ kind, positionId, attempt: (current?.attempt ?? 0) + 1 }));
      setVisible(true);
    },
    hide: () => setVisible(false),
  };
}
export type PositionSheetControl = ReturnType<typeof usePositionSheet>;

/** The open sheet, for `position` (the one it was opened for; gone, the sheet closes). */
export function PositionSheetPopup({
  control,
  position,
  live,
}: {
  control: PositionSheetControl;
  position: PositionView | undefined;
  live: LiveFigures | null;
}) {
  const { sheet, hide } = control;
  const shown = sheet !== null && position !== undefined && position.id === sheet.positionId;
  return (
    <Popup
      visible={control.visible && shown}
      onMaskClick={hide}
      onClose={hide}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      destroyOnClose
    >
      {!shown ? null : sheet.kind === 'close' ? (
        <CloseSheet key={sheet.attempt} position={position} onDone={hide} />
      ) : (
        <AddMarginSheet key={sheet.attempt} position={position} live={live} onDone={hide} />
      )}
    </Popup>
  );
}

/**
 * What the customer can do with the position in its status: close or add margin while holding,
 * cancel a pending order or a pending close. The sheets open through `sheets` (the screen's).
 */
export function PositionActions({
  position,
  live,
  sheets,
}: PositionAtMarket & { sheets: PositionSheetControl }) {
  const { t } = useTranslation('trading');
  const cancel = useCancelOrder();

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

  let buttons = null;
  if (position.status === 'holding') {
    buttons = (
      <>
        <Button
          size="large"
          onClick={() => sheets.show('margin', position.id)}
          data-testid="action-add-margin"
        >
          {t('actions.addMargin')}
        </Button>
        <Button
          size="large"
          color="primary"
          onClick={() => sheets.show('close', position.id)}
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
  return (
    <>
      {buttons ? <div className={styles.actionBar}>{buttons}</div> : null}
      <PositionSheetPopup control={sheets} position={position} live={live} />
    </>
  );
}
