import { CURRENCY_CODES, saveChannelRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marked } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import { CheckboxField, FormGrid, SelectField, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useSaveChannel, type DepositChannel } from './api';

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
type TextKey = Exclude<keyof Draft, 'enabled' | 'currency' | 'sortOrder'>;
const TEXT_FIELDS: readonly TextKey[] = [
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

/** A new deposit channel (`channel` null) or a change to one, with the reason the audit log keeps. */
export function ChannelDialog({
  channel,
  onClose,
}: {
  channel: DepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
    <FormGrid>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`channels.fields.${field}`)}
          error={errors[field]}
          value={draft[field]}
          maxLength={field === 'accountHolder' ? 200 : 100}
          onChange={(value) => update(field, value)}
        />
      ))}
      <SelectField
        label={t('channels.fields.currency')}
        error={errors.currency}
        value={draft.currency}
        onChange={(value) => update('currency', value)}
        options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
      />
      <TextField
        label={t('channels.fields.sortOrder')}
        error={errors.sortOrder}
        inputMode="numeric"
        value={draft.sortOrder}
        onChange={(value) => update('sortOrder', value)}
      />
      <CheckboxField
        label={t('channels.fields.enabled')}
        checked={draft.enabled}
        onChange={(event) => update('enabled', event.target.checked)}
      />
    </FormGrid>
  );

  return (
    <ReasonedActionDialog
      wide
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.addTitle')}
      context={channel ? t('channels.editContext') : t('channels.addContext')}
      fields={fields}
      validate={validate}
      confirmLead={channel ? t('channels.confirmEditLead') : t('channels.confirmAddLead')}
      summary={
        <>
          {TEXT_FIELDS.map((field) => {
            const after = draft[field].trim();
            const changed = channel !== null && channel[field] !== after;
            return (
              <Definition key={field} label={t(`channels.fields.${field}`)}>
                {changed ? (
                  <Marked kind="added" block>
                    {after}
                  </Marked>
                ) : (
                  after
                )}
              </Definition>
            );
          })}
          <Definition label={t('channels.fields.currency')} className={textClass({ mono: true })}>
            {draft.currency}
          </Definition>
          <Definition label={t('channels.columns.state')}>
            {draft.enabled ? t('channels.enabled') : t('channels.disabled')}
          </Definition>
        </>
      }
      warning={
        channel && channel.enabled && !draft.enabled ? t('channels.disableWarning') : undefined
      }
      confirmLabel={t('channels.confirm')}
      submit={(reason) => {
        const checked = saveChannelRequest.parse(body(reason));
        return save.mutateAsync(checked);
      }}
      done={() => t('channels.done', { name: draft.name.trim() })}
      onClose={onClose}
    />
  );
}
