import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { Change } from '../../shared/ui/changes';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CheckboxField, Choices } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useSaveLendingQuota, type LendingQuota } from './api';
import { SymbolName, UnitInput } from './parts';
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
        <DefinitionList look="summary" compact>
          <Definition label={t('fields.symbol')}>
            <SymbolName symbol={quota.symbol} names={quota.names} />
          </Definition>
          <Definition label={t('quotas.columns.quota')}>{describe(quota.quotaShares)}</Definition>
          <Definition label={t('quotas.columns.used')} className={textClass({ tabular: true })}>
            {t('units.shares', { count: formatCount(quota.usedShares) })}
          </Definition>
        </DefinitionList>
      }
      fields={
        <Choices legend={t('quotas.mode')}>
          {MODES.map((option) => (
            <CheckboxField
              key={option}
              type="radio"
              name="quota-mode"
              value={option}
              checked={mode === option}
              onChange={() => {
                setMode(option);
                setError(null);
              }}
              label={
                option === 'default'
                  ? t('quotas.modes.default', { shares: formatCount(defaultQuota) })
                  : t(`quotas.modes.${option}`)
              }
            />
          ))}
          {mode === 'own' ? (
            <UnitInput
              label={t('quotas.sharesLabel')}
              error={error}
              hint={t('quotas.sharesHint')}
              inputMode="numeric"
              unit={t('units.sharesUnit')}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setError(null);
              }}
            />
          ) : null}
        </Choices>
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
      confirmLead={t('quotas.confirmLead')}
      summary={
        next === 'invalid' ? null : (
          <Definition label={t('quotas.columns.quota')}>
            <Change tabular={false} before={describe(quota.quotaShares)} after={describe(next)} />
          </Definition>
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
      done={() => t('quotas.done', { symbol: quota.symbol })}
      onClose={onClose}
    />
  );
}
