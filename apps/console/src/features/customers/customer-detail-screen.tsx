import { adminApi } from '@kabuto/contract';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { useMayCall } from '../../shared/operator';
import { Button } from '../../shared/ui/button';
import { reasonColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { AuditLink } from '../../shared/ui/audit-link';
import { Badge, Notice } from '../../shared/ui/notice';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelEmpty } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { RestrictionBadges, VerificationBadge } from '../../shared/ui/status-badges';
import { Dash, Text, textClass } from '../../shared/ui/text';
import { isRestrictionKind, useCustomerDetail, type CustomerDetail } from './api';
import styles from './customers.module.css';
import { CustomerFundsSection } from './funds-panel';
import { RestrictionDialog, type RestrictionAction } from './restriction-dialog';

/**
 * What other desks keep about the customer (their orders and positions), shown on this page. The
 * app composes them (app/navigation.tsx): a feature never imports another.
 */
export type CustomerPanel = ComponentType<{ customerId: number }>;

export function CustomerDetailScreen({ panels = [] }: { panels?: readonly CustomerPanel[] }) {
  const { t } = useTranslation();
  return (
    <RecordPage
      param="customerId"
      useRecord={useCustomerDetail}
      breadcrumb={<BackLink to="/customers">{t('customer.backToList')}</BackLink>}
      title={() => t('nav.customers')}
      notFound={t('account_not_found', { ns: 'errors' })}
    >
      {(customer) => <CustomerView customer={customer} panels={panels} />}
    </RecordPage>
  );
}

type Restriction = CustomerDetail['restrictionHistory'][number];

function CustomerView({
  customer,
  panels,
}: {
  customer: CustomerDetail;
  panels: readonly CustomerPanel[];
}) {
  const { t } = useTranslation();
  const mayRestrict = useMayCall(adminApi.restrict);
  const [action, setAction] = useState<RestrictionAction | null>(null);

  return (
    <>
      <PageHeader
        breadcrumb={<BackLink to="/customers">{t('customer.backToList')}</BackLink>}
        title={t('customer.title', { account: customer.account })}
        badges={
          <>
            <VerificationBadge status={customer.verificationStatus} />
            <RestrictionBadges kinds={customer.restrictions} />
          </>
        }
        actions={
          <>
            <AuditLink targetType="customer" targetId={customer.id}>
              {t('customer.auditLink')}
            </AuditLink>
            <Button
              variant="danger"
              disabled={!mayRestrict}
              title={mayRestrict ? undefined : t('customer.complianceOnly')}
              onClick={() => setAction({ type: 'set' })}
            >
              {t('customer.setRestriction')}
            </Button>
          </>
        }
      />
      {mayRestrict ? null : <Notice tone="info">{t('customer.complianceOnly')}</Notice>}

      <Columns>
        <Panel title={t('customer.profile')}>
          <DefinitionList look="ruled">
            <Definition label={t('customer.id')} className={textClass({ mono: true })}>
              {customer.id}
            </Definition>
            <Definition label={t('customer.account')} className={textClass({ mono: true })}>
              {customer.account}
            </Definition>
            <Definition label={t('customer.verification')}>
              <VerificationBadge status={customer.verificationStatus} />
            </Definition>
            <Definition label={t('customer.registeredAt')}>
              <DateTime iso={customer.registeredAt} />
            </Definition>
            <Definition label={t('customer.invitationCode')} className={textClass({ mono: true })}>
              {customer.invitationCode}
            </Definition>
            <Definition
              label={t('customer.registeredWithCode')}
              className={textClass({ mono: true })}
            >
              {customer.registeredWithCode || <Dash />}
            </Definition>
          </DefinitionList>
        </Panel>
        <ActiveRestrictions customer={customer} onLift={setAction} />
      </Columns>

      {panels.map((Panel, index) => (
        <Panel key={index} customerId={customer.id} />
      ))}

      <CustomerFundsSection customerId={customer.id} />
      <RestrictionHistory history={customer.restrictionHistory} />

      {action ? (
        <RestrictionDialog customer={customer} action={action} onClose={() => setAction(null)} />
      ) : null}
    </>
  );
}

/** The restrictions in force, each with its reason and a button to lift it. */
function ActiveRestrictions({
  customer,
  onLift,
}: {
  customer: CustomerDetail;
  onLift: (action: RestrictionAction) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const mayLift = useMayCall(adminApi.lift);
  const active = customer.restrictionHistory.filter((record) => record.liftedAt === null);
  return (
    <Panel title={t('customer.activeRestrictions')} count={active.length}>
      {active.length === 0 ? (
        <PanelEmpty>{t('customer.noActiveRestrictions')}</PanelEmpty>
      ) : (
        <ul className={styles.restrictions} data-testid="active-restrictions">
          {active.map((record) => (
            <li key={record.id}>
              <div className={styles.restrictionHead}>
                <Badge tone="danger">{labels.restriction(record.kind)}</Badge>
                <Text muted>
                  {t('customer.since')} <DateTime iso={record.createdAt} />
                </Text>
                <span className={styles.spacer} />
                <Button
                  small
                  disabled={!mayLift || !isRestrictionKind(record.kind)}
                  title={mayLift ? undefined : t('customer.complianceOnly')}
                  onClick={() => {
                    if (isRestrictionKind(record.kind)) {
                      onLift({ type: 'lift', kind: record.kind, originalReason: record.reason });
                    }
                  }}
                >
                  {t('customer.lift')}
                </Button>
              </div>
              <div className={styles.restrictionReason}>
                <span className={styles.restrictionReasonLabel}>{t('customer.reason')}</span>
                <Text prewrap>{record.reason}</Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Every restriction ever set on the customer, lifted ones with who lifted them and why. */
function RestrictionHistory({ history }: { history: Restriction[] }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Panel table title={t('customer.history')} count={history.length}>
      <DataTable
        rows={history}
        rowKey={(record) => record.id}
        empty={t('customer.historyEmpty')}
        columns={[
          textColumn<Restriction>(
            'kind',
            t('customer.historyColumns.kind'),
            (record) => labels.restriction(record.kind),
            { nowrap: true },
          ),
          {
            key: 'state',
            header: t('customer.historyColumns.state'),
            cell: (record) =>
              record.liftedAt === null ? (
                <Badge tone="danger">{t('customer.stateActive')}</Badge>
              ) : (
                <Badge>{t('customer.stateLifted')}</Badge>
              ),
          },
          timeColumn<Restriction>('setAt', t('customer.historyColumns.setAt'), (r) => r.createdAt),
          reasonColumn<Restriction>('reason', t('customer.historyColumns.reason'), (r) => r.reason),
          timeColumn<Restriction>(
            'liftedAt',
            t('customer.historyColumns.liftedAt'),
            (r) => r.liftedAt,
          ),
          reasonColumn<Restriction>(
            'liftReason',
            t('customer.historyColumns.liftReason'),
            (record) => record.liftReason,
          ),
        ]}
      />
    </Panel>
  );
}
