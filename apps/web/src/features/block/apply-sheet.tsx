import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { Row, Rows } from '../../shared/ui/rows';
import { Stepper } from '../../shared/ui/stepper';
import { showSuccess } from '../../shared/ui/toast';
import { useApplyBlock, type Offering } from './api';
import { amountToHold, firstLots } from './block-math';
import styles from '../../shared/ui/offering.module.css';

/**
 * The apply sheet of an open offering: the lots (within the per-customer minimum and maximum),
 * the amount that will be held (price × shares, no buying fee) shown before the customer confirms,
 * and the rules known in advance (one application per offering, one purchase a day, a lottery when
 * oversubscribed). The sheet's idempotency key is made when it opens and sent with every attempt
 * from it, so a double tap applies once; a refusal is shown in the sheet in the customer's
 * language, from the error catalogue.
 */
export function ApplySheet({ offering, onDone }: { offering: Offering; onDone: () => void }) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const price = usePriceText();
  const id = useId();
  const info = useUserInfo();
  const [lots, setLots] = useState(() => firstLots(offering));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const apply = useApplyBlock({
    showsRefusal: (key) => {
      setRefusal(translateErrorKey(key));
      return true;
    },
  });
  const hold = amountToHold(offering.price, lots, offering.lotShares);

  const submit = async () => {
    setRefusal(null);
    const view = await apply
      .mutateAsync({ body: { offeringId: offering.id, lots }, idempotencyKey })
      .catch(() => null);
    if (!view) return;
    showSuccess(t('apply.done'));
    onDone();
  };

  return (
    <div className={styles.sheet} data-testid="block-apply-sheet">
      <h2 className={styles.sheetTitle}>{t('apply.title', { name: offering.names[locale] })}</h2>
      <p className={styles.sheetSub}>
        {offering.symbol} · {t('apply.closesAt', { time: formatTime(offering.closesAt, locale) })}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-lots`}>{t('apply.lots')}</label>
        <Stepper
          id={`${id}-lots`}
          min={offering.minLots}
          max={offering.maxLots}
          value={lots}
          onChange={(next) => {
            setLots(next);
            setRefusal(null);
          }}
          decreaseLabel={t('apply.decrease')}
          increaseLabel={t('apply.increase')}
          testId="block-lots"
        />
        <span className={styles.note}>
          {t('apply.lotsHint', {
            min: formatCount(offering.minLots, locale),
            max: formatCount(offering.maxLots, locale),
            shares: formatCount(offering.lotShares, locale),
          })}
        </span>
      </div>
      <Rows>
        <Row term={t('fields.price')}>{price(offering.price)}</Row>
        <Row term={t('apply.shares')} testId="block-apply-shares">
          {t('values.shares', { n: formatCount(lots * offering.lotShares, locale) })}
        </Row>
        <Row term={t('apply.buyFee')} testId="block-apply-fee">
          {t('apply.noBuyFee')}
        </Row>
        <Row term={t('fields.minBuyAmount')}>
          <Money value={offering.minBuyAmount} currency="JPY" />
        </Row>
        <Row term={t('apply.available')} testId="block-apply-available">
          <Money value={info.data?.assets.availableFunds} currency="JPY" />
        </Row>
      </Rows>
      <div className={styles.hold}>
        <span>{t('apply.hold')}</span>
        <Money value={hold} currency="JPY" testId="block-hold" />
      </div>
      <p className={styles.note}>{t('apply.holdHint')}</p>
      <ul className={styles.rules} aria-label={t('apply.rulesTitle')}>
        <li>{t('apply.ruleOnce')}</li>
        <li>{t('apply.rulePerDay')}</li>
        <li>{t('apply.ruleLottery')}</li>
        <li>{t('apply.rulePosition')}</li>
      </ul>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="block-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.sheetButtons}>
        <Button onClick={onDone}>{t('apply.back')}</Button>
        <Button
          color="primary"
          loading={apply.isPending}
          onClick={() => void submit()}
          data-testid="block-apply-confirm"
        >
          {t('apply.confirm')}
        </Button>
      </div>
    </div>
  );
}
