import { LOCALES, type Locale } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { Button } from '../../shared/ui/button';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Field, TextField } from '../../shared/ui/field';
import { CustomerLink } from '../../shared/ui/links';
import { SignedAmount } from '../../shared/ui/money';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { VerificationBadge } from '../../shared/ui/status-badges';
import { Text, textClass } from '../../shared/ui/text';
import { useReviewLeader, type LeaderApplication } from './api';
import type { DraftErrors } from './copy-form';
import {
  LEADER_DESCRIPTION_MAX_CHARS,
  LEADER_NAME_MAX_CHARS,
  approvalFromDraft,
  blankApproval,
  type ApprovalDraft,
} from './leader-form';
import { Count } from './parts';
import styles from './copy.module.css';

/** A language's name in the console's language ("英語"). */
function useLanguageName() {
  const { t } = useTranslation();
  return (language: Locale) => t(`language.names.${language}`);
}

/** The applicant as both review dialogs show them: account, verification, trading history. */
function ApplicantContext({ application }: { application: LeaderApplication }) {
  const { t } = useTranslation('copy');
  return (
    <DefinitionList look="summary" compact>
      <Definition label={t('leaders.columns.account')}>
        <CustomerLink customerId={application.customerId} account={application.account} withId />
      </Definition>
      <Definition label={t('leaders.columns.verification')}>
        <VerificationBadge status={application.verificationStatus} />
      </Definition>
      <Definition label={t('leaders.columns.submittedAt')}>
        <DateTime iso={application.submittedAt} />
      </Definition>
      <Definition label={t('leaders.columns.firstTradeAt')}>
        <DateTime iso={application.firstTradeAt} />
      </Definition>
      <Definition label={t('leaders.columns.closedPositions')}>
        <Count count={application.closedPositions} />
      </Definition>
      <Definition label={t('leaders.columns.realizedPnl')}>
        <SignedAmount value={application.realizedPnl} currency="JPY" />
      </Definition>
    </DefinitionList>
  );
}

/** What the applicant wrote, as written, tagged with the language they wrote it in. */
export function ApplicantText({ application }: { application: LeaderApplication }) {
  const { t } = useTranslation('copy');
  const languageName = useLanguageName();
  return (
    <section className={styles.applicantText} aria-label={t('leaders.applicantText')}>
      <Text small muted block>
        {t('leaders.applicantText')} · {languageName(application.locale)}
      </Text>
      <Text strong block>
        <span lang={application.locale}>{application.displayName}</span>
      </Text>
      <Text prewrap block>
        <span lang={application.locale}>{application.profile}</span>
      </Text>
    </section>
  );
}

/**
 * Approving publishes a leader strategy: its names and description are the operator's, in every
 * language (followers never read a language not theirs, and the applicant's words are not
 * published unreviewed), written beside what the applicant wrote; with a note for the audit log.
 */
export function ApproveLeaderDialog({
  application,
  onClose,
}: {
  application: LeaderApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const languageName = useLanguageName();
  const review = useReviewLeader();
  const [draft, setDraft] = useState<ApprovalDraft>(blankApproval);
  const [errors, setErrors] = useState<DraftErrors>({});
  const result = approvalFromDraft(draft);
  const { account } = application;
  const errorOf = (key: string) => {
    const found = errors[key];
    return found ? translateErrorKey(found) : null;
  };
  const label = (field: 'publishedName' | 'publishedDescription', language: Locale) =>
    t('inLanguage', { field: t(`leaders.${field}`), language: languageName(language) });

  function set(field: keyof ApprovalDraft, language: Locale, value: string) {
    setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
    setErrors((current) => ({ ...current, [`${field}.${language}`]: undefined }));
  }
  /** The applicant's own words as a start in their language: the operator still edits and confirms them. */
  function startFromApplicant() {
    set('names', application.locale, application.displayName.slice(0, LEADER_NAME_MAX_CHARS));
    set('description', application.locale, application.profile);
  }

  const fields = (
    <div className={styles.review}>
      <div className={styles.reviewSide}>
        <ApplicantText application={application} />
        <Button small onClick={startFromApplicant}>
          {t('leaders.startFromApplicant', { language: languageName(application.locale) })}
        </Button>
      </div>
      <fieldset className={styles.reasons}>
        <legend>{t('leaders.published')}</legend>
        <p className={styles.note}>{t('leaders.publishedLead')}</p>
        {LOCALES.map((language) => (
          <div key={language} className={styles.publishedLanguage}>
            <TextField
              label={label('publishedName', language)}
              lang={language}
              value={draft.names[language]}
              error={errorOf(`names.${language}`)}
              maxLength={LEADER_NAME_MAX_CHARS}
              onChange={(value) => set('names', language, value)}
            />
            <Field
              label={label('publishedDescription', language)}
              error={errorOf(`description.${language}`)}
            >
              {(control) => (
                <textarea
                  {...control}
                  lang={language}
                  rows={3}
                  maxLength={LEADER_DESCRIPTION_MAX_CHARS}
                  value={draft.description[language]}
                  onChange={(event) => set('description', language, event.target.value)}
                />
              )}
            </Field>
          </div>
        ))}
      </fieldset>
    </div>
  );

  return (
    <ReasonedActionDialog
      wide
      title={t('leaders.approveTitle', { account })}
      context={<ApplicantContext application={application} />}
      fields={fields}
      validate={() => {
        if (result.ok) return true;
        setErrors(result.errors);
        return false;
      }}
      reasonLabel={t('leaders.approveReason')}
      confirmLead={t('leaders.approveLead')}
      summary={
        <>
          <ActionLine label={t('leaders.columns.decision')} action={t('leaders.approve')} />
          {result.ok
            ? LOCALES.map((language) => (
                <Definition
                  key={language}
                  label={languageName(language)}
                  className={textClass({ prewrap: true })}
                >
                  <span lang={language}>
                    <strong>{result.body.names[language]}</strong>
                    {'\n'}
                    {result.body.description[language]}
                  </span>
                </Definition>
              ))
            : null}
        </>
      }
      warning={t('leaders.approveWarning')}
      confirmLabel={t('leaders.approve')}
      submit={(reason) => {
        if (!result.ok) throw new Error('validated before the confirmation step');
        return review.mutateAsync({
          applicationId: application.id,
          decision: 'approve',
          ...result.body,
          reason,
        });
      }}
      done={() =>
        t('leaders.doneApprove', { name: result.ok ? result.body.names[locale] : account })
      }
      onClose={onClose}
    />
  );
}

/** Rejecting tells the applicant why, in the language the console is in (sent with it). */
export function RejectLeaderDialog({
  application,
  onClose,
}: {
  application: LeaderApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const languageName = useLanguageName();
  const review = useReviewLeader();
  const { account } = application;
  return (
    <ReasonedActionDialog
      title={t('leaders.rejectTitle', { account })}
      context={
        <div className={styles.stacked}>
          <ApplicantContext application={application} />
          <ApplicantText application={application} />
        </div>
      }
      reasonLabel={t('leaders.rejectReason')}
      reasonHint={t('leaders.rejectReasonHint', { language: languageName(locale) })}
      confirmLead={t('leaders.rejectLead')}
      summary={<ActionLine label={t('leaders.columns.decision')} action={t('leaders.reject')} />}
      warning={t('leaders.rejectWarning')}
      confirmLabel={t('leaders.reject')}
      danger
      submit={(reason) =>
        review.mutateAsync({ applicationId: application.id, decision: 'reject', reason })
      }
      done={() => t('leaders.doneReject', { account })}
      onClose={onClose}
    />
  );
}
