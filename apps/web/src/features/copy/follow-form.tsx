import { copyFollowRequest } from '@kabuto/contract';
import { formatMoney, type DecimalString } from '@kabuto/money';
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
import { useFollow, type CopyProduct } from './api';
import { formatTime, useDaysText, useUnitsText } from './components';
import { belowMinimum, lockupEndFor, ratePercent, submissionKey, unitsFor } from './copy-math';
import styles from './copy.module.css';

/** The longest amount the field takes: the contract's 18 whole digits. */
const AMOUNT_DIGITS = 18;

/** What the customer is about to confirm: the amount, the NAV now, the units it buys, the terms. */
function FollowSummary({
  product,
  amount,
  nowMs,
}: {
  product: CopyProduct;
  amount: DecimalString;
  nowMs: number;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const unitsText = useUnitsText();
  return (
    <div className={styles.summary} data-testid="copy-follow-confirm">
      <p>
        <strong>{product.names[locale]}</strong>
      </p>
      <Rows>
        <Row term={t('follow.amountRow')} strong testId="copy-confirm-amount">
          <Money value={amount} currency="JPY" />
        </Row>
        <Row term={t('follow.navNow')} testId="copy-confirm-nav">
          <Money value={product.nav} currency="JPY" />
        </Row>
        <Row term={t('follow.unitsEstimate')} testId="copy-confirm-units">
          {unitsText(unitsFor(amount, product.nav))}
        </Row>
        <Row term={t('follow.lockupEnds')} testId="copy-confirm-lockup">
          {formatTime(lockupEndFor(nowMs, product.lockupDays), locale)}
        </Row>
      </Rows>
      <p className={styles.note}>{t('follow.estimateNote')}</p>
      <p className={styles.note}>
        {t('detail.feeRule', { rate: ratePercent(product.performanceFeeRate) })}
      </p>
      {product.myHolding ? <p className={styles.note}>{t('follow.topUpNote')}</p> : null}
    </div>
  );
}

/**
 * The follow form of an open product: the fee rule first, then the amount in whole yen (at least
 * the minimum: the server's own refusal, checked here first), and a confirmation with the units
 * it buys at the NAV now. Each confirmed submission carries an idempotency key: a retry of the same
 * request (after a lost answer) sends the same key and is answered by the first flow, a new request
 * or one after a success gets a fresh key.
 */
export function FollowForm({ product, nowMs }: { product: CopyProduct; nowMs: number }) {
  const { t } = useTranslation('copy');
  const { t: tCommon } = useTranslation();
  const days = useDaysText();
  const { form, field, update, check, refuse, showsRefusal } = useFormState(
    { amount: '' },
    {
      serverFields: {
        copy_minimum_not_met: 'amount',
        copy_amount_too_small: 'amount',
        copy_product_full: 'amount',
        insufficient_available_balance: 'amount',
      },
    },
  );
  const follow = useFollow({ showsRefusal });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);

  const review = () => {
    const body = check(copyFollowRequest, { productId: product.id, amount: form.amount });
    if (!body) return;
    if (belowMinimum(body.amount, product.minInvestment)) {
      refuse('amount', 'copy_minimum_not_met');
      return;
    }
    void Dialog.confirm({
      title: t('follow.confirmTitle'),
      content: <FollowSummary product={product} amount={body.amount} nowMs={nowMs} />,
      confirmText: t('follow.confirm'),
      cancelText: t('follow.back'),
      onConfirm: async () => {
        const submission = submissionKey(
          lastSubmission.current,
          JSON.stringify(body),
          newIdempotencyKey,
        );
        lastSubmission.current = submission;
        // A refusal is shown beside the amount or as a toast; the form stays as it was.
        const flow = await follow
          .mutateAsync({ body, idempotencyKey: submission.key })
          .catch(() => null);
        if (!flow) return;
        lastSubmission.current = null;
        update({ amount: '' });
        showSuccess(t('follow.done'));
      },
    });
  };

  return (
    <Card
      title={product.myHolding ? t('follow.topUpTitle') : t('follow.title')}
      testId="copy-follow"
    >
      <Notice title={t('detail.feeTitle')} className={styles.notice} testId="copy-fee-rule">
        <p>{t('detail.feeRule', { rate: ratePercent(product.performanceFeeRate) })}</p>
      </Notice>
      <SubmitForm onSubmit={review}>
        <Field
          {...field('amount', 'copy-amount')}
          kind="digits"
          maxLength={AMOUNT_DIGITS}
          label={t('follow.amount')}
          placeholder={t('follow.amountPlaceholder', {
            // Whole yen: the minimum without its decimals.
            min: tCommon('money.jpy', {
              amount: formatMoney(product.minInvestment).replace(/\.00$/, ''),
            }),
          })}
        />
        <p className={styles.note}>{t('detail.lockupRule', { days: days(product.lockupDays) })}</p>
        <div className={styles.actions}>
          <SubmitButton loading={follow.isPending}>{t('follow.review')}</SubmitButton>
        </div>
      </SubmitForm>
    </Card>
  );
}
