import { fundingAdminApi } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { DecisionButtons, type Decision } from '../../shared/ui/decision-buttons';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { RecordPage } from '../../shared/ui/record-page';
import type { QueryLike } from '../../shared/ui/state';
import { useFundingDecision } from './api';
import { BackTo, HistoryPanel, RestrictionWarning, type HistoryRow } from './detail-parts';
import { FundingDecisionDialog } from './funding-decision-dialog';
import {
  DecisionNotice,
  DualControlNotice,
  isOpen,
  type FundingKind,
  type Reviewable,
} from './review-parts';

const DECISIONS = {
  deposit: { approve: fundingAdminApi.approveDeposit, reject: fundingAdminApi.rejectDeposit },
  withdrawal: { approve: fundingAdminApi.approveWithdraw, reject: fundingAdminApi.rejectWithdraw },
} as const;

/** A deposit's or withdrawal's page from its id in the address (the list's words until it loads). */
export function FundingRequestPage<Query extends QueryLike<unknown>>({
  kind,
  param,
  useRecord,
  children,
}: {
  kind: FundingKind;
  param: string;
  useRecord: (id: number) => Query;
  children: (record: NonNullable<Query['data']>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RecordPage
      param={param}
      useRecord={useRecord}
      breadcrumb={<BackTo kind={kind} />}
      title={() =>
        kind === 'deposit' ? t('funding.depositsTitle') : t('funding.withdrawalsTitle')
      }
      notFound={t('funding_request_not_found', { ns: 'errors' })}
    >
      {(record) => children(record)}
    </RecordPage>
  );
}

/**
 * What a deposit's and a withdrawal's review pages share around their own panels (`children`):
 * the title with the decision buttons, the dual-control and decision notices, a warning about the
 * customer's restrictions, the customer's other requests, and the decision dialog.
 */
export function RequestReview({
  kind,
  item,
  badges,
  subtitle,
  restrictions,
  history,
  details,
  children,
}: {
  kind: FundingKind;
  item: Reviewable;
  badges?: ReactNode;
  subtitle?: ReactNode;
  restrictions: string[];
  history: HistoryRow[];
  /** The decision dialog's extra lines (the channel, the destination account). */
  details: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mayApprove = useMayCall(DECISIONS[kind].approve);
  const mayReject = useMayCall(DECISIONS[kind].reject);
  const mayReview = mayApprove && mayReject;
  const decide = useFundingDecision(kind);
  const [decision, setDecision] = useState<Decision | null>(null);
  const second = item.status === 'awaiting_second_approval';
  return (
    <>
      <PageHeader
        breadcrumb={<BackTo kind={kind} />}
        title={
          kind === 'deposit'
            ? t('funding.depositTitle', { orderNo: item.orderNo })
            : t('funding.withdrawalTitle', { orderNo: item.orderNo })
        }
        badges={badges}
        subtitle={subtitle}
        actions={
          isOpen(item.status) ? (
            <DecisionButtons
              allowed={mayReview}
              onDecide={setDecision}
              approveLabel={second ? t('funding.approveSecond') : t('funding.approve')}
              rejectLabel={t('funding.reject')}
            />
          ) : null
        }
      />
      <DualControlNotice item={item} />
      <DecisionNotice item={item} />
      <RestrictionWarning restrictions={restrictions} />
      {children}
      <HistoryPanel kind={kind} rows={history} />
      {mayReview ? null : <Notice tone="info">{t('funding.financeOnly')}</Notice>}
      {decision ? (
        <FundingDecisionDialog
          kind={kind}
          item={item}
          decision={decision}
          details={details}
          submit={(reason) => decide.mutateAsync({ id: item.id, decision, reason })}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}
