import { useTranslation } from 'react-i18next';
import type { Decision } from '../../shared/ui/decision-buttons';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { CustomerLink } from '../../shared/ui/links';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useDayTradingDecision, type DayTradingApplication } from './api';

/** Approve or reject one application, with the reason the audit log keeps (and a rejected customer sees). */
export function DayTradingDecisionDialog({
  application,
  decision,
  onClose,
}: {
  application: DayTradingApplication;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation('trading');
  const mutation = useDayTradingDecision();
  const approving = decision === 'approve';
  const { account } = application;
  return (
    <ReasonedActionDialog
      title={
        approving
          ? t('dayTrading.approveTitle', { account })
          : t('dayTrading.rejectTitle', { account })
      }
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('fields.account')}>
            <CustomerLink customerId={application.customerId} account={account} />
          </Definition>
          <Definition label={t('dayTrading.columns.appliedAt')}>
            <DateTime iso={application.createdAt} />
          </Definition>
        </DefinitionList>
      }
      reasonLabel={approving ? t('dayTrading.approveReason') : t('dayTrading.rejectReason')}
      reasonHint={approving ? t('dayTrading.approveReasonHint') : t('dayTrading.rejectReasonHint')}
      confirmLead={
        approving ? t('dayTrading.confirmApproveLead') : t('dayTrading.confirmRejectLead')
      }
      summary={
        <ActionLine
          label={t('dayTrading.columns.decision')}
          action={approving ? t('dayTrading.approve') : t('dayTrading.reject')}
        />
      }
      warning={approving ? t('dayTrading.approveWarning') : t('dayTrading.rejectWarning')}
      confirmLabel={approving ? t('dayTrading.approve') : t('dayTrading.reject')}
      danger={!approving}
      submit={(reason) => mutation.mutateAsync({ decision, applicationId: application.id, reason })}
      done={() =>
        approving
          ? t('dayTrading.doneApprove', { account })
          : t('dayTrading.doneReject', { account })
      }
      onClose={onClose}
    />
  );
}
