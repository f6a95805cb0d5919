import { Button } from 'antd-mobile';
import type { DecimalString } from '@kabuto/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { Money } from '../../shared/ui/money';
import { Dialog } from '../../shared/ui/overlays';
import { Row, Rows } from '../../shared/ui/rows';
import { Stepper } from '../../shared/ui/stepper';
import { showSuccess } from '../../shared/ui/toast';
import { useSubscribe, type Offering, type SubscribeBody } from './api';
import { PriceText, formatCount } from './components';
import { amountToHold } from './ipo-math';
import styles from './ipo.module.css';

/** What the customer is about to confirm: the offering, the lots and the amount put on hold. */
function ApplySummary({
  offering,
  body,
  hold,
}: {
  offering: Offering;
  body: SubscribeBody;
  hold: DecimalString;
}) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  return (
    <div className={styles.summary} data-testid="ipo-confirm">
      <p>
        <strong>{offering.names[locale]}</strong> {offering.symbol}
      </p>
      <Rows>
        <Row term={t('fields.underwritingPrice')}>
          <PriceText offering={offering} />
        </Row>
        <Row term={t('apply.lots')}>
          {t('values.lotsAndShares', {
            lots: t('values.lots', { n: formatCount(body.lots, locale) }),
            shares: t('values.shares', { n: formatCount(body.lots * offering.lotShares, locale) }),
          })}
        </Row>
        <Row term={t('apply.autoPurchase')}>{body.autoPurchase ? t('mine.yes') : t('mine.no')}</Row>
        <Row term={t('apply.hold')} strong testId="ipo-confirm-hold">
          <Money value={hold} currency="JPY" />
        </Row>
      </Rows>
      <p className={styles.note}>{t('apply.holdHint')}</p>
    </div>
  );
}

/**
 * The application form of a subscribing offering: lots (1 to the most per application), whether
 * to pay automatically on a win, and the amount that will be held, shown before the confirmation.
 * The form's idempotency key is made when it opens and sent with every submission from it, so a
 * double tap or a retry after a lost answer applies once (a refusal claims no key).
 */
export function ApplyForm({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const id = useId();
  const [lots, setLots] = useState(1);
  const [autoPurchase, setAutoPurchase] = useState(true);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const subscribe = useSubscribe();
  const hold = amountToHold(lots, offering.lotShares, offering.priceHigh);
  const review = () => {
    const body = { offeringId: offering.id, lots, autoPurchase };
    void Dialog.confirm({
      title: t('apply.confirmTitle'),
      content: <ApplySummary offering={offering} body={body} hold={hold} />,
      confirmText: t('apply.confirm'),
      cancelText: t('apply.back'),
      onConfirm: async () => {
        // A refusal is shown as a toast by the API client; the form stays as it was.
        const view = await subscribe.mutateAsync({ body, idempotencyKey }).catch(() => null);
        if (view) showSuccess(t('apply.done'));
      },
    });
  };
  return (
    <Card title={t('apply.title')} testId="ipo-apply">
      <div className={styles.field}>
        <label htmlFor={`${id}-lots`}>{t('apply.lots')}</label>
        <Stepper
          id={`${id}-lots`}
          min={1}
          max={offering.maxLotsPerApplication}
          value={lots}
          onChange={setLots}
          decreaseLabel={t('apply.decrease')}
          increaseLabel={t('apply.increase')}
          testId="ipo-lots"
        />
        <span className={styles.note}>
          {t('apply.lotsHint', {
            max: formatCount(offering.maxLotsPerApplication, locale),
            shares: formatCount(offering.lotShares, locale),
          })}
        </span>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={autoPurchase}
          onChange={(event) => setAutoPurchase(event.target.checked)}
          data-testid="ipo-auto-purchase"
        />
        <span>
          {t('apply.autoPurchase')}
          <span className={styles.note} style={{ display: 'block', marginTop: 2 }}>
            {t('apply.autoPurchaseHint')}
          </span>
        </span>
      </label>
      <div className={styles.hold}>
        <span>{t('apply.hold')}</span>
        <Money value={hold} currency="JPY" testId="ipo-hold" />
      </div>
      <p className={styles.note}>{t('apply.holdHint')}</p>
      <p className={styles.note}>{t('apply.once')}</p>
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={review} data-testid="ipo-review">
          {t('apply.review')}
        </Button>
      </div>
    </Card>
  );
}
