import { Button } from 'antd-mobile';
import { copyRedeemRequest } from '@kabuto/contract';
import { compare, isPositive, type DecimalString } from '@kabuto/money';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Money } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { Dialog } from '../../shared/ui/overlays';
import { Row, Rows } from '../../shared/ui/rows';
import { showSuccess } from '../../shared/ui/toast';
import { useRedeem, type CopyHolding, type CopyProduct } from './api';
import { formatTime, useUnitsText } from './components';
import {
  lockupEnded,
  ratePercent,
  redemptionEstimate,
  submissionKey,
  unitsInput,
} from './copy-math';
import styles from './copy.module.css';

/** What the customer is about to confirm: the units, the NAV now, their value before the fee. */
function RedeemSummary({
  product,
  units,
  value,
}: {
  product: CopyProduct;
  units: DecimalString;
  value: DecimalString;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const unitsText = useUnitsText();
  return (
    <div className={styles.summary} data-testid="copy-redeem-confirm">
      <p>
        <strong>{product.names[locale]}</strong>
      </p>
      <Rows>
        <Row term={t('redeem.units')} testId="copy-confirm-redeem-units">
          {unitsText(units)}
        </Row>
        <Row term={t('redeem.navNow')}>
          <Money value={product.nav} currency="JPY" />
        </Row>
        <Row term={t('redeem.estimate')} strong testId="copy-confirm-redeem-value">
          <Money value={value} currency="JPY" />
        </Row>
      </Rows>
      <p className={styles.note}>
        {t('redeem.feeNote', { rate: ratePercent(product.performanceFeeRate) })}
      </p>
    </div>
  );
}

/**
 * Redeeming after the lock-up: the units (all of them unless the customer types fewer), their
 * value before the fee at the NAV now, and a confirmation. Each confirmed submission carries an
 * idempotency key, the same for a retry of the same request (as the follow form's).
 */
function RedeemForm({ product, holding }: { product: CopyProduct; holding: CopyHolding }) {
  const { t } = useTranslation('copy');
  const { form, field, update, check, showsRefusal, refuse } = useFormState<{ units: string }>(
    { units: holding.units },
    { serverFields: { copy_holding_not_found: 'units', copy_pool_cash_short: 'units' } },
  );
  const redeem = useRedeem({ showsRefusal });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);
  const parsed = copyRedeemRequest.shape.units.safeParse(form.units);
  const estimate =
    parsed.success && compare(parsed.data, holding.units) <= 0
      ? redemptionEstimate(parsed.data, holding, product.nav)
      : null;

  const review = () => {
    const body = check(copyRedeemRequest, { productId: product.id, units: form.units });
    if (!body) return;
    if (compare(body.units, holding.units) > 0) {
      refuse('units', 'copy_units_invalid');
      return;
    }
    void Dialog.confirm({
      title: t('redeem.confirmTitle'),
      content: (
        <RedeemSummary
          product={product}
          units={body.units}
          value={redemptionEstimate(body.units, holding, product.nav)}
        />
      ),
      confirmText: t('redeem.confirm'),
      cancelText: t('redeem.back'),
      onConfirm: async () => {
        const submission = submissionKey(
          lastSubmission.current,
          JSON.stringify(body),
          newIdempotencyKey,
        );
        lastSubmission.current = submission;
        const flow = await redeem
          .mutateAsync({ body, idempotencyKey: submission.key })
          .catch(() => null);
        if (!flow) return;
        lastSubmission.current = null;
        showSuccess(t('redeem.done'));
      },
    });
  };

  const unitsField = field('units', 'copy-units');
  return (
    <SubmitForm onSubmit={review}>
      <Field
        {...unitsField}
        onChange={(typed) => unitsField.onChange(unitsInput(typed))}
        inputMode="decimal"
        label={t('redeem.units')}
      />
      <button
        type="button"
        className={styles.allButton}
        onClick={() => update({ units: holding.units })}
        data-testid="copy-redeem-all"
      >
        {t('redeem.all')}
      </button>
      <div className={styles.estimate}>
        <span>{t('redeem.estimate')}</span>
        <Money value={estimate} currency="JPY" testId="copy-redeem-estimate" />
      </div>
      <p className={styles.note}>
        {t('redeem.feeNote', { rate: ratePercent(product.performanceFeeRate) })}
      </p>
      <div className={styles.actions}>
        <SubmitButton loading={redeem.isPending}>{t('redeem.action')}</SubmitButton>
      </div>
    </SubmitForm>
  );
}

/**
 * My holding of a product: units, value, money in and out, profit, the lock-up; and redemption,
 * offered once the lock-up has ended (before it, the screen says from when). `nowMs` is the
 * server's time (null until known: nothing is offered before).
 */
export function MyHolding({
  product,
  holding,
  nowMs,
}: {
  product: CopyProduct;
  holding: CopyHolding;
  nowMs: number | null;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const unitsText = useUnitsText();
  // Redemption is offered (or its date given) once the server's time is known.
  const redemption =
    !isPositive(holding.units) || nowMs === null
      ? 'none'
      : lockupEnded(holding, nowMs)
        ? 'open'
        : 'locked';
  return (
    <Card title={t('holding.title')} testId="copy-holding">
      <Rows>
        <Row term={t('holding.units')} testId="copy-holding-units">
          {unitsText(holding.units)}
        </Row>
        <Row term={t('holding.value')} strong testId="copy-holding-value">
          <Money value={holding.value} currency="JPY" />
        </Row>
        <Row term={t('holding.invested')} testId="copy-holding-invested">
          <Money value={holding.invested} currency="JPY" />
        </Row>
        <Row term={t('holding.withdrawn')} testId="copy-holding-withdrawn">
          <Money value={holding.withdrawn} currency="JPY" />
        </Row>
        <Row term={t('holding.profit')} testId="copy-holding-profit">
          <Money value={holding.profit} currency="JPY" signed />
        </Row>
        <Row term={t('holding.firstFollowedAt')}>{formatTime(holding.firstFollowedAt, locale)}</Row>
        <Row term={t('holding.lockupEndsAt')} testId="copy-holding-lockup">
          {formatTime(holding.lockupEndsAt, locale)}
        </Row>
      </Rows>
      <p className={styles.note}>{t('holding.profitNote')}</p>
      {redemption === 'none' ? null : redemption === 'open' ? (
        <>
          <h3 className={styles.subTitle}>{t('redeem.title')}</h3>
          <RedeemForm key={holding.units} product={product} holding={holding} />
        </>
      ) : (
        <div className={styles.actions}>
          <Notice className={styles.notice} testId="copy-redeem-not-yet">
            <p>{t('redeem.notYet', { time: formatTime(holding.lockupEndsAt, locale) })}</p>
          </Notice>
          <Button block size="large" disabled data-testid="copy-redeem-locked">
            {t('redeem.action')}
          </Button>
        </div>
      )}
    </Card>
  );
}
