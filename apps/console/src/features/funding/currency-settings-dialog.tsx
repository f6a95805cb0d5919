import type { z } from 'zod';
import { fundingCurrencySettings } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { ChangeList, type ChangeRow } from '../../shared/ui/changes';
import { CheckboxField, FormError, FormGrid, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import type { FundingSettings } from './api';
import { TABULAR, useSettingsForm } from './settings-parts';

type CurrencyLimits = FundingSettings['currencies'][number];

const AMOUNT_KEYS = [
  'depositMin',
  'depositMax',
  'withdrawMin',
  'withdrawMax',
  'withdrawFee',
] as const;
const SWITCHES = [
  ['depositsEnabled', 'deposits'],
  ['withdrawalsEnabled', 'withdrawals'],
] as const;

/** Editing one currency's limits: the form, the changes to confirm, the reason. */
export function CurrencyDialog({
  limits,
  onClose,
}: {
  limits: CurrencyLimits;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    depositsEnabled: limits.depositsEnabled,
    withdrawalsEnabled: limits.withdrawalsEnabled,
    // As the operator types them: the contract checks them when the form is confirmed.
    depositMin: String(limits.depositMin),
    depositMax: String(limits.depositMax),
    withdrawMin: String(limits.withdrawMin),
    withdrawMax: String(limits.withdrawMax),
    withdrawFee: String(limits.withdrawFee),
    quickAmounts: limits.quickAmounts.join(', '),
  });
  const { draft, set } = form;
  const next = {
    currency: limits.currency,
    depositsEnabled: draft.depositsEnabled,
    withdrawalsEnabled: draft.withdrawalsEnabled,
    ...Object.fromEntries(AMOUNT_KEYS.map((key) => [key, draft[key].trim()])),
    quickAmounts: draft.quickAmounts
      .split(/[,\s、]+/u)
      .map((amount) => amount.trim())
      .filter(Boolean),
  } as z.input<typeof fundingCurrencySettings>;
  const onOff = (on: boolean) => (on ? t('settings.on') : t('settings.off'));
  const rows: ChangeRow[] = [
    ...SWITCHES.map(([key, column]) => ({
      label: t(`settings.columns.${column}`),
      before: onOff(limits[key]),
      after: onOff(next[key]),
    })),
    ...AMOUNT_KEYS.map((key) => ({
      label: t(`settings.columns.${key}`),
      before: limits[key],
      after: next[key],
    })),
    {
      label: t('settings.columns.quickAmounts'),
      before: limits.quickAmounts.join(', '),
      after: next.quickAmounts.join(', '),
    },
  ];
  return (
    <ReasonedActionDialog
      wide
      title={t('settings.editCurrency', { currency: limits.currency })}
      context={t('settings.editContext')}
      fields={
        <FormGrid>
          {SWITCHES.map(([key]) => (
            <CheckboxField
              key={key}
              label={t(`settings.${key}`)}
              checked={draft[key]}
              onChange={(event) => set(key)(event.target.checked)}
            />
          ))}
          {AMOUNT_KEYS.map((key) => (
            <TextField
              key={key}
              className={TABULAR}
              label={`${t(`settings.columns.${key}`)} (${limits.currency})`}
              value={draft[key]}
              onChange={set(key)}
            />
          ))}
          <TextField
            className={TABULAR}
            label={t('settings.columns.quickAmounts')}
            value={draft.quickAmounts}
            hint={t('settings.quickAmountsHint')}
            onChange={set('quickAmounts')}
          />
          {form.error ? <FormError>{form.error}</FormError> : null}
        </FormGrid>
      }
      validate={() =>
        form.check(
          fundingCurrencySettings.safeParse(next).success,
          rows.some((row) => row.before !== row.after),
        )
      }
      confirmLead={t('settings.confirmLead')}
      summary={<ChangeList rows={rows} />}
      confirmLabel={t('settings.confirm')}
      submit={(reason) => form.save({ currencies: [fundingCurrencySettings.parse(next)], reason })}
      done={() => t('settings.doneCurrency', { currency: limits.currency })}
      onClose={onClose}
    />
  );
}
