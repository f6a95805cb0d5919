import { loanApplyRequest, type LoanInfo, type LoanProduct, type LoanView } from '@kabuto/contract';
import { isPositive, type DecimalString } from '@kabuto/money';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { Field, FieldError } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Money } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { Dialog } from '../../shared/ui/overlays';
import { Row, Rows } from '../../shared/ui/rows';
import { showSuccess } from '../../shared/ui/toast';
import { useApplyLoan } from './api';
import {
  LoanTags,
  formatTime,
  useDaysText,
  useRateText,
  useTermText,
  useYenText,
} from './components';
import { exceedsBorrowable, percentText, previewOf, submissionKey } from './credit-math';
import styles from './credit.module.css';

/** The longest amount the field takes: the contract's 12 whole digits. */
const AMOUNT_DIGITS = 12;

/**
 * What the customer is about to confirm (integrity rule 8): the amount, the term and its annual
 * rate, the interest to the due date and the total to repay by the contract's formula (the one
 * the server charges by), the late rate, and that borrowed money cannot be withdrawn (rule 6).
 */
function ApplySummary({ amount, product }: { amount: DecimalString; product: LoanProduct }) {
  const { t } = useTranslation('credit');
  const days = useDaysText();
  const preview = previewOf(amount, product);
  return (
    <div className={styles.summary} data-testid="loan-apply-confirm">
      <Rows>
        <Row term={t('apply.amountRow')} testId="loan-confirm-amount">
          <Money value={amount} currency="JPY" />
        </Row>
        <Row term={t('apply.annualRate')} testId="loan-confirm-rate">
          {percentText(product.annualRate)}
        </Row>
        <Row term={t('apply.interestToDue')} testId="loan-confirm-interest">
          <Money value={preview.interest} currency="JPY" />
        </Row>
        <Row term={t('apply.totalToRepay')} strong testId="loan-confirm-total">
          <Money value={preview.totalToRepay} currency="JPY" />
        </Row>
        <Row term={t('apply.dueRow')}>{t('apply.dueValue', { days: days(product.termDays) })}</Row>
        <Row term={t('apply.lateRate')} testId="loan-confirm-late-rate">
          {percentText(product.lateAnnualRate)}
        </Row>
      </Rows>
      <Notice tone="warn" className={styles.summaryNotice} testId="loan-confirm-not-withdrawable">
        <p>{t('apply.notWithdrawable')}</p>
      </Notice>
      <p className={styles.note}>{t('apply.reviewNote')}</p>
      <p className={styles.note}>{t('apply.earlyNote')}</p>
    </div>
  );
}

/** The products as a choice of terms, each with its annual rate. */
function TermChoice({
  products,
  chosen,
  onChoose,
  error,
  inputRef,
}: {
  products: readonly LoanProduct[];
  chosen: string;
  onChoose: (id: string) => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('credit');
  const days = useDaysText();
  const rate = useRateText();
  return (
    <fieldset className={styles.terms} aria-describedby={error ? 'loan-term-error' : undefined}>
      <legend className={styles.termsLegend}>{t('apply.term')}</legend>
      <div className={styles.termOptions}>
        {products.map((product, index) => (
          <label
            key={product.id}
            className={
              product.id === chosen
                ? `${styles.termOption} ${styles.termChosen}`
                : styles.termOption
            }
            data-testid={`loan-term-${product.termDays}`}
          >
            <input
              type="radio"
              name="loan-term"
              value={product.id}
              checked={product.id === chosen}
              onChange={() => onChoose(product.id)}
              ref={index === 0 ? inputRef : undefined}
            />
            <span className={styles.termDays}>{days(product.termDays)}</span>
            <span className={styles.termRate}>{rate(product.annualRate)}</span>
          </label>
        ))}
      </div>
      <FieldError id="loan-term-error" message={error} />
    </fieldset>
  );
}

/**
 * The application form: an amount in whole yen (at most the borrowable amount: the server's own
 * refusal, checked here first) and a term; confirming shows what the loan costs. Each confirmed
 * submission carries an idempotency key: a retry of the same request (after a lost answer) sends
 * the same key and is answered by the first application; a new request gets a fresh key.
 */
export function ApplyForm({ info }: { info: LoanInfo }) {
  const { t } = useTranslation('credit');
  const yen = useYenText();
  const { form, field, update, check, refuse, showsRefusal, errorOf, inputRef } = useFormState(
    { amount: '', productId: info.products[0]?.id ?? '' },
    {
      serverFields: {
        loan_limit_insufficient: 'amount',
        loan_product_unknown: 'productId',
      },
    },
  );
  const apply = useApplyLoan({ showsRefusal });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);

  if (!isPositive(info.borrowable)) {
    return (
      <Notice title={t('apply.nothingTitle')} testId="loan-nothing-borrowable">
        <p>{t('apply.nothingBody')}</p>
      </Notice>
    );
  }

  const review = () => {
    const body = check(loanApplyRequest, form);
    if (!body) return;
    if (exceedsBorrowable(body.amount, info.borrowable)) {
      refuse('amount', 'loan_limit_insufficient');
      return;
    }
    const product = info.products.find((each) => each.id === body.productId);
    if (!product) {
      refuse('productId', 'loan_product_unknown');
      return;
    }
    void Dialog.confirm({
      title: t('apply.confirmTitle'),
      content: <ApplySummary amount={body.amount} product={product} />,
      confirmText: t('apply.confirm'),
      cancelText: t('apply.back'),
      onConfirm: async () => {
        const submission = submissionKey(
          lastSubmission.current,
          JSON.stringify(body),
          newIdempotencyKey,
        );
        lastSubmission.current = submission;
        // A refusal is shown beside its field or as a toast; the form stays as it was.
        const loan = await apply
          .mutateAsync({ body, idempotencyKey: submission.key })
          .catch(() => null);
        if (!loan) return;
        lastSubmission.current = null;
        update({ amount: '' });
        showSuccess(t('apply.done'));
      },
    });
  };

  return (
    <Card title={t('apply.title')} testId="loan-apply">
      <SubmitForm onSubmit={review}>
        <Field
          {...field('amount', 'loan-amount')}
          kind="digits"
          maxLength={AMOUNT_DIGITS}
          label={t('apply.amount')}
          placeholder={t('apply.amountPlaceholder', { max: yen(info.borrowable) })}
        />
        <TermChoice
          products={info.products}
          chosen={form.productId}
          onChoose={(productId) => update({ productId })}
          error={errorOf('productId')}
          inputRef={inputRef('productId')}
        />
        <p className={styles.note}>{t('apply.notWithdrawable')}</p>
        <div className={styles.actions}>
          <SubmitButton loading={apply.isPending}>{t('apply.review')}</SubmitButton>
        </div>
      </SubmitForm>
    </Card>
  );
}

/** The application under review, shown instead of the form (one application at a time). */
export function PendingApplication({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('credit');
  const locale = useLocale();
  const term = useTermText();
  return (
    <Card title={t('pending.title')} extra={<LoanTags loan={loan} />} testId="loan-pending">
      <Rows>
        <Row term={t('pending.orderNo')} testId="loan-pending-order">
          {loan.orderNo}
        </Row>
        <Row term={t('pending.amount')} strong testId="loan-pending-amount">
          <Money value={loan.amount} currency="JPY" />
        </Row>
        <Row term={t('pending.term')}>{term(loan)}</Row>
        <Row term={t('pending.appliedAt')}>{formatTime(loan.appliedAt, locale)}</Row>
      </Rows>
      <p className={styles.note}>{t('pending.note')}</p>
      <Link to="/user/jkjl" className={styles.textLink}>
        {t('records.link')}
      </Link>
    </Card>
  );
}
