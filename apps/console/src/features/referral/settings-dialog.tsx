import { referralRules } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { typedCount, typedDecimal } from '../../shared/offering-input';
import { ChangeList } from '../../shared/ui/changes';
import { FormError, FormGrid, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useSaveReferralSettings, type ReferralRules } from './api';
import { RULE_FIELDS, useRuleText, type RuleField } from './rules-text';

type Draft = Record<RuleField, string>;
type Problems = Partial<Record<RuleField, string>>;

const draftOf = (rules: ReferralRules): Draft => ({
  rewardAmount: rules.rewardAmount,
  holdDays: String(rules.holdDays),
  stepDeadlineDays: String(rules.stepDeadlineDays),
  yearlyCap: String(rules.yearlyCap),
});

/**
 * Change the referral rules at once (the server takes them all), with the reason for the audit
 * log; each field is checked by the contract's own schema and refused in its own words.
 */
export function ReferralSettingsDialog({
  rules,
  onClose,
}: {
  rules: ReferralRules;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useRuleText();
  const save = useSaveReferralSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [problems, setProblems] = useState<Problems>({});
  const [unchanged, setUnchanged] = useState(false);
  const parsed = referralRules.safeParse({
    rewardAmount: typedDecimal(draft.rewardAmount),
    holdDays: typedCount(draft.holdDays),
    stepDeadlineDays: typedCount(draft.stepDeadlineDays),
    yearlyCap: typedCount(draft.yearlyCap),
  });
  const next = parsed.success ? parsed.data : null;
  const rows = next ? text.changes(rules, next) : [];

  const set = (field: RuleField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems({});
    setUnchanged(false);
  };

  return (
    <ReasonedActionDialog
      wide
      title={t('referral.edit.title')}
      context={t('referral.appliesToNew')}
      fields={
        <FormGrid>
          {RULE_FIELDS.map((field) => (
            <TextField
              key={field}
              className={textClass({ tabular: true })}
              inputMode="numeric"
              label={field === 'rewardAmount' ? `${text.label(field)} (JPY)` : text.label(field)}
              hint={t(`referral.hints.${field}`)}
              error={problems[field] ?? null}
              value={draft[field]}
              onChange={set(field)}
            />
          ))}
          {unchanged ? <FormError>{t('config.unchanged')}</FormError> : null}
        </FormGrid>
      }
      validate={() => {
        if (!parsed.success) {
          const found: Problems = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] as RuleField;
            found[field] ??= translateErrorKey(issue.message);
          }
          setProblems(found);
          return false;
        }
        const changed = rows.some((row) => row.before !== row.after);
        setUnchanged(!changed);
        return changed;
      }}
      confirmLead={t('referral.edit.confirmLead')}
      summary={<ChangeList rows={rows} />}
      warning={next && next.yearlyCap < rules.yearlyCap ? t('referral.edit.capWarning') : undefined}
      confirmLabel={t('referral.edit.confirm')}
      submit={(reason) => {
        if (!next) return Promise.reject(new Error('validated before the confirmation step'));
        return save.mutateAsync({ rules: next, reason });
      }}
      done={() => t('referral.edit.done')}
      onClose={onClose}
    />
  );
}
