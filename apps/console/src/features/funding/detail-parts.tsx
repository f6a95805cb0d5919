import type { OperatorReason } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { fundingStatusColumn, reasonColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { CodeLink, CustomerLink } from '../../shared/ui/links';
import { Amount } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { BackLink } from '../../shared/ui/page-header';
import { Panel } from '../../shared/ui/panel';
import { RestrictionsCell, VerificationBadge } from '../../shared/ui/status-badges';
import type { FundingKind } from './review-parts';

/** Each kind's list, and the words of its pages. */
export const KIND_PATHS: Record<FundingKind, string> = {
  deposit: '/deposits',
  withdrawal: '/withdrawals',
};

export function BackTo({ kind }: { kind: FundingKind }) {
  const { t } = useTranslation();
  return (
    <BackLink to={KIND_PATHS[kind]}>
      {kind === 'deposit' ? t('funding.backToDeposits') : t('funding.backToWithdrawals')}
    </BackLink>
  );
}

type CustomerSummary = {
  verificationStatus: string;
  restrictions: string[];
  registeredAt: string;
};

/** Restrictions that should stop a reviewer before money moves. */
const MONEY_RESTRICTIONS = ['frozen', 'disabled', 'withdraw_barred'];

/** The customer who made the request: who they are, and whether anything stops them. */
export function CustomerPanel({
  request: { customerId, account, customer },
}: {
  request: { customerId: number; account: string; customer: CustomerSummary };
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('funding.customer')}>
      <DefinitionList look="ruled">
        <Definition label={t('funding.columns.account')}>
          <CustomerLink customerId={customerId} account={account} withId />
        </Definition>
        <Definition label={t('customer.verification')}>
          <VerificationBadge status={customer.verificationStatus} />
        </Definition>
        <Definition label={t('customers.columns.restrictions')}>
          <RestrictionsCell kinds={customer.restrictions} />
        </Definition>
        <Definition label={t('customer.registeredAt')}>
          <DateTime iso={customer.registeredAt || null} />
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

export function RestrictionWarning({ restrictions }: { restrictions: string[] }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const relevant = restrictions.filter((kind) => MONEY_RESTRICTIONS.includes(kind));
  if (relevant.length === 0) return null;
  return (
    <Notice tone="danger">
      <strong>
        {t('funding.restrictedCustomer', {
          restrictions: relevant.map((kind) => labels.restriction(kind)).join('、'),
        })}
      </strong>
    </Notice>
  );
}

export type HistoryRow = {
  id: number;
  orderNo: string;
  currency: string;
  amount: string;
  status: string;
  reviewReason: OperatorReason | null;
  createdAt: string;
  reviewedAt: string | null;
};

/** The customer's other requests of the same kind, with how each was decided. */
export function HistoryPanel({ kind, rows }: { kind: FundingKind; rows: HistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Panel
      table
      title={kind === 'deposit' ? t('funding.depositHistory') : t('funding.withdrawalHistory')}
      count={rows.length}
    >
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('funding.historyNone')}
        columns={[
          {
            key: 'orderNo',
            header: t('funding.columns.orderNo'),
            cell: (row) => <CodeLink to={`${KIND_PATHS[kind]}/${row.id}`}>{row.orderNo}</CodeLink>,
          },
          timeColumn<HistoryRow>(
            'requestedAt',
            t('funding.columns.requestedAt'),
            (row) => row.createdAt,
          ),
          {
            key: 'amount',
            header: t('funding.columns.amount'),
            align: 'num',
            cell: (row) => <Amount value={row.amount} currency={row.currency} />,
          },
          fundingStatusColumn(t('funding.columns.status')),
          timeColumn<HistoryRow>(
            'reviewedAt',
            t('funding.columns.reviewedAt'),
            (row) => row.reviewedAt,
          ),
          reasonColumn<HistoryRow>(
            'reason',
            t('funding.columns.reason'),
            (row) => row.reviewReason?.text ?? null,
          ),
        ]}
      />
    </Panel>
  );
}
