import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { Field } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
import { useSaveLendingQuota, type LendingQuota } from './api';
import { SymbolName } from './parts';
import { MODES, modeOf, quotaToSend, type Mode } from './quota-form';

/** Set a symbol's own quota, return it to the default, or close it, with a reason. */
export function LendingQuotaDialog({
  quota,
  defaultQuota,
  onClose,
}: {
  quota: LendingQuota;
  defaultQuota: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('trading');
  const notify = useToast();
  const save = useSaveLendingQuota();
  const [mode, setMode] = useState<Mode>(modeOf(quota.quotaShares));
  const [typed, setTyped] = useState(quota.quotaShares ? String(quota.quotaShares) : '');
  const [error, setError] = useState<string | null>(null);
  const next = quotaToSend(mode, typed);

  const describe = (shares: number | null) =>
    shares === null
      ? t('quotas.defaultWithShares', { shares: formatCount(defaultQuota) })
      : shares === 0
        ? t('quotas.closed')
        : t('units.shares', { count: formatCount(shares) });
  const effective = next === 'invalid' ? null : (next ?? defaultQuota);

  return (
    <ReasonedActionDialog
      title={t('quotas.editTitle', { symbol: quota.symbol })}
      context={
        <dl className="summary-list compact">
          <div>
            <dt>{t('fields.symbol')}</dt>
            <dd>
              <SymbolName symbol={quota.symbol} names={quota.names} />
            </dd>
          </div>
          <div>
            <dt>{t('quotas.columns.quota')}</dt>
            <dd>{describe(quota.quotaShares)}</dd>
          </div>
          <div>
            <dt>{t('quotas.columns.used')}</dt>
            <dd className="tabular">
              {t('units.shares', { count: formatCount(quota.usedShares) })}
            </dd>
          </div>
        </dl>
      }
      fields={
        <fieldset className="radio-group">
          <legend className="field-label">{t('quotas.mode')}</legend>
          {MODES.map((option) => (
            <label key={option} className="checkbox-field">
              <input
                type="radio"
                name="quota-mode"
                value={option}
                checked={mode === option}
                onChange={() => {
                  setMode(option);
                  setError(null);
                }}
              />
              {option === 'default'
                ? t('quotas.modes.default', { shares: formatCount(defaultQuota) })
                : t(`quotas.modes.${option}`)}
            </label>
          ))}
          {mode === 'own' ? (
            <Field label={t('quotas.sharesLabel')} error={error} hint={t('quotas.sharesHint')}>
              {(control) => (
                <span className="unit-input">
                  <input
                    {...control}
                    className="tabular"
                    inputMode="numeric"
                    value={typed}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setError(null);
                    }}
                  />
                  <span className="unit">{t('units.sharesUnit')}</span>
                </span>
              )}
            </Field>
          ) : null}
        </fieldset>
      }
      validate={() => {
        if (next === 'invalid') {
          setError(t('quotas.sharesInvalid'));
          return false;
        }
        if (next === quota.quotaShares) {
          setError(t('config.unchanged', { ns: 'translation' }));
          return false;
        }
        return true;
      }}
      reasonLabel={t('quotas.reason')}
      reasonHint={t('common.auditReasonHint', { ns: 'translation' })}
      confirmLead={t('quotas.confirmLead')}
      summary={
        next === 'invalid' ? null : (
          <div>
            <dt>{t('quotas.columns.quota')}</dt>
            <dd>
              <span className="diff-removed-text">{describe(quota.quotaShares)}</span> →{' '}
              <span className="diff-added-text">{describe(next)}</span>
            </dd>
          </div>
        )
      }
      warning={
        next === 0
          ? t('quotas.closeWarning')
          : effective !== null && effective < quota.usedShares
            ? t('quotas.belowUsedWarning', { used: formatCount(quota.usedShares) })
            : undefined
      }
      confirmLabel={t('quotas.confirm')}
      danger={next === 0}
      submit={(reason) => {
        if (next === 'invalid') return Promise.reject(new Error('validated before confirmation'));
        return save.mutateAsync({ symbol: quota.symbol, quotaShares: next, reason });
      }}
      onClose={onClose}
      onDone={() => {
        onClose();
        notify(t('quotas.done', { symbol: quota.symbol }));
      }}
    />
  );
}
