import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import type { Decision } from '../../shared/ui/decision-buttons';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text, textClass } from '../../shared/ui/text';
import { useKycDecision, type KycDetail } from './api';

/** Approve or reject a submission, with the reason the audit log keeps (and a rejected customer sees). */
export function KycDecisionDialog({
  detail,
  decision,
  onClose,
}: {
  detail: KycDetail;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const decide = useKycDecision();
  const approving = decision === 'approve';
  const duplicates = detail.sameDocumentElsewhere.length;
  return (
    <ReasonedActionDialog
      title={approving ? t('kyc.approveTitle') : t('kyc.rejectTitle')}
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('kyc.columns.account')} className={textClass({ mono: true })}>
            {detail.account}
          </Definition>
          <Definition label={t('kyc.name')}>
            {detail.name}
            {detail.katakanaName ? ` (${detail.katakanaName})` : ''}
          </Definition>
          <Definition label={t('kyc.columns.documentType')}>
            {labels.documentType(detail.documentType)} <Text mono>{detail.idNumber}</Text>
          </Definition>
        </DefinitionList>
      }
      reasonLabel={approving ? t('kyc.approveReason') : t('kyc.rejectReason')}
      reasonHint={approving ? t('kyc.approveReasonHint') : t('kyc.rejectReasonHint')}
      confirmLead={approving ? t('kyc.confirmApproveLead') : t('kyc.confirmRejectLead')}
      summary={
        <ActionLine
          label={t('kyc.decision')}
          action={approving ? t('kyc.approve') : t('kyc.reject')}
        />
      }
      warning={
        !approving
          ? t('kyc.rejectWarning')
          : duplicates > 0
            ? t('kyc.sameDocumentWarning', { count: duplicates })
            : undefined
      }
      confirmLabel={approving ? t('kyc.confirmApprove') : t('kyc.confirmReject')}
      danger={!approving}
      submit={(reason) => decide.mutateAsync({ verificationId: detail.id, decision, reason })}
      done={() =>
        approving
          ? t('kyc.doneApprove', { account: detail.account })
          : t('kyc.doneReject', { account: detail.account })
      }
      onClose={onClose}
    />
  );
}
