import { CURRENCY_CODES, saveChannelRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRole } from '../../shared/operator';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Field } from '../../shared/ui/field';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { useToast } from '../../shared/ui/toast';
import { useChannels, useSaveChannel, type DepositChannel } from './api';

/** The server's roles for /funding/saveChannel. */
const EDIT_ROLES = ['admin'] as const;

/** Where customers send money: the bank accounts shown on the deposit screen. */
export function ChannelsScreen() {
  const { t } = useTranslation();
  const channels = useChannels();
  const mayEdit = useHasRole(EDIT_ROLES);
  const [editing, setEditing] = useState<DepositChannel | 'new' | null>(null);
  const rows = channels.data ?? [];
  return (
    <>
      <PageHeader
        title={t('channels.title')}
        subtitle={t('channels.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            disabled={!mayEdit}
            title={mayEdit ? undefined : t('channels.adminOnly')}
            onClick={() => setEditing('new')}
          >
            {t('channels.add')}
          </button>
        }
      />
      {mayEdit ? null : <Notice tone="info">{t('channels.adminOnly')}</Notice>}
      {channels.isError ? (
        <ErrorNotice error={channels.error} onRetry={() => void channels.refetch()} />
      ) : null}
      {channels.isPending ? <Loading /> : null}
      {channels.data ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th className="num">{t('channels.columns.order')}</th>
                <th>{t('channels.columns.name')}</th>
                <th>{t('channels.columns.currency')}</th>
                <th>{t('channels.columns.bank')}</th>
                <th>{t('channels.columns.account')}</th>
                <th>{t('channels.columns.holder')}</th>
                <th>{t('channels.columns.state')}</th>
                <th>{t('channels.columns.updatedAt')}</th>
                <th aria-label={t('common.edit')} />
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? <EmptyRow columns={9} text={t('channels.empty')} /> : null}
              {rows.map((channel) => (
                <tr key={channel.id}>
                  <td className="num mono muted">{channel.sortOrder}</td>
                  <td className="strong">{channel.name}</td>
                  <td className="mono">{channel.currency}</td>
                  <td>
                    <div>{channel.bankName}</div>
                    <div className="muted small">
                      {channel.branchName} ({channel.branchCode})
                    </div>
                  </td>
                  <td>
                    <div>{channel.accountType}</div>
                    <div className="mono">{channel.accountNumber}</div>
                  </td>
                  <td>{channel.accountHolder}</td>
                  <td>
                    {channel.enabled ? (
                      <Badge tone="success">{t('channels.enabled')}</Badge>
                    ) : (
                      <Badge>{t('channels.disabled')}</Badge>
                    )}
                  </td>
                  <td>
                    <DateTime iso={channel.updatedAt} />
                  </td>
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={!mayEdit}
                      title={mayEdit ? undefined : t('channels.adminOnly')}
                      onClick={() => setEditing(channel)}
                    >
                      {t('common.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

type Draft = {
  name: string;
  bankName: string;
  branchName: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
  accountHolder: string;
  currency: string;
  enabled: boolean;
  sortOrder: string;
};
type TextField = Exclude<keyof Draft, 'enabled' | 'currency' | 'sortOrder'>;
const TEXT_FIELDS: readonly TextField[] = [
  'name',
  'bankName',
  'branchName',
  'branchCode',
  'accountType',
  'accountNumber',
  'accountHolder',
];

function draftOf(channel: DepositChannel | null): Draft {
  return {
    name: channel?.name ?? '',
    bankName: channel?.bankName ?? '',
    branchName: channel?.branchName ?? '',
    branchCode: channel?.branchCode ?? '',
    accountType: channel?.accountType ?? '',
    accountNumber: channel?.accountNumber ?? '',
    accountHolder: channel?.accountHolder ?? '',
    currency: channel?.currency ?? 'JPY',
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 0),
  };
}

function ChannelDialog({
  channel,
  onClose,
}: {
  channel: DepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const save = useSaveChannel();
  const [draft, setDraft] = useState<Draft>(() => draftOf(channel));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const body = (reason: string) => ({
    ...(channel ? { id: channel.id } : {}),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, draft[field].trim()])),
    currency: draft.currency,
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder),
    reason,
  });

  function update<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function validate(): boolean {
    const checked = saveChannelRequest.safeParse(body('checked'));
    if (checked.success) return true;
    const next: Partial<Record<keyof Draft, string>> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in draft) {
        next[field as keyof Draft] =
          field === 'sortOrder' ? t('channels.sortOrderInvalid') : t('channels.fieldRequired');
      }
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  const fields = (
    <div className="form-grid">
      {TEXT_FIELDS.map((field) => (
        <Field key={field} label={t(`channels.fields.${field}`)} error={errors[field]}>
          {(control) => (
            <input
              {...control}
              value={draft[field]}
              maxLength={field === 'accountHolder' ? 200 : 100}
              onChange={(event) => update(field, event.target.value)}
            />
          )}
        </Field>
      ))}
      <Field label={t('channels.fields.currency')} error={errors.currency}>
        {(control) => (
          <select
            {...control}
            value={draft.currency}
            onChange={(event) => update('currency', event.target.value)}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('channels.fields.sortOrder')} error={errors.sortOrder}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(event) => update('sortOrder', event.target.value)}
          />
        )}
      </Field>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => update('enabled', event.target.checked)}
        />
        {t('channels.fields.enabled')}
      </label>
    </div>
  );

  return (
    <ReasonedActionDialog
      wide
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.addTitle')}
      context={
        <p className="muted dialog-note">
          {channel ? t('channels.editContext') : t('channels.addContext')}
        </p>
      }
      fields={fields}
      validate={validate}
      reasonLabel={t('restrict.reason')}
      reasonHint={t('common.auditReasonHint')}
      confirmLead={channel ? t('channels.confirmEditLead') : t('channels.confirmAddLead')}
      summary={
        <>
          {TEXT_FIELDS.map((field) => {
            const before = channel ? channel[field] : null;
            const after = draft[field].trim();
            return (
              <div key={field}>
                <dt>{t(`channels.fields.${field}`)}</dt>
                <dd className={before !== null && before !== after ? 'diff-added-text' : undefined}>
                  {after}
                </dd>
              </div>
            );
          })}
          <div>
            <dt>{t('channels.fields.currency')}</dt>
            <dd className="mono">{draft.currency}</dd>
          </div>
          <div>
            <dt>{t('channels.columns.state')}</dt>
            <dd>{draft.enabled ? t('channels.enabled') : t('channels.disabled')}</dd>
          </div>
        </>
      }
      warning={
        channel && channel.enabled && !draft.enabled ? t('channels.disableWarning') : undefined
      }
      confirmLabel={t('channels.confirm')}
      submit={(reason) => save.mutateAsync(saveChannelRequest.parse(body(reason)))}
      onClose={onClose}
      onDone={() => {
        notify(t('channels.done', { name: draft.name.trim() }));
        onClose();
      }}
    />
  );
}
