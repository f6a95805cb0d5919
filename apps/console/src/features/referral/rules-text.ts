import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import type { ChangeRow } from '../../shared/ui/changes';
import type { ReferralRules } from './api';

/** The rules in the order the page and the dialog show them. */
export const RULE_FIELDS = ['rewardAmount', 'holdDays', 'stepDeadlineDays', 'yearlyCap'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Each rule as words: the reward in yen, the others in days or rewards. */
export function useRuleText() {
  const { t } = useTranslation();
  const label = (field: RuleField) => t(`referral.fields.${field}`);
  const value = (rules: ReferralRules, field: RuleField): string => {
    switch (field) {
      case 'rewardAmount':
        return `${formatAmount(rules.rewardAmount, 'JPY')} JPY`;
      case 'yearlyCap':
        return t('referral.rewards', { count: rules.yearlyCap });
      default:
        return t('referral.days', { count: rules[field] });
    }
  };
  /** Every rule, before → after (a `ChangeList` shows the ones that differ). */
  const changes = (before: ReferralRules, after: ReferralRules): ChangeRow[] =>
    RULE_FIELDS.map((field) => ({
      label: label(field),
      before: value(before, field),
      after: value(after, field),
    }));
  return { label, value, changes };
}
