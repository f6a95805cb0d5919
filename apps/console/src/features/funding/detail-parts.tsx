import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../shared/labels';
import { DateTime } from '../../shared/ui/date-time';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { EmptyRow } from '../../shared/ui/state';
import { VerificationBadge } from '../customers/verification-badge';
import { Money } from './review-parts';

export function BackTo({ kind }: { kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  return (
    <Link to={kind === 'deposit' ? '/deposits' : '/withdrawals'}>
      <Icon name="back" />
      {kind === 'deposit' ? t('funding.backToDeposits') : t('funding.backToWithdrawals')}
    </Link>
  );
}

type CustomerSummary = {
  verificationStatus: string;
  restrictions: string[];
  registeredAt: string;
};

/** Restrictions that should stop a reviewer before money moves. */
const MONEY_RESTRICTIONS = ['frozen', 'disabled', 'withdraw_barred'];

export function CustomerPanel({
  customerId,
  account,
  customer,
}: {
  customerId: number;
  account: string;
  customer: CustomerSummary;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <section className="panel">
      <h3 className="panel-title">{t('funding.customer')}</h3>
      <dl className="definition-grid">
        <dt>{t('funding.columns.account')}</dt>
        <dd>
          <Link to={`/customers/${customerId}`} className="mono">
            {account}
          </Link>{' '}
          <span className="muted">#{customerId}</span>
        </dd>
        <dt>{t('customer.verification')}</dt>
        <dd>
          <VerificationBadge status={customer.verificationStatus} />
        </dd>
        <dt>{t('customers.columns.restrictions')}</dt>
        <dd>
          {customer.restrictions.length === 0 ? (
            <span className="muted">{t('common.none')}</span>
          ) : (
            <span className="badge-row">
              {customer.restrictions.map((kind) => (
                <Badge key={kind} tone="danger">
                  {labels.restriction(kind)}
                </Badge>
              ))}
            </span>
          )}
        </dd>
        <dt>{t('customer.registeredAt')}</dt>
        <dd>
          <DateTime iso={customer.registeredAt || null} />
        </dd>
      </dl>
    </section>
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

type HistoryRow = {
  id: number;
  orderNo: string;
  currency: string;
  amount: string;
  status: string;
  reviewReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

export function HistoryPanel({
  kind,
  rows,
}: {
  kind: 'deposit' | 'withdrawal';
  rows: HistoryRow[];
}) {
  const { t } = useTranslation();
  const base = kind === 'deposit' ? '/deposits' : '/withdrawals';
  return (
    <section className="panel table-panel">
      <h3 className="panel-title">
        {kind === 'deposit' ? t('funding.depositHistory') : t('funding.withdrawalHistory')}
        <span className="count-pill">{rows.length}</span>
      </h3>
      <table className="table">
        <thead>
          <tr>
            <th>{t('funding.columns.orderNo')}</th>
            <th>{t('funding.columns.requestedAt')}</th>
            <th className="num">{t('funding.columns.amount')}</th>
            <th>{t('funding.columns.status')}</th>
            <th>{t('funding.columns.reviewedAt')}</th>
            <th className="wide">{t('funding.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow columns={6} text={t('funding.historyNone')} /> : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={`${base}/${row.id}`} className="mono">
                  {row.orderNo}
                </Link>
              </td>
              <td>
                <DateTime iso={row.createdAt} />
              </td>
              <td className="num">
                <Money amount={row.amount} currency={row.currency} />
              </td>
              <td>
                <FundingStatusBadge status={row.status} />
              </td>
              <td>
                <DateTime iso={row.reviewedAt} />
              </td>
              <td className="prewrap">{row.reviewReason ?? <span className="muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
