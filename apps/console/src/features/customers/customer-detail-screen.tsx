import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLabels } from '../../shared/labels';
import { useHasRole } from '../../shared/operator';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { isRestrictionKind, useCustomerDetail, type CustomerDetail } from './api';
import { CustomerPositionsPanel } from '../trading/customer-positions-panel';
import { CustomerFundsSection } from './funds-panel';
import { RestrictionDialog, type RestrictionAction } from './restriction-dialog';
import { VerificationBadge } from './verification-badge';

/** The server's roles for /customers/restrict and /customers/lift, and for /audit/list. */
const RESTRICT_ROLES = ['compliance'] as const;
const AUDIT_ROLES = ['compliance'] as const;

function parseCustomerId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function CustomerDetailScreen() {
  const { t } = useTranslation();
  const customerId = parseCustomerId(useParams().customerId);
  if (customerId === null) {
    return (
      <>
        <PageHeader breadcrumb={<BackToList />} title={t('nav.customers')} />
        <Notice tone="danger">{t('account_not_found', { ns: 'errors' })}</Notice>
      </>
    );
  }
  return <CustomerDetailBody customerId={customerId} />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to="/customers">
      <Icon name="back" />
      {t('customer.backToList')}
    </Link>
  );
}

function CustomerDetailBody({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const detail = useCustomerDetail(customerId);
  if (detail.data) return <CustomerView customer={detail.data} />;
  return (
    <>
      <PageHeader breadcrumb={<BackToList />} title={t('nav.customers')} />
      {detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const mayRestrict = useHasRole(RESTRICT_ROLES);
  const mayReadAudit = useHasRole(AUDIT_ROLES);
  const [action, setAction] = useState<RestrictionAction | null>(null);
  const active = customer.restrictionHistory.filter((record) => record.liftedAt === null);

  return (
    <>
      <PageHeader
        breadcrumb={<BackToList />}
        title={t('customer.title', { account: customer.account })}
        subtitle={
          <span className="badge-row">
            <VerificationBadge status={customer.verificationStatus} />
            {customer.restrictions.map((kind) => (
              <Badge key={kind} tone="danger">
                {labels.restriction(kind)}
              </Badge>
            ))}
          </span>
        }
        actions={
          <>
            {mayReadAudit ? (
              <Link className="btn" to={`/audit?targetType=customer&targetId=${customer.id}`}>
                <Icon name="audit" />
                {t('customer.auditLink')}
              </Link>
            ) : null}
            <button
              type="button"
              className="btn btn-danger"
              disabled={!mayRestrict}
              title={mayRestrict ? undefined : t('customer.complianceOnly')}
              onClick={() => setAction({ type: 'set' })}
            >
              {t('customer.setRestriction')}
            </button>
          </>
        }
      />
      {mayRestrict ? null : <Notice tone="info">{t('customer.complianceOnly')}</Notice>}

      <div className="grid-2">
        <section className="panel">
          <h3 className="panel-title">{t('customer.profile')}</h3>
          <dl className="definition-grid">
            <dt>{t('customer.id')}</dt>
            <dd className="mono">{customer.id}</dd>
            <dt>{t('customer.account')}</dt>
            <dd className="mono">{customer.account}</dd>
            <dt>{t('customer.verification')}</dt>
            <dd>
              <VerificationBadge status={customer.verificationStatus} />
            </dd>
            <dt>{t('customer.registeredAt')}</dt>
            <dd>
              <DateTime iso={customer.registeredAt} />
            </dd>
            <dt>{t('customer.invitationCode')}</dt>
            <dd className="mono">{customer.invitationCode}</dd>
            <dt>{t('customer.registeredWithCode')}</dt>
            <dd className="mono">
              {customer.registeredWithCode || <span className="muted">—</span>}
            </dd>
          </dl>
        </section>

        <section className="panel">
          <h3 className="panel-title">
            {t('customer.activeRestrictions')}
            <span className="count-pill">{active.length}</span>
          </h3>
          {active.length === 0 ? (
            <p className="panel-empty">{t('customer.noActiveRestrictions')}</p>
          ) : (
            <ul className="restriction-list">
              {active.map((record) => (
                <li key={record.id}>
                  <div className="restriction-head">
                    <Badge tone="danger">{labels.restriction(record.kind)}</Badge>
                    <span className="muted">
                      {t('customer.since')} <DateTime iso={record.createdAt} />
                    </span>
                    <span className="toolbar-spacer" />
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!mayRestrict || !isRestrictionKind(record.kind)}
                      title={mayRestrict ? undefined : t('customer.complianceOnly')}
                      onClick={() => {
                        if (isRestrictionKind(record.kind)) {
                          setAction({
                            type: 'lift',
                            kind: record.kind,
                            originalReason: record.reason,
                          });
                        }
                      }}
                    >
                      {t('customer.lift')}
                    </button>
                  </div>
                  <div className="restriction-reason">
                    <span className="muted">{t('customer.reason')}</span>
                    <span className="prewrap">{record.reason}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <CustomerPositionsPanel customerId={customer.id} />

      <CustomerFundsSection customerId={customer.id} />

      <section className="panel table-panel">
        <h3 className="panel-title">
          {t('customer.history')}
          <span className="count-pill">{customer.restrictionHistory.length}</span>
        </h3>
        <table className="table">
          <thead>
            <tr>
              <th>{t('customer.historyColumns.kind')}</th>
              <th>{t('customer.historyColumns.state')}</th>
              <th>{t('customer.historyColumns.setAt')}</th>
              <th className="wide">{t('customer.historyColumns.reason')}</th>
              <th>{t('customer.historyColumns.liftedAt')}</th>
              <th className="wide">{t('customer.historyColumns.liftReason')}</th>
            </tr>
          </thead>
          <tbody>
            {customer.restrictionHistory.length === 0 ? (
              <EmptyRow columns={6} text={t('customer.historyEmpty')} />
            ) : null}
            {customer.restrictionHistory.map((record) => (
              <tr key={record.id}>
                <td className="nowrap">{labels.restriction(record.kind)}</td>
                <td>
                  {record.liftedAt === null ? (
                    <Badge tone="danger">{t('customer.stateActive')}</Badge>
                  ) : (
                    <Badge>{t('customer.stateLifted')}</Badge>
                  )}
                </td>
                <td>
                  <DateTime iso={record.createdAt} />
                </td>
                <td className="prewrap">{record.reason}</td>
                <td>
                  <DateTime iso={record.liftedAt} />
                </td>
                <td className="prewrap">{record.liftReason ?? <span className="muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {action ? (
        <RestrictionDialog customer={customer} action={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}
