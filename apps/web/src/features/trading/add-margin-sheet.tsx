import { Button, Input } from 'antd-mobile';
import { addMarginRequest, type PositionView } from '@kabuto/contract';
import { add } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { checkForm } from '../../shared/forms';
import { showSuccess } from '../../shared/ui/toast';
import { useAddMargin } from './api';
import { Row, Rows, Yen } from './components';
import { numberInput, percentText } from './format';
import { marginLevelAfterAdding, type LiveFigures } from './position-math';
import styles from './detail.module.css';
import common from './trading.module.css';

/**
 * Adding margin (spec: a positive whole number of yen) moves money from the available balance to
 * this position's margin, raising its margin level. One idempotency key per opening of the sheet.
 */
export function AddMarginSheet({
  position,
  live,
  onDone,
}: {
  position: PositionView;
  live: LiveFigures | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('trading');
  const info = useUserInfo();
  const addMargin = useAddMargin();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const marginTotal = add(position.margin, position.addedMargin);
  const valid = addMarginRequest.safeParse({ positionId: position.id, amount }).success;
  const submit = async () => {
    const body = checkForm(addMarginRequest, { positionId: position.id, amount });
    if (!body) return;
    const view = await addMargin.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (!view) return;
    showSuccess(t('margin.done'));
    onDone();
  };
  return (
    <div className={styles.sheet} data-testid="add-margin-sheet">
      <h2 className={styles.sheetTitle}>{t('margin.title')}</h2>
      <p className={styles.sheetLead}>{t('margin.lead')}</p>
      <label className={styles.amountBox}>
        <span>{t('margin.currency')}</span>
        <Input
          value={amount}
          onChange={(text) => setAmount(numberInput(text, 0))}
          inputMode="numeric"
          placeholder={t('margin.placeholder')}
          aria-label={t('margin.amount')}
          data-testid="add-margin-amount"
        />
      </label>
      <div className={common.card}>
        <Rows>
          <Row term={t('margin.available')}>
            <Yen value={info.data?.assets.availableFunds} />
          </Row>
          <Row term={t('margin.current')}>
            <Yen value={marginTotal} />
          </Row>
          {valid ? (
            <Row term={t('margin.after')}>
              <Yen value={add(marginTotal, amount)} />
            </Row>
          ) : null}
          {live ? (
            <Row term={t('margin.level')} testId="add-margin-level">
              {valid
                ? t('margin.levelChange', {
                    from: live.marginLevelPercent,
                    to: marginLevelAfterAdding(position, live.pnl, amount),
                  })
                : percentText(live.marginLevelPercent)}
            </Row>
          ) : null}
        </Rows>
      </div>
      <div className={styles.sheetButtons}>
        <Button onClick={onDone}>{t('margin.back')}</Button>
        <Button
          color="primary"
          loading={addMargin.isPending}
          disabled={!valid}
          onClick={() => void submit()}
          data-testid="add-margin-confirm"
        >
          {t('margin.confirm')}
        </Button>
      </div>
    </div>
  );
}
