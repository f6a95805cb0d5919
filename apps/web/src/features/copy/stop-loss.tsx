import { Button } from 'antd-mobile';
import type { DecimalString } from '@kabuto/money';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Money } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { Dialog } from '../../shared/ui/overlays';
import { Row, Rows } from '../../shared/ui/rows';
import { showSuccess } from '../../shared/ui/toast';
import { useStopLoss, type CopyHolding, type CopyProduct } from './api';
import { formatTime } from './components';
import { submissionKey } from './copy-math';
import {
  stopLossLevel,
  stopLossPercentInput,
  stopLossPercentOf,
  stopLossPreview,
  stopLossRateOf,
} from './copy-metrics';
import { NO_FIGURE } from './metrics';
import styles from './copy.module.css';

/** What the customer is about to confirm: the percentage and the value it fires at. */
function StopLossSummary({ percent, level }: { percent: string; level: DecimalString }) {
  const { t } = useTranslation('copy');
  return (
    <div className={styles.summary} data-testid="copy-stop-loss-confirm">
      <Rows>
        <Row term={t('stopLoss.rate')}>{t('values.percent', { value: percent })}</Row>
        <Row term={t('stopLoss.level')} strong>
          <Money value={level} currency="JPY" />
        </Row>
      </Rows>
      <p className={styles.note}>{t('stopLoss.rule')}</p>
    </div>
  );
}

/**
 * The copy stop-loss of my holding: what is set (a share of the investment and the value it fires
 * at), a form to set or change it (a whole percentage 1–99, the level shown as it is typed) and
 * removing it. Each confirmed change carries an idempotency key, the same for a retry of the same
 * request (as the follow form's). A stop-loss that fired says when.
 */
export function StopLoss({
  product,
  holding,
  settable,
}: {
  product: CopyProduct;
  holding: CopyHolding;
  /** Whether it can be set: units not already waiting, a product still open. */
  settable: boolean;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const current = holding.stopLossRate;
  const { form, field, update, refuse, showsRefusal } = useFormState(
    { rate: current === null ? '' : stopLossPercentOf(current) },
    { serverFields: { copy_stop_loss_invalid: 'rate' } },
  );
  const stopLoss = useStopLoss({ showsRefusal });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);
  const preview = stopLossPreview(holding.invested, form.rate);

  const send = async (rate: DecimalString | null, done: string) => {
    const body = { productId: product.id, rate };
    const submission = submissionKey(
      lastSubmission.current,
      JSON.stringify(body),
      newIdempotencyKey,
    );
    lastSubmission.current = submission;
    const answer = await stopLoss
      .mutateAsync({ body, idempotencyKey: submission.key })
      .catch(() => null);
    if (!answer) return;
    lastSubmission.current = null;
    if (rate === null) update({ rate: '' });
    showSuccess(done);
  };

  const review = () => {
    const rate = stopLossRateOf(form.rate);
    if (rate === null) {
      refuse('rate', 'copy_stop_loss_invalid');
      return;
    }
    void Dialog.confirm({
      title: t('stopLoss.confirmTitle'),
      content: (
        <StopLossSummary percent={form.rate} level={stopLossLevel(holding.invested, rate)} />
      ),
      confirmText: t('stopLoss.confirm'),
      cancelText: t('stopLoss.back'),
      onConfirm: () => send(rate, t('stopLoss.done')),
    });
  };

  const remove = () =>
    void Dialog.confirm({
      title: t('stopLoss.removeTitle'),
      content: t('stopLoss.removeBody'),
      confirmText: t('stopLoss.removeConfirm'),
      cancelText: t('stopLoss.back'),
      onConfirm: () => send(null, t('stopLoss.removed')),
    });

  const rateField = field('rate', 'copy-stop-loss-rate');
  const fired = holding.stopLossFiredAt ? (
    <Notice tone="warn" className={styles.notice} testId="copy-stop-loss-fired">
      <p>{t('stopLoss.fired', { time: formatTime(holding.stopLossFiredAt, locale) })}</p>
    </Notice>
  ) : null;
  if (!settable) {
    return fired ? (
      <section className={styles.stopLoss} data-testid="copy-stop-loss">
        <h3 className={styles.subTitle}>{t('stopLoss.title')}</h3>
        {fired}
      </section>
    ) : null;
  }
  return (
    <section className={styles.stopLoss} data-testid="copy-stop-loss">
      <h3 className={styles.subTitle}>{t('stopLoss.title')}</h3>
      {fired}
      <Rows>
        <Row term={t('stopLoss.current')} testId="copy-stop-loss-current">
          {current === null
            ? t('stopLoss.none')
            : t('values.percent', { value: stopLossPercentOf(current) })}
        </Row>
        {current === null ? null : (
          <Row term={t('stopLoss.level')} testId="copy-stop-loss-level">
            <Money value={stopLossLevel(holding.invested, current)} currency="JPY" />
          </Row>
        )}
      </Rows>
      <p className={styles.note}>{t('stopLoss.rule')}</p>
      <SubmitForm onSubmit={review}>
        <Field
          {...rateField}
          onChange={(typed) => rateField.onChange(stopLossPercentInput(typed))}
          inputMode="numeric"
          maxLength={2}
          label={t('stopLoss.rateLabel')}
          placeholder={t('stopLoss.placeholder')}
        />
        <div className={styles.estimate}>
          <span>{t('stopLoss.level')}</span>
          {preview === null ? (
            <span className={styles.noFigure} data-testid="copy-stop-loss-preview">
              {NO_FIGURE}
            </span>
          ) : (
            <Money value={preview} currency="JPY" testId="copy-stop-loss-preview" />
          )}
        </div>
        <div className={styles.stopLossActions}>
          <SubmitButton loading={stopLoss.isPending && stopLoss.variables?.body.rate !== null}>
            {current === null ? t('stopLoss.set') : t('stopLoss.change')}
          </SubmitButton>
          {current === null ? null : (
            <Button
              block
              size="large"
              fill="outline"
              onClick={remove}
              loading={stopLoss.isPending && stopLoss.variables?.body.rate === null}
              data-testid="copy-stop-loss-remove"
            >
              {t('stopLoss.remove')}
            </Button>
          )}
        </div>
      </SubmitForm>
    </section>
  );
}
