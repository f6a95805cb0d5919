import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tradingAdminApi } from '@kabuto/contract';
import { useMayCall } from '../../shared/operator';
import { Button } from '../../shared/ui/button';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { AuditLink } from '../../shared/ui/audit-link';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Text } from '../../shared/ui/text';
import { useTradingSettings, type TradingSettings } from './api';
import { SettingsDialog } from './settings-dialog';
import { SETTING_GROUPS, isRateKey, useSettingsText, type SettingKey } from './settings-text';

/** What a setting means, under its value, where the value alone does not say it. */
const HINTS: Partial<Record<SettingKey, true>> = {
  lotShares: true,
  maintenanceLevelPercent: true,
  warningLevelPercent: true,
  sellAfterTradingDays: true,
  defaultLendingQuotaShares: true,
  preMarketOpensAt: true,
  afterMarketOpensAt: true,
  dayTradingEnabled: true,
};

/** Lot size, leverage, fees and tax, the selling rules and the extra sessions, as in force now. */
export function TradingSettingsScreen() {
  const { t } = useTranslation('trading');
  const settings = useTradingSettings();
  const mayEdit = useMayCall(tradingAdminApi.saveSettings);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <>
            <AuditLink targetType="trading_settings">{t('settings.auditLink')}</AuditLink>
            <Button
              variant="primary"
              disabled={!mayEdit || !settings.data}
              onClick={() => setEditing(true)}
            >
              {t('common.edit', { ns: 'translation' })}
            </Button>
          </>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('settings.adminOnly')}</Notice>}
      <QueryState query={settings}>{(data) => <SettingsView settings={data} />}</QueryState>
      {settings.data && editing ? (
        <SettingsDialog settings={settings.data} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

function SettingsView({ settings }: { settings: TradingSettings }) {
  const { t } = useTranslation('trading');
  const text = useSettingsText();
  return (
    <div data-testid="trading-settings">
      <Columns>
        {SETTING_GROUPS.map(({ group, keys }) => (
          <Panel key={group} title={t(`settings.groups.${group}` as 'settings.groups.orders')}>
            <DefinitionList look="ruled" wideLabels>
              {keys.map((key) => (
                <Definition key={key} label={text.label(key)}>
                  <SettingValue settingKey={key} settings={settings}>
                    {text.value(key, settings)}
                  </SettingValue>
                </Definition>
              ))}
            </DefinitionList>
            {group === 'rules' ? (
              <PanelNote>
                <Link to="/lending-quotas">{t('settings.quotasLink')}</Link>
              </PanelNote>
            ) : null}
          </Panel>
        ))}
      </Columns>
    </div>
  );
}

function SettingValue({
  settingKey,
  settings,
  children,
}: {
  settingKey: SettingKey;
  settings: TradingSettings;
  children: string;
}) {
  const { t } = useTranslation('trading');
  return (
    <>
      <Text strong tabular>
        {children}
      </Text>
      {isRateKey(settingKey) ? (
        // The exact fraction the server stores and charges with, next to the percentage.
        <Text muted small mono>
          {' '}
          ({String(settings[settingKey])})
        </Text>
      ) : null}
      {HINTS[settingKey] ? (
        <Text block muted small>
          {t(`settings.hints.${settingKey}` as 'settings.hints.lotShares')}
        </Text>
      ) : null}
    </>
  );
}
