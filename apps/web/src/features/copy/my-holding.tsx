import { Button } from 'antd-mobile';
import { copyRedeemRequest } from '@kabuto/contract';
import { compare, isPositive, subtract, type DecimalString } from '@kabuto/money';
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
import { useRedeem, type CopyHolding, type CopyProduct, type CopyRedemption } from './api';
import { formatTime, useUnitsText } from './components';
import {
  lockupEnded,
  ratePercent,
  redemptionEstimate,
  submissionKey,
  unitsInput,
} from './copy-math';
import { DayProfit } from './metrics';
import { StopLoss } from './stop-loss';
import styles from './copy.module.css';

/** Units of the holding not already waiting in a redemption: what can be redeemed now. */
function freeUnits(holding: CopyHolding): DecimalString {
  return subtract(holding.units, holding.pendingUnits);
}

/** A profit over a day, signed and coloured (a loss shows as a loss); "—" without the history. */
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
 * What became of a redemption: paid at once (a toast), or waiting for the pool to sell, to be paid
 * at the NAV of that moment (a dialog the customer reads and closes).
 */
function useAnnounceRedemption(): (redemption: CopyRedemption) => void {
  const { t } = useTranslation('copy');
  const { t: tCommon } = useTranslation();
  return (redemption) => {
    if (redemption.status === 'paid') {
      showSuccess(t('redeem.done'));
      return;
    }
    void Dialog.alert({
      title: t('redeem.waitingTitle'),
      content: (
        <p className={styles.dialogText} data-testid="copy-redeem-waiting">
          {t('redeem.waiting')}
        </p>
      ),
      confirmText: tCommon('common.ok'),
    });
  };
}

/**
 * Redeeming after the lock-up: the units (all of them unless the customer types fewer), their
 * value before the fee at the NAV now, and a confirmation. Each confirmed submission carries an
 * idempotency key, the same for a retry of the same request (as the follow form's).
 */
function RedeemForm({ product, holding }: { product: CopyProduct; holding: CopyHolding }) {
  const { t } = useTranslation('copy');
  const free = freeUnits(holding);
  const { form, field, update, check, showsRefusal, refuse } = useFormState<{ units: string }>(
    { units: free },
    { serverFields: { copy_holding_not_found: 'units', copy_units_invalid: 'units' } },
  );
  const redeem = useRedeem({ showsRefusal });
  const announce = useAnnounceRedemption();
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);
  const parsed = copyRedeemRequest.shape.units.safeParse(form.units);
  const estimate =
    parsed.success && compare(parsed.data, free) <= 0
      ? redemptionEstimate(parsed.data, holding, product.nav)
      : null;

  const review = () => {
    const body = check(copyRedeemRequest, { productId: product.id, units: form.units });
    if (!body) return;
    if (compare(body.units, free) > 0) {
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
        const redemption = await redeem
          .mutateAsync({ body, idempotencyKey: submission.key })
          .catch(() => null);
        if (!redemption) return;
        lastSubmission.current = null;
        announce(redemption);
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
        onClick={() => update({ units: free })}
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
 * My holding of a product: units, value, money in and out, profit (since start, today, yesterday),
 * units waiting for the pool to sell, the lock-up; the copy stop-loss; and redemption of the units
 * not already waiting, offered once the lock-up has ended (before it, the screen says from when).
 * `nowMs` is the server's time (null until known: nothing is offered before).
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
  const free = freeUnits(holding);
  // Redemption is offered (or its date given) once the server's time is known.
  const redemption =
    !isPositive(free) || nowMs === null ? 'none' : lockupEnded(holding, nowMs) ? 'open' : 'locked';
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
        <Row term={t('holding.todayProfit')}>
          <DayProfit value={holding.todayProfit} testId="copy-holding-today" />
        </Row>
        <Row term={t('holding.yesterdayProfit')}>
          <DayProfit value={holding.yesterdayProfit} testId="copy-holding-yesterday" />
        </Row>
        {isPositive(holding.pendingUnits) ? (
          <Row term={t('holding.pendingUnits')} testId="copy-holding-pending">
            {unitsText(holding.pendingUnits)}
          </Row>
        ) : null}
        <Row term={t('holding.firstFollowedAt')}>{formatTime(holding.firstFollowedAt, locale)}</Row>
        <Row term={t('holding.lockupEndsAt')} testId="copy-holding-lockup">
          {formatTime(holding.lockupEndsAt, locale)}
        </Row>
      </Rows>
      <p className={styles.note}>{t('holding.profitNote')}</p>
      {holding.todayProfit === null || holding.yesterdayProfit === null ? (
        <p className={styles.note}>{t('holding.dayProfitNote')}</p>
      ) : null}
      {isPositive(holding.pendingUnits) ? (
        <Notice className={styles.pendingNotice} testId="copy-pending-note">
          <p>{t('holding.pendingNote')}</p>
        </Notice>
      ) : null}
      <StopLoss
        key={holding.stopLossRate ?? 'none'}
        product={product}
        holding={holding}
        settable={isPositive(free) && product.status === 'open'}
      />
      {redemption === 'none' ? null : redemption === 'open' ? (
        <>
          <h3 className={styles.subTitle}>{t('redeem.title')}</h3>
          <RedeemForm key={free} product={product} holding={holding} />
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
