import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Change } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import { CheckboxField, FormError, FormGrid, SelectField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useSaveTradingSettings, type TradingSettings } from './api';
import { UnitInput } from './parts';
import {
  changedKeys,
  fromDraft,
  toDraft,
  type DraftField,
  type SettingsDraft,
} from './settings-form';
import { useSettingsText } from './settings-text';
import styles from './trading.module.css';

type TextField = Exclude<DraftField, 'dayTradingEnabled' | 'sellAfterTradingDays'>;

/** Text fields in form order, and the unit shown after the box. */
const TEXT_FIELDS: readonly { field: TextField; unit?: 'percent' | 'shares' | 'lots' }[] = [
  { field: 'lotShares', unit: 'shares' },
  { field: 'maxLotsPerOrder', unit: 'lots' },
  { field: 'leverageChoices' },
  { field: 'maintenanceLevelPercent', unit: 'percent' },
  { field: 'warningLevelPercent', unit: 'percent' },
  { field: 'buyFeePercent', unit: 'percent' },
  { field: 'sellFeePercent', unit: 'percent' },
  { field: 'serviceFeePercent', unit: 'percent' },
  { field: 'stampDutyPercent', unit: 'percent' },
  { field: 'defaultLendingQuotaShares', unit: 'shares' },
  { field: 'preMarketOpensAt' },
  { field: 'afterMarketOpensAt' },
  { field: 'afterMarketClosesAt' },
];

/** Edit every trading setting at once (the server takes the whole object), with a reason. */
export function SettingsDialog({
  settings,
  onClose,
}: {
  settings: TradingSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('trading');
  const save = useSaveTradingSettings();
  const text = useSettingsText();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings));
  const [invalid, setInvalid] = useState<readonly DraftField[]>([]);
  const [unchanged, setUnchanged] = useState(false);
  const result = fromDraft(draft);
  const next = result.ok ? result.settings : null;
  const changes = next ? changedKeys(settings, next) : [];

  function set<K extends DraftField>(field: K, value: SettingsDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
    setUnchanged(false);
  }
  const errorOf = (field: DraftField) =>
    invalid.includes(field) ? t(`settings.errors.${field}`) : null;
  const units = { percent: '%', shares: t('units.sharesUnit'), lots: t('units.lotsUnit') };

  return (
    <ReasonedActionDialog
      wide
      title={t('settings.editTitle')}
      context={t('settings.editContext')}
      fields={
        <FormGrid>
          {TEXT_FIELDS.map(({ field, unit }) => (
            <UnitInput
              key={field}
              label={t(`settings.form.${field}`)}
              value={draft[field]}
              unit={unit ? units[unit] : undefined}
              hint={t(`settings.formHints.${field}`)}
              error={errorOf(field)}
              onChange={(value) => set(field, value)}
            />
          ))}
          <SelectField
            label={t('settings.form.sellAfterTradingDays')}
            hint={t('settings.formHints.sellAfterTradingDays')}
            error={errorOf('sellAfterTradingDays')}
            value={draft.sellAfterTradingDays}
            onChange={(value) => set('sellAfterTradingDays', value)}
            options={(['2', '1', '0'] as const).map((days) => ({
              value: days,
              label: t(`settings.sellAfter.${days}`),
            }))}
          />
          <CheckboxField
            fullWidth
            label={t('settings.form.dayTradingEnabled')}
            checked={draft.dayTradingEnabled}
            onChange={(event) => set('dayTradingEnabled', event.target.checked)}
          />
          {unchanged ? <FormError>{t('config.unchanged', { ns: 'translation' })}</FormError> : null}
        </FormGrid>
      }
      validate={() => {
        if (!result.ok) {
          setInvalid(result.invalid);
          return false;
        }
        if (changes.length === 0) {
          setUnchanged(true);
          return false;
        }
        return true;
      }}
      reasonLabel={t('settings.reason')}
      confirmLead={t('settings.confirmLead')}
      summary={
        next ? (
          <>
            {changes.map((key) => (
              <Definition key={key} label={text.label(key)}>
                <Change before={text.value(key, settings)} after={text.value(key, next)} />
              </Definition>
            ))}
          </>
        ) : null
      }
      warning={next ? <SettingsWarnings before={settings} after={next} /> : undefined}
      confirmLabel={t('settings.confirm')}
      submit={(reason) => {
        if (!next) return Promise.reject(new Error('validated before the confirmation step'));
        return save.mutateAsync({ settings: next, reason });
      }}
      done={() => t('settings.done')}
      onClose={onClose}
    />
  );
}

/** What changing these settings does to orders and positions that already exist. */
function SettingsWarnings({ before, after }: { before: TradingSettings; after: TradingSettings }) {
  const { t } = useTranslation('trading');
  const changed = new Set(changedKeys(before, after));
  const lines = [
    t('settings.warnings.newOrders'),
    ['buyFeeRate', 'serviceFeeRate', 'sellFeeRate', 'stampDutyRate'].some((key) =>
      changed.has(key as keyof TradingSettings),
    )
      ? t('settings.warnings.rates')
      : null,
    changed.has('maintenanceLevelPercent') ? t('settings.warnings.maintenance') : null,
    changed.has('warningLevelPercent') ? t('settings.warnings.warningLevel') : null,
    changed.has('dayTradingEnabled') && !after.dayTradingEnabled
      ? t('settings.warnings.dayTradingClosed')
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <ul className={styles.warnings}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
