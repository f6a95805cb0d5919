import { fundingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Loading } from '../../shared/ui/state';
import { useFundingSettings, type FundingSettings } from './api';
import { CurrencyLimitsTable } from './currency-limits-table';
import { CurrencyDialog } from './currency-settings-dialog';
import { GeneralSettingsPanel } from './general-settings-panel';
import { GeneralDialog } from './general-settings-dialog';

type CurrencyLimits = FundingSettings['currencies'][number];

/** Limits, fees, hours and the dual-control threshold of deposits and withdrawals. */
export function FundingSettingsScreen() {
  const { t } = useTranslation();
  const settings = useFundingSettings();
  const mayEdit = useMayCall(fundingAdminApi.saveSettings);
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
          <GeneralSettingsPanel
            general={data.general}
            mayEdit={mayEdit}
            onEdit={() => setEditing('general')}
          />
          <CurrencyLimitsTable currencies={data.currencies} mayEdit={mayEdit} onEdit={setEditing} />
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
