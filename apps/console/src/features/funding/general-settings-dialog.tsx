import type { z } from 'zod';
import { fundingGeneralSettings } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { ChangeList, type ChangeRow } from '../../shared/ui/changes';
import { FormError, FormGrid, SelectField, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import type { FundingSettings } from './api';
import { TABULAR, useSettingsForm } from './settings-parts';

type General = FundingSettings['general'];
type Window = General['depositWindow'];

/** The hours of the two windows, as typed. */
const HOURS = ['depositOpensAt', 'depositClosesAt', 'withdrawOpensAt', 'withdrawClosesAt'] as const;
/** Whole numbers: the quote's lifetime and the fund password's lock-out rule. */
const COUNTS = [
  'fxQuoteTtlSeconds',
  'fundPasswordMaxFailures',
  'fundPasswordWindowSeconds',
] as const;

function draftOf(general: General) {
  return {
    dualControlThresholdJpy: String(general.dualControlThresholdJpy),
    depositOpensAt: general.depositWindow.opensAt,
    depositClosesAt: general.depositWindow.closesAt,
    withdrawOpensAt: general.withdrawWindow.opensAt,
    withdrawClosesAt: general.withdrawWindow.closesAt,
    fxQuoteTtlSeconds: String(general.fxQuoteTtlSeconds),
    fxRatesSource: general.fxRatesSource,
    fundPasswordMaxFailures: String(general.fundPasswordMaxFailures),
    fundPasswordWindowSeconds: String(general.fundPasswordWindowSeconds),
  };
}

const RATES_SOURCES = ['embedded', 'stored'] as const;

const hours = (window: Window) => `${window.opensAt}–${window.closesAt}`;

/** Editing the general settings: the form, the changes to confirm, the reason for the audit log. */
export function GeneralDialog({ general, onClose }: { general: General; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSettingsForm(draftOf(general));
  const { draft, set } = form;
  const next: z.input<typeof fundingGeneralSettings> = {
    dualControlThresholdJpy: draft.dualControlThresholdJpy.trim(),
    depositWindow: { opensAt: draft.depositOpensAt.trim(), closesAt: draft.depositClosesAt.trim() },
    withdrawWindow: {
      opensAt: draft.withdrawOpensAt.trim(),
      closesAt: draft.withdrawClosesAt.trim(),
    },
    fxQuoteTtlSeconds: Number(draft.fxQuoteTtlSeconds),
    fxRatesSource: draft.fxRatesSource,
    fundPasswordMaxFailures: Number(draft.fundPasswordMaxFailures),
    fundPasswordWindowSeconds: Number(draft.fundPasswordWindowSeconds),
  };
  const label = (key: string) => t(`settings.fields.${key}` as 'settings.fields.depositWindow');
  const rows: ChangeRow[] = [
    {
      label: label('dualControlThresholdJpy'),
      before: general.dualControlThresholdJpy,
      after: next.dualControlThresholdJpy,
    },
    {
      label: label('depositWindow'),
      before: hours(general.depositWindow),
      after: hours(next.depositWindow),
    },
    {
      label: label('withdrawWindow'),
      before: hours(general.withdrawWindow),
      after: hours(next.withdrawWindow),
    },
    ...COUNTS.map((key) => ({
      label: label(key),
      before: String(general[key]),
      after: draft[key].trim(),
    })),
    {
      label: label('fxRatesSource'),
      before: t(`settings.ratesSource.${general.fxRatesSource}`),
      after: t(`settings.ratesSource.${next.fxRatesSource}`),
    },
  ];
  const textField = (key: (typeof HOURS)[number] | (typeof COUNTS)[number]) => (
    <TextField
      key={key}
      className={TABULAR}
      label={label(key)}
      value={draft[key]}
      onChange={set(key)}
    />
  );
  return (
    <ReasonedActionDialog
      wide
      title={t('settings.editGeneral')}
      context={t('settings.editContext')}
      fields={
        <FormGrid>
          <TextField
            className={TABULAR}
            label={`${label('dualControlThresholdJpy')} (JPY)`}
            value={draft.dualControlThresholdJpy}
            onChange={set('dualControlThresholdJpy')}
            hint={t('settings.dualControlHint')}
          />
          <span />
          {HOURS.map(textField)}
          {textField('fxQuoteTtlSeconds')}
          <SelectField
            label={label('fxRatesSource')}
            value={draft.fxRatesSource}
            onChange={(value) => set('fxRatesSource')(value === 'stored' ? 'stored' : 'embedded')}
            options={RATES_SOURCES.map((source) => ({
              value: source,
              label: t(`settings.ratesSource.${source}`),
            }))}
          />
          {textField('fundPasswordMaxFailures')}
          {textField('fundPasswordWindowSeconds')}
          {form.error ? <FormError>{form.error}</FormError> : null}
        </FormGrid>
      }
      validate={() =>
        form.check(
          fundingGeneralSettings.safeParse(next).success,
          rows.some((row) => row.before !== row.after),
        )
      }
      confirmLead={t('settings.confirmLead')}
      summary={<ChangeList rows={rows} />}
      warning={
        next.dualControlThresholdJpy !== general.dualControlThresholdJpy
          ? t('settings.thresholdWarning')
          : undefined
      }
      confirmLabel={t('settings.confirm')}
      submit={(reason) =>
        form.save({ general: fundingGeneralSettings.parse(next), currencies: [], reason })
      }
      done={() => t('settings.done')}
      onClose={onClose}
    />
  );
}
