import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasRole } from '../../shared/operator';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Loading } from '../../shared/ui/state';
import { useTradingSettings, type TradingSettings } from './api';
import { SettingsDialog } from './settings-dialog';
import { SETTING_GROUPS, isRateKey, useSettingsText, type SettingKey } from './settings-text';
import './trading.css';

/** The server's roles for /trading/saveSettings and for /audit/list. */
const EDIT_ROLES = ['admin'] as const;
const AUDIT_ROLES = ['compliance'] as const;

/** What a setting means, under its value, where the value alone does not say it. */
const HINTS: Partial<Record<SettingKey, true>> = {
  lotShares: true,
  maintenanceLevelPercent: true,
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
  const mayEdit = useHasRole(EDIT_ROLES);
  const mayReadAudit = useHasRole(AUDIT_ROLES);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <>
            {mayReadAudit ? (
              <Link className="btn" to="/audit?targetType=trading_settings">
                <Icon name="audit" />
                {t('settings.auditLink')}
              </Link>
            ) : null}
            <button
              type="button"
              className="btn btn-primary"
              disabled={!mayEdit || !settings.data}
              onClick={() => setEditing(true)}
            >
              {t('common.edit', { ns: 'translation' })}
            </button>
          </>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('settings.adminOnly')}</Notice>}
      {settings.isError ? (
        <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.isPending ? <Loading /> : null}
      {settings.data ? <SettingsView settings={settings.data} /> : null}
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
    <div className="settings-panels">
      {SETTING_GROUPS.map(({ group, keys }) => (
        <section key={group} className="panel">
          <h3 className="panel-title">
            {t(`settings.groups.${group}` as 'settings.groups.orders')}
          </h3>
          <dl className="definition-grid two-column">
            {keys.map((key) => (
              <SettingRow key={key} settingKey={key} settings={settings} label={text.label(key)}>
                {text.value(key, settings)}
              </SettingRow>
            ))}
          </dl>
          {group === 'rules' ? (
            <p className="panel-note">
              <Link to="/lending-quotas">{t('settings.quotasLink')}</Link>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function SettingRow({
  settingKey,
  settings,
  label,
  children,
}: {
  settingKey: SettingKey;
  settings: TradingSettings;
  label: string;
  children: string;
}) {
  const { t } = useTranslation('trading');
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span className="strong tabular">{children}</span>
        {isRateKey(settingKey) ? (
          // The exact fraction the server stores and charges with, next to the percentage.
          <span className="muted small mono"> ({String(settings[settingKey])})</span>
        ) : null}
        {HINTS[settingKey] ? (
          <div className="muted small">
            {t(`settings.hints.${settingKey}` as 'settings.hints.lotShares')}
          </div>
        ) : null}
      </dd>
    </>
  );
}
