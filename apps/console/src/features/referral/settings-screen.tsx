import { referralAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { AuditLink } from '../../shared/ui/audit-link';
import { Button } from '../../shared/ui/button';
import { ChangeList } from '../../shared/ui/changes';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Amount } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Text, textClass } from '../../shared/ui/text';
import { useReferralSettings, type ReferralSettings } from './api';
import { RULE_FIELDS, useRuleText } from './rules-text';
import { ReferralSettingsDialog } from './settings-dialog';

/**
 * The referral programme's rules (docs/referral.md): the reward, the hold, the friend's deadline
 * and the yearly cap customers read on their invitation page, and who changed them last, when and
 * why. Every desk reads them; the administrator changes them, with a reason, in the audit log.
 * New rules apply to friends who register from then on.
 */
export function ReferralSettingsScreen() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  const mayEdit = useMayCall(referralAdminApi.saveSettings);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('referral.title')}
        subtitle={t('referral.subtitle')}
        actions={
          <>
            <AuditLink targetType="referral_settings">{t('referral.auditLink')}</AuditLink>
            <Button
              variant="primary"
              disabled={!mayEdit || !settings.data}
              onClick={() => setEditing(true)}
            >
              {t('common.edit')}
            </Button>
          </>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('referral.adminOnly')}</Notice>}
      <Notice tone="info">{t('referral.appliesToNew')}</Notice>
      <QueryState query={settings}>{(data) => <SettingsView settings={data} />}</QueryState>
      {settings.data && editing ? (
        <ReferralSettingsDialog rules={settings.data.rules} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

function SettingsView({ settings }: { settings: ReferralSettings }) {
  const { t } = useTranslation();
  const text = useRuleText();
  const { rules, lastChange } = settings;
  return (
    <Columns>
      <Panel title={t('referral.rules')} testId="referral-rules">
        <DefinitionList look="ruled" wideLabels>
          {RULE_FIELDS.map((field) => (
            <Definition
              key={field}
              label={text.label(field)}
              className={textClass({ tabular: true })}
            >
              {field === 'rewardAmount' ? (
                <Amount value={rules.rewardAmount} currency="JPY" />
              ) : (
                text.value(rules, field)
              )}
            </Definition>
          ))}
        </DefinitionList>
        <PanelNote>{t('referral.rulesNote')}</PanelNote>
      </Panel>
      <Panel title={t('referral.lastChange.title')} testId="referral-last-change">
        {lastChange ? (
          <DefinitionList look="ruled" wideLabels>
            <Definition label={t('referral.lastChange.at')}>
              <DateTime iso={lastChange.at} />
            </Definition>
            <Definition label={t('referral.lastChange.operator')}>
              {lastChange.operator ?? <Text muted>{t('common.none')}</Text>}
            </Definition>
            <Definition
              label={t('referral.lastChange.reason')}
              className={textClass({ prewrap: true })}
            >
              {lastChange.reason || <Text muted>{t('common.none')}</Text>}
            </Definition>
            {lastChange.before ? (
              <ChangeList rows={text.changes(lastChange.before, rules)} />
            ) : null}
          </DefinitionList>
        ) : (
          <PanelNote>{t('referral.defaults')}</PanelNote>
        )}
      </Panel>
    </Columns>
  );
}
