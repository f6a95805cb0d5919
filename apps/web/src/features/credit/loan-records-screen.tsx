import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import type { DecimalString } from '@kabuto/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { loanRecordsQuery, type LoanView } from './api';
import { LoanTags, formatTime, useTermText } from './components';
import { formatDay, isRepayable, percentText } from './credit-math';
import { RepaySheet } from './repay-sheet';
import styles from './credit.module.css';
import recordStyles from './records.module.css';

function Figure({
  term,
  children,
  testId,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? recordStyles.wide : undefined}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

const yen = (value: DecimalString, testId?: string) => (
  <Money value={value} currency="JPY" testId={testId} />
);

/** The bullet repayment: on the due date, the principal and the interest to it. */
function Schedule({ loan }: { loan: LoanView }) {
  const { t } = useTranslation('credit');
  const locale = useLocale();
  if (loan.schedule.length === 0) return null;
  return (
    <div className={recordStyles.schedule} data-testid="loan-schedule">
      <h3 className={recordStyles.scheduleTitle}>{t('records.schedule')}</h3>
      <table className={recordStyles.scheduleTable}>
        <thead>
          <tr>
            <th scope="col">{t('records.scheduleDue')}</th>
            <th scope="col">{t('records.schedulePrincipal')}</th>
            <th scope="col">{t('records.scheduleInterest')}</th>
            <th scope="col">{t('records.scheduleTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {loan.schedule.map((line) => (
            <tr key={line.dueDate} data-testid="loan-schedule-line">
              <td>{formatDay(line.dueDate, locale)}</td>
              <td>{yen(line.principal)}</td>
              <td>{yen(line.interest)}</td>
              <td>{yen(line.total, 'loan-schedule-total')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('records.scheduleNote')}</p>
    </div>
  );
}

/** One loan: what it is, where its review stands, what it owes today, and its schedule. */
function LoanItem({ loan, onRepay }: { loan: LoanView; onRepay: () => void }) {
  const { t } = useTranslation('credit');
  const locale = useLocale();
  const term = useTermText();
  const approved = loan.status === 'approved';
  return (
    <article
      className={recordStyles.row}
      data-testid="loan-record"
      data-order={loan.orderNo}
      data-status={loan.status}
      data-state={loan.state ?? undefined}
    >
      <div className={recordStyles.rowHead}>
        <div className={recordStyles.rowName}>
          <span className={recordStyles.rowLabel}>{t('records.orderNo')}</span>
          <strong data-testid="loan-order-no">{loan.orderNo}</strong>
        </div>
        <LoanTags loan={loan} />
      </div>
      <dl className={recordStyles.headline}>
        <Figure term={t('records.amount')}>{yen(loan.amount, 'loan-amount')}</Figure>
        {approved && loan.state !== 'repaid' ? (
          <Figure term={t('records.owedToday')}>{yen(loan.owedToday, 'loan-owed-today')}</Figure>
        ) : null}
      </dl>
      <dl className={recordStyles.figures}>
        <Figure term={t('records.term')}>{term(loan)}</Figure>
        <Figure term={t('records.lateRate')}>{percentText(loan.lateAnnualRate)}</Figure>
        <Figure term={t('records.appliedAt')}>{formatTime(loan.appliedAt, locale)}</Figure>
        <Figure term={t('records.reviewedAt')} testId="loan-reviewed-at">
          {formatTime(loan.reviewedAt, locale)}
        </Figure>
        {approved ? (
          <>
            <Figure term={t('records.borrowedAt')} testId="loan-borrowed-at">
              {formatTime(loan.borrowedAt, locale)}
            </Figure>
            <Figure term={t('records.dueDate')} testId="loan-due-date">
              {loan.dueDate ? formatDay(loan.dueDate, locale) : '—'}
            </Figure>
            <Figure term={t('records.principal')}>{yen(loan.principalOutstanding)}</Figure>
            <Figure term={t('records.interestOutstanding')}>{yen(loan.interestOutstanding)}</Figure>
            <Figure term={t('records.interestCharged')} testId="loan-interest-charged">
              {yen(loan.interestCharged)}
            </Figure>
            <Figure term={t('records.repaid')} testId="loan-repaid">
              {yen(loan.repaid)}
            </Figure>
            {loan.repaidAt ? (
              <Figure term={t('records.repaidAt')} wide>
                {formatTime(loan.repaidAt, locale)}
              </Figure>
            ) : null}
          </>
        ) : null}
        {loan.status === 'rejected' ? (
          <Figure term={t('records.rejectReason')} wide testId="loan-reject-reason">
            {loan.rejectReason ? <OperatorReasonText reason={loan.rejectReason} /> : '—'}
          </Figure>
        ) : null}
      </dl>
      {loan.status === 'pending' ? <p className={styles.note}>{t('records.pendingNote')}</p> : null}
      <Schedule loan={loan} />
      {isRepayable(loan) ? (
        <div className={styles.actions}>
          <Button block color="primary" onClick={onRepay} data-testid="loan-repay">
            {t('records.repay')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Which loan's repay sheet is open; each opening is a new attempt (a fresh form). */
type Sheet = { loan: LoanView; attempt: number } | null;

/**
 * /user/jkjl (the spec's loan records): every loan, newest first, with its order number, amount,
 * status, times, owed today, interest and repayments, a rejection's reason as the operator wrote
 * it, the repayment schedule, and "Repay" for a loan that owes.
 */
export function LoanRecordsScreen() {
  const { t } = useTranslation('credit');
  const query = useQuery(loanRecordsQuery);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [visible, setVisible] = useState(false);
  const open = (loan: LoanView) => {
    setSheet((current) => ({ loan, attempt: (current?.attempt ?? 0) + 1 }));
    setVisible(true);
  };
  const hide = () => setVisible(false);
  return (
    <Page title={t('title.records')} backTo="/user/usercenter" className={styles.page}>
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.list} data-testid="loan-records">
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} title={t('records.failed')} />
            ) : (
              <Loading />
            )
          ) : query.data.length === 0 ? (
            <div className={recordStyles.empty} data-testid="loan-records-empty">
              <p>{t('records.empty')}</p>
              <Link to="/user/credit" className={styles.textLink}>
                {t('records.emptyAction')}
              </Link>
            </div>
          ) : (
            query.data.map((loan) => (
              <LoanItem key={loan.id} loan={loan} onRepay={() => open(loan)} />
            ))
          )}
        </div>
      </PullRefresh>
      <Popup
        visible={visible}
        onMaskClick={hide}
        onClose={hide}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
        destroyOnClose
      >
        {sheet ? <RepaySheet key={sheet.attempt} loan={sheet.loan} onDone={hide} /> : null}
      </Popup>
    </Page>
  );
}
