import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CustomerLink } from '../../shared/ui/links';
import { Badge } from '../../shared/ui/notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Dash, Text, textClass } from '../../shared/ui/text';
import type { LoanDetail } from './api';
import { Rate, Yen, useFactorText } from './parts';
import styles from './credit.module.css';

type Accrual = LoanDetail['accruals'][number];
type Repayment = LoanDetail['repayments'][number];
type ScheduleLine = LoanDetail['schedule'][number];
type Factor = LoanDetail['factors'][number];

const day = (value: string | null) => value ?? <Dash />;
const entry = (id: number | null) => (id === null ? <Dash /> : `#${id}`);

/** The loan's terms and its dates, as applied for and approved. */
export function TermsPanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  return (
    <Panel title={t('detail.terms')} testId="loan-terms">
      <DefinitionList look="ruled">
        <Definition label={t('columns.orderNo')} className={textClass({ mono: true })}>
          {loan.orderNo}
        </Definition>
        <Definition label={t('columns.amount')} className={styles.amountLarge}>
          <Yen value={loan.amount} />
        </Definition>
        <Definition label={t('detail.product')}>
          {t('units.days', { count: loan.termDays })}{' '}
          <Text mono muted small>
            {loan.productId}
          </Text>
        </Definition>
        <Definition label={t('detail.annualRate')}>
          <Rate fraction={loan.annualRate} />
        </Definition>
        <Definition label={t('detail.lateRate')}>
          <Rate fraction={loan.lateAnnualRate} />
        </Definition>
        <Definition label={t('columns.appliedAt')}>
          <DateTime iso={loan.appliedAt} />
        </Definition>
        <Definition label={t('detail.reviewedAt')}>
          <DateTime iso={loan.reviewedAt} />
        </Definition>
        <Definition label={t('detail.borrowedAt')}>
          <DateTime iso={loan.borrowedAt} />
        </Definition>
        <Definition label={t('detail.dueDate')} className={textClass({ tabular: true })}>
          {day(loan.dueDate)}
        </Definition>
        <Definition label={t('detail.repaidAt')}>
          <DateTime iso={loan.repaidAt} />
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

/** What is owed now: principal, interest, the whole of it today, and what was paid. */
export function OwedPanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const figures = [
    ['principalOutstanding', loan.principalOutstanding],
    ['interestOutstanding', loan.interestOutstanding],
    ['owedToday', loan.owedToday],
    ['interestCharged', loan.interestCharged],
    ['repaid', loan.repaid],
  ] as const;
  return (
    <Panel title={t('detail.owed')} testId="loan-owed">
      <DefinitionList look="ruled">
        {figures.map(([figure, value]) => (
          <Definition
            key={figure}
            label={t(`detail.figures.${figure}`)}
            className={textClass({ tabular: true, strong: figure === 'owedToday' })}
          >
            <Yen value={value} />
          </Definition>
        ))}
        <Definition label={t('detail.accruedThrough')} className={textClass({ tabular: true })}>
          {day(loan.accruedThrough)}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

/** The applicant as the console asks now: account, score with each factor, limit, borrowable. */
export function ApplicantPanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const factorText = useFactorText();
  const columns: Column<Factor>[] = [
    {
      key: 'factor',
      header: t('factors.columns.factor'),
      cell: (row) => factorText.name(row.factor),
    },
    {
      key: 'fact',
      header: t('factors.columns.fact'),
      className: textClass({ tabular: true }),
      cell: (row) => factorText.fact(row.factor, row.fact),
    },
    {
      key: 'points',
      header: t('factors.columns.points'),
      align: 'num',
      cell: (row) => (
        <Text tabular strong={row.points !== 0} muted={row.points === 0}>
          {row.points > 0 ? `+${row.points}` : String(row.points)}
        </Text>
      ),
    },
  ];
  return (
    <Panel title={t('detail.applicant')} testId="loan-applicant">
      <DefinitionList look="ruled">
        <Definition label={t('columns.account')}>
          <CustomerLink customerId={loan.customerId} account={loan.account} withId />
        </Definition>
        <Definition label={t('detail.score')} className={styles.score}>
          {t('detail.scoreValue', { score: String(loan.score) })}
        </Definition>
        <Definition label={t('detail.creditLimit')} className={textClass({ tabular: true })}>
          <Yen value={loan.creditLimit} />
        </Definition>
        <Definition label={t('detail.borrowable')} className={textClass({ tabular: true })}>
          <Yen value={loan.borrowable} />
        </Definition>
      </DefinitionList>
      <DataTable
        columns={columns}
        rows={loan.factors}
        rowKey={(row) => row.factor}
        className={styles.factors}
        testId="loan-factors"
      />
      <PanelNote>{t('detail.applicantNote')}</PanelNote>
    </Panel>
  );
}

/** The repayment schedule: on the due date, what is owed now plus the rest of the term's interest. */
export function SchedulePanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const money = (key: 'principal' | 'interest' | 'total'): Column<ScheduleLine> => ({
    key,
    header: t(`schedule.columns.${key}`),
    align: 'num',
    cell: (row) => <Yen value={row[key]} />,
  });
  const columns: Column<ScheduleLine>[] = [
    {
      key: 'dueDate',
      header: t('schedule.columns.dueDate'),
      className: textClass({ tabular: true }),
      cell: (row) => row.dueDate,
    },
    money('principal'),
    money('interest'),
    money('total'),
  ];
  return (
    <Panel title={t('schedule.title')} table testId="loan-schedule">
      <DataTable
        columns={columns}
        rows={loan.schedule}
        rowKey={(row) => row.dueDate}
        empty={t('schedule.empty')}
      />
      {loan.reviewStatus !== 'approved' && loan.schedule.length > 0 ? (
        <PanelNote>{t('schedule.previewNote')}</PanelNote>
      ) : null}
    </Panel>
  );
}

/** Each day's interest: the principal it ran on, the rate (late or not), the exact amount, its entry. */
export function AccrualsPanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const columns: Column<Accrual>[] = [
    {
      key: 'day',
      header: t('accruals.columns.day'),
      className: textClass({ tabular: true, nowrap: true }),
      cell: (row) => row.day,
    },
    {
      key: 'principal',
      header: t('accruals.columns.principal'),
      align: 'num',
      cell: (row) => <Yen value={row.principal} />,
    },
    {
      key: 'rate',
      header: t('accruals.columns.rate'),
      align: 'num',
      cell: (row) => <Rate fraction={row.annualRate} />,
    },
    {
      key: 'late',
      header: t('accruals.columns.late'),
      cell: (row) => (row.late ? <Badge tone="danger">{t('accruals.late')}</Badge> : <Dash />),
    },
    {
      key: 'interestExact',
      header: t('accruals.columns.interestExact'),
      align: 'num',
      className: textClass({ mono: true }),
      cell: (row) => row.interestExact,
    },
    {
      key: 'entry',
      header: t('accruals.columns.entry'),
      className: textClass({ mono: true, muted: true }),
      cell: (row) => entry(row.entryId),
    },
  ];
  return (
    <Panel title={t('accruals.title')} count={loan.accruals.length} table testId="loan-accruals">
      <DataTable
        columns={columns}
        rows={loan.accruals}
        rowKey={(row) => row.day}
        empty={loan.state === 'repaid' ? t('accruals.none') : t('accruals.empty')}
      />
      <PanelNote>{t('accruals.note')}</PanelNote>
    </Panel>
  );
}

/** Repayments, interest first: each one's amount split into its interest and principal parts. */
export function RepaymentsPanel({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const money = (key: 'amount' | 'interest' | 'principal'): Column<Repayment> => ({
    key,
    header: t(`repayments.columns.${key}`),
    align: 'num',
    cell: (row) => <Yen value={row[key]} />,
  });
  const columns: Column<Repayment>[] = [
    timeColumn('at', t('repayments.columns.at'), (row) => row.at),
    money('amount'),
    money('interest'),
    money('principal'),
    {
      key: 'entry',
      header: t('repayments.columns.entry'),
      className: textClass({ mono: true, muted: true }),
      cell: (row) => entry(row.entryId),
    },
  ];
  return (
    <Panel
      title={t('repayments.title')}
      count={loan.repayments.length}
      table
      testId="loan-repayments"
    >
      <DataTable
        columns={columns}
        rows={loan.repayments}
        rowKey={(row) => row.id}
        empty={t('repayments.empty')}
      />
    </Panel>
  );
}
