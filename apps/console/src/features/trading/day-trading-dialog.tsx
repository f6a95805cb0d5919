import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { DateTime } from '../../shared/ui/date-time';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
import { useDayTradingDecision, type DayTradingApplication, type DayTradingDecision } from './api';

/** Approve or reject one application, with the reason the audit log keeps (and a rejected customer sees). */
export function DayTradingDecisionDialog({
  application,
  decision,
  onClose,
}: {
  application: DayTradingApplication;
  decision: DayTradingDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation('trading');
  const notify = useToast();
  const mutation = useDayTradingDecision();
  // One key for this decision: a retry after a lost answer replays it instead of deciding twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const approving = decision === 'approve';
  return (
    <ReasonedActionDialog
      title={
        approving
          ? t('dayTrading.approveTitle', { account: application.account })
          : t('dayTrading.rejectTitle', { account: application.account })
      }
      context={
        <dl className="summary-list compact">
          <div>
            <dt>{t('fields.account')}</dt>
            <dd>
              <Link to={`/customers/${application.customerId}`} className="mono">
                {application.account}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('dayTrading.columns.appliedAt')}</dt>
            <dd>
              <DateTime iso={application.createdAt} />
            </dd>
          </div>
        </dl>
      }
      reasonLabel={approving ? t('dayTrading.approveReason') : t('dayTrading.rejectReason')}
      reasonHint={approving ? t('dayTrading.approveReasonHint') : t('dayTrading.rejectReasonHint')}
      confirmLead={
        approving ? t('dayTrading.confirmApproveLead') : t('dayTrading.confirmRejectLead')
      }
      summary={
        <div>
          <dt>{t('dayTrading.columns.decision')}</dt>
          <dd>
            <strong>{approving ? t('dayTrading.approve') : t('dayTrading.reject')}</strong>
          </dd>
        </div>
      }
      warning={approving ? t('dayTrading.approveWarning') : t('dayTrading.rejectWarning')}
      confirmLabel={approving ? t('dayTrading.approve') : t('dayTrading.reject')}
      danger={!approving}
      submit={(reason) =>
        mutation.mutateAsync({ decision, applicationId: application.id, reason, idempotencyKey })
      }
      onClose={onClose}
      onDone={() => {
        onClose();
        notify(
          approving
            ? t('dayTrading.doneApprove', { account: application.account })
            : t('dayTrading.doneReject', { account: application.account }),
        );
      }}
    />
  );
}
