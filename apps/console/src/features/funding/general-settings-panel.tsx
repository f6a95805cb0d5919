import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Panel } from '../../shared/ui/panel';
import { Text, textClass } from '../../shared/ui/text';
import type { FundingSettings } from './api';

/** The thresholds and hours that apply to every currency, as they stand. */
export function GeneralSettingsPanel({
  general,
  mayEdit,
  onEdit,
}: {
  general: FundingSettings['general'];
  mayEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const tabular = textClass({ tabular: true });
  const businessDays = (
    <Text muted small>
      {t('settings.businessDays')}
    </Text>
  );
  return (
    <Panel
      title={t('settings.general')}
      actions={
        <Button small disabled={!mayEdit} onClick={onEdit}>
          {t('common.edit')}
        </Button>
      }
    >
      <DefinitionList look="ruled" wideLabels>
        <Definition
          label={t('settings.fields.dualControlThresholdJpy')}
          className={textClass({ strong: true, tabular: true })}
        >
          {formatAmount(general.dualControlThresholdJpy, 'JPY')} JPY
          <Text block muted small>
            {t('settings.dualControlHint')}
          </Text>
        </Definition>
        <Definition label={t('settings.fields.depositWindow')} className={tabular}>
          {general.depositWindow.opensAt} – {general.depositWindow.closesAt} {businessDays}
        </Definition>
        <Definition label={t('settings.fields.withdrawWindow')} className={tabular}>
          {general.withdrawWindow.opensAt} – {general.withdrawWindow.closesAt} {businessDays}
        </Definition>
        <Definition label={t('settings.fields.fxQuoteTtlSeconds')} className={tabular}>
          {t('settings.seconds', { count: general.fxQuoteTtlSeconds })}
        </Definition>
        <Definition label={t('settings.fields.fxRatesSource')}>
          {t(`settings.ratesSource.${general.fxRatesSource}`)}
        </Definition>
        <Definition label={t('settings.fields.fundPassword')} className={tabular}>
          {t('settings.fundPasswordRule', {
            failures: general.fundPasswordMaxFailures,
            minutes: Math.round(general.fundPasswordWindowSeconds / 60),
          })}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}
