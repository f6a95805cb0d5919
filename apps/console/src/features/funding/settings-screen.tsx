import { fundingCurrencySettings, fundingGeneralSettings } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { useHasRole } from '../../shared/operator';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Field } from '../../shared/ui/field';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Loading } from '../../shared/ui/state';
import { useToast } from '../../shared/ui/toast';
import { useFundingSettings, useSaveSettings, type FundingSettings } from './api';

/** The server's roles for /funding/saveSettings. */
const EDIT_ROLES = ['admin'] as const;

type General = FundingSettings['general'];
type CurrencyLimits = FundingSettings['currencies'][number];

/** Limits, fees, hours and the dual-control threshold of deposits and withdrawals. */
export function FundingSettingsScreen() {
  const { t } = useTranslation();
  const settings = useFundingSettings();
  const mayEdit = useHasRole(EDIT_ROLES);
  const [editing, setEditing] = useState<'general' | CurrencyLimits | null>(null);
  const data = settings.data;
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {mayEdit ? null : <Notice tone="info">{t('settings.adminOnly')}</Notice>}
      {settings.isError ? (
        <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.isPending ? <Loading /> : null}
      {data ? (
        <>
          <section className="panel">
            <h3 className="panel-title">
              {t('settings.general')}
              <span className="toolbar-spacer" />
              <button
                type="button"
                className="btn btn-small"
                disabled={!mayEdit}
                onClick={() => setEditing('general')}
              >
                {t('common.edit')}
              </button>
            </h3>
            <dl className="definition-grid two-column">
              <dt>{t('settings.fields.dualControlThresholdJpy')}</dt>
              <dd className="strong tabular">
                {formatAmount(data.general.dualControlThresholdJpy, 'JPY')} JPY
                <div className="muted small">{t('settings.dualControlHint')}</div>
              </dd>
              <dt>{t('settings.fields.depositWindow')}</dt>
              <dd className="tabular">
                {data.general.depositWindow.opensAt} – {data.general.depositWindow.closesAt}{' '}
                <span className="muted small">{t('settings.businessDays')}</span>
              </dd>
              <dt>{t('settings.fields.withdrawWindow')}</dt>
              <dd className="tabular">
                {data.general.withdrawWindow.opensAt} – {data.general.withdrawWindow.closesAt}{' '}
                <span className="muted small">{t('settings.businessDays')}</span>
              </dd>
              <dt>{t('settings.fields.fxQuoteTtlSeconds')}</dt>
              <dd className="tabular">
                {t('settings.seconds', { count: data.general.fxQuoteTtlSeconds })}
              </dd>
              <dt>{t('settings.fields.fxRatesSource')}</dt>
              <dd>{t(`settings.ratesSource.${data.general.fxRatesSource}`)}</dd>
              <dt>{t('settings.fields.fundPassword')}</dt>
              <dd className="tabular">
                {t('settings.fundPasswordRule', {
                  failures: data.general.fundPasswordMaxFailures,
                  minutes: Math.round(data.general.fundPasswordWindowSeconds / 60),
                })}
              </dd>
            </dl>
          </section>

          <section className="panel table-panel">
            <h3 className="panel-title">{t('settings.currencies')}</h3>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('settings.columns.currency')}</th>
                  <th>{t('settings.columns.deposits')}</th>
                  <th className="num">{t('settings.columns.depositMin')}</th>
                  <th className="num">{t('settings.columns.depositMax')}</th>
                  <th>{t('settings.columns.quickAmounts')}</th>
                  <th>{t('settings.columns.withdrawals')}</th>
                  <th className="num">{t('settings.columns.withdrawMin')}</th>
                  <th className="num">{t('settings.columns.withdrawMax')}</th>
                  <th className="num">{t('settings.columns.withdrawFee')}</th>
                  <th aria-label={t('common.edit')} />
                </tr>
              </thead>
              <tbody>
                {data.currencies.map((limits) => (
                  <tr key={limits.currency}>
                    <td className="mono strong">{limits.currency}</td>
                    <td>
                      <OnOff on={limits.depositsEnabled} />
                    </td>
                    <td className="num">{formatAmount(limits.depositMin, limits.currency)}</td>
                    <td className="num">{formatAmount(limits.depositMax, limits.currency)}</td>
                    <td className="small tabular">
                      {limits.quickAmounts
                        .map((amount) => formatAmount(amount, limits.currency))
                        .join(' / ')}
                    </td>
                    <td>
                      <OnOff on={limits.withdrawalsEnabled} />
                    </td>
                    <td className="num">{formatAmount(limits.withdrawMin, limits.currency)}</td>
                    <td className="num">{formatAmount(limits.withdrawMax, limits.currency)}</td>
                    <td className="num">{formatAmount(limits.withdrawFee, limits.currency)}</td>
                    <td className="actions">
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={!mayEdit}
                        aria-label={t('settings.editCurrency', { currency: limits.currency })}
                        onClick={() => setEditing(limits)}
                      >
                        {t('common.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
      {data && editing === 'general' ? (
        <GeneralDialog general={data.general} onClose={() => setEditing(null)} />
      ) : null}
      {data && editing && editing !== 'general' ? (
        <CurrencyDialog limits={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? <Badge tone="success">{t('settings.on')}</Badge> : <Badge>{t('settings.off')}</Badge>;
}

function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className="tabular"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function Changes({ rows }: { rows: { label: string; before: string; after: string }[] }) {
  const { t } = useTranslation();
  const changed = rows.filter((row) => row.before !== row.after);
  if (changed.length === 0) {
    return (
      <div>
        <dt>{t('settings.changes')}</dt>
        <dd className="muted">{t('audit.diff.noChange')}</dd>
      </div>
    );
  }
  return (
    <>
      {changed.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            <span className="diff-removed-text tabular">{row.before}</span> →{' '}
            <span className="diff-added-text tabular">{row.after}</span>
          </dd>
        </div>
      ))}
    </>
  );
}

function GeneralDialog({ general, onClose }: { general: General; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const save = useSaveSettings();
  const [draft, setDraft] = useState({
    dualControlThresholdJpy: general.dualControlThresholdJpy,
    depositOpensAt: general.depositWindow.opensAt,
    depositClosesAt: general.depositWindow.closesAt,
    withdrawOpensAt: general.withdrawWindow.opensAt,
    withdrawClosesAt: general.withdrawWindow.closesAt,
    fxQuoteTtlSeconds: String(general.fxQuoteTtlSeconds),
    fxRatesSource: general.fxRatesSource,
    fundPasswordMaxFailures: String(general.fundPasswordMaxFailures),
    fundPasswordWindowSeconds: String(general.fundPasswordWindowSeconds),
  });
  const [error, setError] = useState<string | null>(null);
  type Key = keyof typeof draft;
  const set = (key: Key) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };
  const next = {
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
  const rows = [
    {
      label: label('dualControlThresholdJpy'),
      before: general.dualControlThresholdJpy,
      after: next.dualControlThresholdJpy,
    },
    {
      label: label('depositWindow'),
      before: `${general.depositWindow.opensAt}–${general.depositWindow.closesAt}`,
      after: `${next.depositWindow.opensAt}–${next.depositWindow.closesAt}`,
    },
    {
      label: label('withdrawWindow'),
      before: `${general.withdrawWindow.opensAt}–${general.withdrawWindow.closesAt}`,
      after: `${next.withdrawWindow.opensAt}–${next.withdrawWindow.closesAt}`,
    },
    {
      label: label('fxQuoteTtlSeconds'),
      before: String(general.fxQuoteTtlSeconds),
      after: draft.fxQuoteTtlSeconds.trim(),
    },
    {
      label: label('fundPasswordMaxFailures'),
      before: String(general.fundPasswordMaxFailures),
      after: draft.fundPasswordMaxFailures.trim(),
    },
    {
      label: label('fundPasswordWindowSeconds'),
      before: String(general.fundPasswordWindowSeconds),
      after: draft.fundPasswordWindowSeconds.trim(),
    },
  ];
  return (
    <ReasonedActionDialog
      wide
      title={t('settings.editGeneral')}
      context={<p className="muted dialog-note">{t('settings.editContext')}</p>}
      fields={
        <div className="form-grid">
          <TextInput
            label={`${label('dualControlThresholdJpy')} (JPY)`}
            value={draft.dualControlThresholdJpy}
            onChange={set('dualControlThresholdJpy')}
            hint={t('settings.dualControlHint')}
          />
          <span />
          <TextInput
            label={t('settings.fields.depositOpensAt')}
            value={draft.depositOpensAt}
            onChange={set('depositOpensAt')}
          />
          <TextInput
            label={t('settings.fields.depositClosesAt')}
            value={draft.depositClosesAt}
            onChange={set('depositClosesAt')}
          />
          <TextInput
            label={t('settings.fields.withdrawOpensAt')}
            value={draft.withdrawOpensAt}
            onChange={set('withdrawOpensAt')}
          />
          <TextInput
            label={t('settings.fields.withdrawClosesAt')}
            value={draft.withdrawClosesAt}
            onChange={set('withdrawClosesAt')}
          />
          <TextInput
            label={label('fxQuoteTtlSeconds')}
            value={draft.fxQuoteTtlSeconds}
            onChange={set('fxQuoteTtlSeconds')}
          />
          <Field label={label('fxRatesSource')}>
            {(control) => (
              <select
                {...control}
                value={draft.fxRatesSource}
                onChange={(event) =>
                  set('fxRatesSource')(event.target.value === 'stored' ? 'stored' : 'embedded')
                }
              >
                <option value="embedded">{t('settings.ratesSource.embedded')}</option>
                <option value="stored">{t('settings.ratesSource.stored')}</option>
              </select>
            )}
          </Field>
          <TextInput
            label={label('fundPasswordMaxFailures')}
            value={draft.fundPasswordMaxFailures}
            onChange={set('fundPasswordMaxFailures')}
          />
          <TextInput
            label={label('fundPasswordWindowSeconds')}
            value={draft.fundPasswordWindowSeconds}
            onChange={set('fundPasswordWindowSeconds')}
          />
          {error ? <div className="field-error form-grid-full">{error}</div> : null}
        </div>
      }
      validate={() => {
        if (!fundingGeneralSettings.safeParse(next).success) {
          setError(t('settings.invalid'));
          return false;
        }
        if (
          rows.every((row) => row.before === row.after) &&
          next.fxRatesSource === general.fxRatesSource
        ) {
          setError(t('config.unchanged'));
          return false;
        }
        return true;
      }}
      reasonLabel={t('restrict.reason')}
      reasonHint={t('common.auditReasonHint')}
      confirmLead={t('settings.confirmLead')}
      summary={
        <Changes
          rows={[
            ...rows,
            {
              label: label('fxRatesSource'),
              before: t(`settings.ratesSource.${general.fxRatesSource}`),
              after: t(`settings.ratesSource.${next.fxRatesSource}`),
            },
          ]}
        />
      }
      warning={
        next.dualControlThresholdJpy !== general.dualControlThresholdJpy
          ? t('settings.thresholdWarning')
          : undefined
      }
      confirmLabel={t('settings.confirm')}
      submit={(reason) =>
        save.mutateAsync({ general: fundingGeneralSettings.parse(next), currencies: [], reason })
      }
      onClose={onClose}
      onDone={() => {
        notify(t('settings.done'));
        onClose();
      }}
    />
  );
}

const AMOUNT_KEYS = [
  'depositMin',
  'depositMax',
  'withdrawMin',
  'withdrawMax',
  'withdrawFee',
] as const;

function CurrencyDialog({ limits, onClose }: { limits: CurrencyLimits; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const save = useSaveSettings();
  const [draft, setDraft] = useState({
    depositsEnabled: limits.depositsEnabled,
    withdrawalsEnabled: limits.withdrawalsEnabled,
    depositMin: limits.depositMin,
    depositMax: limits.depositMax,
    withdrawMin: limits.withdrawMin,
    withdrawMax: limits.withdrawMax,
    withdrawFee: limits.withdrawFee,
    quickAmounts: limits.quickAmounts.join(', '),
  });
  const [error, setError] = useState<string | null>(null);
  const next = {
    currency: limits.currency,
    depositsEnabled: draft.depositsEnabled,
    withdrawalsEnabled: draft.withdrawalsEnabled,
    ...Object.fromEntries(AMOUNT_KEYS.map((key) => [key, draft[key].trim()])),
    quickAmounts: draft.quickAmounts
      .split(/[,\s、]+/u)
      .map((amount) => amount.trim())
      .filter(Boolean),
  } as CurrencyLimits;
  const onOff = (on: boolean) => (on ? t('settings.on') : t('settings.off'));
  const rows = [
    {
      label: t('settings.columns.deposits'),
      before: onOff(limits.depositsEnabled),
      after: onOff(next.depositsEnabled),
    },
    {
      label: t('settings.columns.withdrawals'),
      before: onOff(limits.withdrawalsEnabled),
      after: onOff(next.withdrawalsEnabled),
    },
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
      context={<p className="muted dialog-note">{t('settings.editContext')}</p>}
      fields={
        <div className="form-grid">
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={draft.depositsEnabled}
              onChange={(event) => {
                setDraft({ ...draft, depositsEnabled: event.target.checked });
                setError(null);
              }}
            />
            {t('settings.depositsEnabled')}
          </label>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={draft.withdrawalsEnabled}
              onChange={(event) => {
                setDraft({ ...draft, withdrawalsEnabled: event.target.checked });
                setError(null);
              }}
            />
            {t('settings.withdrawalsEnabled')}
          </label>
          {AMOUNT_KEYS.map((key) => (
            <TextInput
              key={key}
              label={`${t(`settings.columns.${key}`)} (${limits.currency})`}
              value={draft[key]}
              onChange={(value) => {
                setDraft({ ...draft, [key]: value });
                setError(null);
              }}
            />
          ))}
          <TextInput
            label={t('settings.columns.quickAmounts')}
            value={draft.quickAmounts}
            hint={t('settings.quickAmountsHint')}
            onChange={(value) => {
              setDraft({ ...draft, quickAmounts: value });
              setError(null);
            }}
          />
          {error ? <div className="field-error form-grid-full">{error}</div> : null}
        </div>
      }
      validate={() => {
        if (!fundingCurrencySettings.safeParse(next).success) {
          setError(t('settings.invalid'));
          return false;
        }
        if (rows.every((row) => row.before === row.after)) {
          setError(t('config.unchanged'));
          return false;
        }
        return true;
      }}
      reasonLabel={t('restrict.reason')}
      reasonHint={t('common.auditReasonHint')}
      confirmLead={t('settings.confirmLead')}
      summary={<Changes rows={rows} />}
      confirmLabel={t('settings.confirm')}
      submit={(reason) =>
        save.mutateAsync({ currencies: [fundingCurrencySettings.parse(next)], reason })
      }
      onClose={onClose}
      onDone={() => {
        notify(t('settings.doneCurrency', { currency: limits.currency }));
        onClose();
      }}
    />
  );
}
