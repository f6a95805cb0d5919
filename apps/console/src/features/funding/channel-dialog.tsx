import { CURRENCY_CODES, LOCALES, saveChannelRequest, type Locale } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { Marked } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import {
  CheckboxField,
  FormGrid,
  languagesClass,
  SelectField,
  TextField,
} from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useSaveChannel, type DepositChannel } from './api';
import styles from './funding.module.css';

type Names = Record<Locale, string>;
/** Shown to customers in their own language: entered in every language (ADR 0020). */
const LOCALIZED_FIELDS = ['name', 'bankName', 'branchName'] as const;
/** The bank's own record, entered once as the bank has it. */
const TEXT_FIELDS = ['branchCode', 'accountType', 'accountNumber', 'accountHolder'] as const;
type LocalizedKey = (typeof LOCALIZED_FIELDS)[number];
type TextKey = (typeof TEXT_FIELDS)[number];
/** The contract's limits (saveChannelRequest), so the input stops where the server would refuse. */
const TEXT_MAX: Record<TextKey, number> = {
  branchCode: 32,
  accountType: 40,
  accountNumber: 64,
  accountHolder: 200,
};

type Draft = Record<LocalizedKey, Names> &
  Record<TextKey, string> & { currency: string; enabled: boolean; sortOrder: string };
/** A field's error, by its key (`branchCode`) or by its key and language (`name.en`). */
type Errors = Partial<Record<string, string>>;

const blankNames = (): Names => ({ ja: '', 'zh-TW': '', en: '' });

function draftOf(channel: DepositChannel | null): Draft {
  return {
    name: { ...(channel?.name ?? blankNames()) },
    bankName: { ...(channel?.bankName ?? blankNames()) },
    branchName: { ...(channel?.branchName ?? blankNames()) },
    branchCode: channel?.branchCode ?? '',
    accountType: channel?.accountType ?? '',
    accountNumber: channel?.accountNumber ?? '',
    accountHolder: channel?.accountHolder ?? '',
    currency: channel?.currency ?? 'JPY',
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 0),
  };
}

const trimmed = (names: Names): Names => ({
  ja: names.ja.trim(),
  'zh-TW': names['zh-TW'].trim(),
  en: names.en.trim(),
});

/** A new deposit channel (`channel` null) or a change to one, with the reason the audit log keeps. */
export function ChannelDialog({
  channel,
  onClose,
}: {
  channel: DepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveChannel();
  const [draft, setDraft] = useState<Draft>(() => draftOf(channel));
  const [errors, setErrors] = useState<Errors>({});
  const body = (reason: string) => ({
    ...(channel ? { id: channel.id } : {}),
    ...Object.fromEntries(LOCALIZED_FIELDS.map((field) => [field, trimmed(draft[field])])),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, draft[field].trim()])),
    currency: draft.currency,
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder),
    reason,
  });
  const languageLabel = (field: LocalizedKey, language: Locale) =>
    t('channels.inLanguage', {
      field: t(`channels.fields.${field}`),
      language: t(`language.names.${language}`),
    });

  function update<K extends TextKey | 'currency' | 'sortOrder' | 'enabled'>(
    field: K,
    value: Draft[K],
  ) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function updateName(field: LocalizedKey, language: Locale, value: string) {
    setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
    setErrors((current) => ({ ...current, [`${field}.${language}`]: undefined }));
  }

  function validate(): boolean {
    const checked = saveChannelRequest.safeParse(body('checked'));
    if (checked.success) return true;
    const next: Errors = {};
    for (const issue of checked.error.issues) {
      const [field, language] = issue.path;
      if (typeof field !== 'string' || !(field in draft)) continue;
      if ((LOCALIZED_FIELDS as readonly string[]).includes(field)) {
        // A whole object missing cannot happen here; a language blank or too long can.
        const languages = typeof language === 'string' ? [language] : LOCALES;
        for (const each of languages) next[`${field}.${each}`] = t('channels.fieldRequired');
      } else {
        next[field] =
          field === 'sortOrder' ? t('channels.sortOrderInvalid') : t('channels.fieldRequired');
      }
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  const fields = (
    <FormGrid>
      <p className={styles.formLead}>{t('channels.everyLanguage')}</p>
      {LOCALIZED_FIELDS.map((field) => (
        <fieldset key={field} className={languagesClass}>
          <legend>{t(`channels.fields.${field}`)}</legend>
          {LOCALES.map((language) => (
            <TextField
              key={language}
              label={languageLabel(field, language)}
              lang={language}
              error={errors[`${field}.${language}`]}
              value={draft[field][language]}
              maxLength={100}
              onChange={(value) => updateName(field, language, value)}
            />
          ))}
        </fieldset>
      ))}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`channels.fields.${field}`)}
          error={errors[field]}
          value={draft[field]}
          maxLength={TEXT_MAX[field]}
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

  /** A value as it will be saved, marked when it differs from the channel's. */
  const shown = (after: string, changed: boolean): ReactNode =>
    changed ? (
      <Marked kind="added" block>
        {after}
      </Marked>
    ) : (
      after
    );

  return (
    <ReasonedActionDialog
      wide
      title={
        channel ? t('channels.editTitle', { name: channel.name[locale] }) : t('channels.addTitle')
      }
      context={channel ? t('channels.editContext') : t('channels.addContext')}
      fields={fields}
      validate={validate}
      confirmLead={channel ? t('channels.confirmEditLead') : t('channels.confirmAddLead')}
      summary={
        <>
          {LOCALIZED_FIELDS.flatMap((field) =>
            LOCALES.map((language) => {
              const after = draft[field][language].trim();
              return (
                <Definition key={`${field}.${language}`} label={languageLabel(field, language)}>
                  <span lang={language}>
                    {shown(after, channel !== null && channel[field][language] !== after)}
                  </span>
                </Definition>
              );
            }),
          )}
          {TEXT_FIELDS.map((field) => {
            const after = draft[field].trim();
            return (
              <Definition key={field} label={t(`channels.fields.${field}`)}>
                {shown(after, channel !== null && channel[field] !== after)}
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
      done={() => t('channels.done', { name: draft.name[locale].trim() })}
      onClose={onClose}
    />
  );
}
