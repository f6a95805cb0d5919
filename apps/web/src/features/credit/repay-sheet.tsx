import { Button } from 'antd-mobile';
import { loanRepayRequest, type LoanView } from '@kabuto/contract';
import { isZero } from '@kabuto/money';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { Field } from '../../shared/ui/field';
import { SubmitForm, useFormState } from '../../shared/ui/form';
import { Money } from '../../shared/ui/money';
import { Row, Rows } from '../../shared/ui/rows';
import { showSuccess } from '../../shared/ui/toast';
import { useRepayLoan } from './api';
import { useYenText } from './components';
import { submissionKey } from './credit-math';
import recordStyles from './records.module.css';

/** The longest amount the field takes: the contract's 12 whole digits. */
const AMOUNT_DIGITS = 12;

/**
 * Repaying a loan from available funds (docs/credit.md): the amount owed today is filled in and
 * may be changed (whole yen; part of it is allowed); the server pays interest first and never
 * takes more than is owed. Its refusals (more than is owed, more than is available) show beside
 * the amount. The same request again keeps its idempotency key; another gets a new one.
 */
export function RepaySheet({ loan, onDone }: { loan: LoanView; onDone: () => void }) {
  const { t } = useTranslation('credit');
  const yen = useYenText();
  const info = useUserInfo();
  const { form, field, check, showsRefusal } = useFormState<{ amount: string }>(
    { amount: loan.owedToday },
    {
      serverFields: {
        repayment_exceeds_loan: 'amount',
        insufficient_available_balance: 'amount',
        insufficient_balance: 'amount',
      },
    },
  );
  const repay = useRepayLoan({ showsRefusal });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);

  const submit = async () => {
    const body = check(loanRepayRequest, { loanId: loan.id, amount: form.amount });
    if (!body) return;
    const submission = submissionKey(
      lastSubmission.current,
      JSON.stringify(body),
      newIdempotencyKey,
    );
    lastSubmission.current = submission;
    const after = await repay
      .mutateAsync({ body, idempotencyKey: submission.key })
      .catch(() => null);
    if (!after) return;
    showSuccess(
      after.state === 'repaid' || isZero(after.owedToday)
        ? t('repay.doneInFull')
        : t('repay.done', { amount: yen(body.amount) }),
    );
    onDone();
  };

  return (
    <div className={recordStyles.sheet} data-testid="loan-repay-sheet">
      <h2 className={recordStyles.sheetTitle}>{t('repay.title', { orderNo: loan.orderNo })}</h2>
      <p className={recordStyles.sheetLead}>{t('repay.lead')}</p>
      <Rows className={recordStyles.sheetRows}>
        <Row term={t('repay.owedToday')} strong testId="loan-repay-owed">
          <Money value={loan.owedToday} currency="JPY" />
        </Row>
        <Row term={t('repay.principal')}>
          <Money value={loan.principalOutstanding} currency="JPY" />
        </Row>
        <Row term={t('repay.interest')}>
          <Money value={loan.interestOutstanding} currency="JPY" />
        </Row>
        <Row term={t('repay.available')} testId="loan-repay-available">
          <Money value={info.data?.assets.availableFunds} currency="JPY" />
        </Row>
      </Rows>
      <SubmitForm onSubmit={() => void submit()}>
        <Field
          {...field('amount', 'repay-amount')}
          kind="digits"
          maxLength={AMOUNT_DIGITS}
          label={t('repay.amount')}
        />
        <div className={recordStyles.sheetButtons}>
          <Button onClick={onDone}>{t('repay.back')}</Button>
          <Button
            type="submit"
            color="primary"
            loading={repay.isPending}
            data-testid="loan-repay-confirm"
          >
            {t('repay.confirm')}
          </Button>
        </div>
      </SubmitForm>
    </div>
  );
}
