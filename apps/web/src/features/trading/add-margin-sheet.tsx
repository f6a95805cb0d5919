import { Input } from 'antd-mobile';
import { addMarginRequest, type PositionView } from '@kabuto/contract';
import { add } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { checkForm } from '../../shared/forms';
import { showSuccess } from '../../shared/ui/toast';
import { Row, Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { useAddMargin } from './api';
import { YenRow } from './components';
import { numberInput, percentText } from './format';
import { marginLevelAfterAdding, type LiveFigures } from './position-math';
import { Sheet } from './sheet';
import styles from './detail.module.css';

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
  const checked = addMarginRequest.safeParse({ positionId: position.id, amount });
  const added = checked.success ? checked.data.amount : null;
  const submit = async () => {
    const body = checkForm(addMarginRequest, { positionId: position.id, amount });
    if (!body) return;
    const view = await addMargin.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (!view) return;
    showSuccess(t('margin.done'));
    onDone();
  };
  return (
    <Sheet
      title={t('margin.title')}
      lead={t('margin.lead')}
      testId="add-margin-sheet"
      back={{ text: t('margin.back'), onClick: onDone }}
      confirm={{
        text: t('margin.confirm'),
        onClick: () => void submit(),
        loading: addMargin.isPending,
        disabled: added === null,
        testId: 'add-margin-confirm',
      }}
    >
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
      <Card>
        <Rows>
          <YenRow term={t('margin.available')} value={info.data?.assets.availableFunds} />
          <YenRow term={t('margin.current')} value={marginTotal} />
          {added !== null ? (
            <YenRow term={t('margin.after')} value={add(marginTotal, added)} />
          ) : null}
          {live ? (
            <Row term={t('margin.level')} testId="add-margin-level">
              {added !== null
                ? t('margin.levelChange', {
                    from: live.marginLevelPercent,
                    to: marginLevelAfterAdding(position, live.pnl, added),
                  })
                : percentText(live.marginLevelPercent)}
            </Row>
          ) : null}
        </Rows>
      </Card>
    </Sheet>
  );
}
