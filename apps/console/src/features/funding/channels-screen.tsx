import { fundingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useMayCall } from '../../shared/operator';
import { Button } from '../../shared/ui/button';
import { editColumn, idColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { Text } from '../../shared/ui/text';
import { useChannels, type DepositChannel } from './api';
import { ChannelDialog } from './channel-dialog';

/** Where customers send money: the bank accounts shown on the deposit screen. */
export function ChannelsScreen() {
  const { t } = useTranslation();
  const channels = useChannels();
  const mayEdit = useMayCall(fundingAdminApi.saveChannel);
  const [editing, setEditing] = useState<DepositChannel | 'new' | null>(null);
  const columns = useChannelColumns(mayEdit, setEditing);
  return (
    <>
      <PageHeader
        title={t('channels.title')}
        subtitle={t('channels.subtitle')}
        actions={
          <Button
            variant="primary"
            disabled={!mayEdit}
            title={mayEdit ? undefined : t('channels.adminOnly')}
            onClick={() => setEditing('new')}
          >
            {t('channels.add')}
          </Button>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('channels.adminOnly')}</Notice>}
      <QueryTable
        query={channels}
        rowKey={(channel) => channel.id}
        empty={t('channels.empty')}
        columns={columns}
      />
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function useChannelColumns(
  mayEdit: boolean,
  onEdit: (channel: DepositChannel) => void,
): Column<DepositChannel>[] {
  const { t } = useTranslation();
  // Names, banks and branches in the operator's language (each channel has all three).
  const locale = useLocale();
  return [
    idColumn(t('channels.columns.order'), (channel) => channel.sortOrder),
    textColumn('name', t('channels.columns.name'), (channel) => channel.name[locale], {
      strong: true,
    }),
    textColumn('currency', t('channels.columns.currency'), (channel) => channel.currency, {
      mono: true,
    }),
    {
      key: 'bank',
      header: t('channels.columns.bank'),
      cell: (channel) => (
        <>
          <div>{channel.bankName[locale]}</div>
          <Text block muted small>
            {channel.branchName[locale]} ({channel.branchCode})
          </Text>
        </>
      ),
    },
    {
      key: 'account',
      header: t('channels.columns.account'),
      cell: (channel) => (
        <>
          <div>{channel.accountType}</div>
          <Text block mono>
            {channel.accountNumber}
          </Text>
        </>
      ),
    },
    textColumn('holder', t('channels.columns.holder'), (channel) => channel.accountHolder),
    {
      key: 'state',
      header: t('channels.columns.state'),
      cell: (channel) =>
        channel.enabled ? (
          <Badge tone="success">{t('channels.enabled')}</Badge>
        ) : (
          <Badge>{t('channels.disabled')}</Badge>
        ),
    },
    timeColumn('updatedAt', t('channels.columns.updatedAt'), (channel) => channel.updatedAt),
    editColumn({
      label: t('common.edit'),
      allowed: mayEdit,
      refused: t('channels.adminOnly'),
      onEdit,
    }),
  ];
}
