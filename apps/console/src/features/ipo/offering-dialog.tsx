import { LOCALES, type Locale } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { formatCount, formatDateTime } from '../../shared/format';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { Change } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import { FormError, FormGrid, languagesClass, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useSaveOffering, type AdminOffering } from './api';
import {
  changedFields,
  fieldOfRefusal,
  fromDraft,
  toDraft,
  LOCALIZED_FIELDS,
  type DraftErrors,
  type OfferingDraft,
  type OfferingInput,
  type OfferingValues,
} from './offering-form';
import { yen } from './parts';
import styles from './ipo.module.css';

type LocalizedKey = (typeof LOCALIZED_FIELDS)[number];
type PlainKey = Exclude<keyof OfferingDraft, LocalizedKey>;
type FieldKey = keyof OfferingInput;

/** The plain fields in form order, with their input's kind. */
const PLAIN_FIELDS: readonly {
  field: PlainKey;
  kind: 'code' | 'yen' | 'count' | 'time' | 'date';
}[] = [
  { field: 'priceLow', kind: 'yen' },
  { field: 'priceHigh', kind: 'yen' },
  { field: 'finalPrice', kind: 'yen' },
  { field: 'lotsOffered', kind: 'count' },
  { field: 'maxLotsPerApplication', kind: 'count' },
  { field: 'subscriptionOpensAt', kind: 'time' },
  { field: 'subscriptionClosesAt', kind: 'time' },
  { field: 'drawAt', kind: 'time' },
  { field: 'purchaseDeadlineAt', kind: 'time' },
  { field: 'listingDate', kind: 'date' },
];

/**
 * A new draft (`offering` null), a draft edited, or a published offering changed: the last with a
 * reason every applicant reads, in the console's language (ADR 0020); the top of its price range
 * can only come down (the server refuses a raise with `ipo_price_range_raised`).
 */
export function OfferingDialog({
  offering,
  onClose,
}: {
  offering: AdminOffering | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const save = useSaveOffering();
  const [draft, setDraft] = useState<OfferingDraft>(() => toDraft(offering));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [unchanged, setUnchanged] = useState(false);
  const published = offering?.status === 'published';
  const result = fromDraft(draft);
  const next = result.ok ? result.offering : null;
  const changes = next && offering ? changedFields(offering, next) : [];

  const languageLabel = (field: LocalizedKey, language: Locale) =>
    t('inLanguage', {
      field: t(`fields.${field}`),
      language: t(`language.names.${language}`, { ns: 'translation' }),
    });
  const errorOf = (key: string) => {
    const found = errors[key];
    return found ? translateErrorKey(found) : null;
  };

  function set(field: PlainKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setUnchanged(false);
  }
  function setName(field: LocalizedKey, language: Locale, value: string) {
    setDraft((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
    setErrors((current) => ({ ...current, [`${field}.${language}`]: undefined }));
    setUnchanged(false);
  }

  /** A value as the confirmation shows it: names in every language, yen, Japan time. */
  function shown(field: FieldKey, values: OfferingValues | OfferingInput): string {
    switch (field) {
      case 'names':
      case 'sector':
        return LOCALES.map((each) => values[field][each]).join(' / ');
      case 'priceLow':
      case 'priceHigh':
        return yen(values[field]) ?? '—';
      case 'finalPrice':
        return yen(values.finalPrice ?? null) ?? '—';
      case 'lotsOffered':
      case 'maxLotsPerApplication':
        return formatCount(values[field]);
      case 'symbol':
      case 'listingDate':
        return values[field];
      default:
        return formatDateTime(values[field]);
    }
  }

  const fields = (
    <FormGrid>
      <p className={styles.formLead}>
        {t('form.everyLanguage')} {t('form.japanTime')} {t('form.prices')}
      </p>
      <TextField
        label={t('fields.symbol')}
        value={draft.symbol}
        error={errorOf('symbol')}
        hint={published ? t('form.codeLocked') : undefined}
        disabled={published}
        inputMode="numeric"
        maxLength={4}
        onChange={(value) => set('symbol', value)}
      />
      {LOCALIZED_FIELDS.map((field) => (
        <fieldset key={field} className={languagesClass}>
          <legend>{t(`fields.${field}`)}</legend>
          {LOCALES.map((language) => (
            <TextField
              key={language}
              label={languageLabel(field, language)}
              lang={language}
              error={errorOf(`${field}.${language}`)}
              value={draft[field][language]}
              maxLength={field === 'names' ? 60 : 40}
              onChange={(value) => setName(field, language, value)}
            />
          ))}
        </fieldset>
      ))}
      {PLAIN_FIELDS.map(({ field, kind }) => (
        <TextField
          key={field}
          label={
            kind === 'yen'
              ? `${t(`fields.${field}`)} (${t('yen')})`
              : kind === 'count'
                ? `${t(`fields.${field}`)} (${t('lotsUnit')})`
                : kind === 'time'
                  ? `${t(`fields.${field}`)} (${t('form.jst')})`
                  : t(`fields.${field}`)
          }
          type={kind === 'time' ? 'datetime-local' : kind === 'date' ? 'date' : 'text'}
          inputMode={kind === 'yen' || kind === 'count' ? 'numeric' : undefined}
          hint={field === 'finalPrice' ? t('form.finalPriceHint') : undefined}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(value) => set(field, value)}
        />
      ))}
      {unchanged ? <FormError>{t('form.unchanged')}</FormError> : null}
    </FormGrid>
  );

  const summary: ReactNode = next
    ? offering
      ? changes.map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <Change before={shown(field, offering)} after={shown(field, next)} />
          </Definition>
        ))
      : (Object.keys(next) as FieldKey[]).map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            {shown(field, next)}
          </Definition>
        ))
    : null;

  return (
    <ReasonedActionDialog
      wide
      title={offering ? t('editor.editTitle', { symbol: offering.symbol }) : t('editor.newTitle')}
      context={
        offering === null
          ? t('editor.newContext')
          : published
            ? t('editor.publishedContext')
            : t('editor.draftContext')
      }
      fields={fields}
      validate={() => {
        if (!result.ok) {
          setErrors(result.errors);
          return false;
        }
        if (offering && changes.length === 0) {
          setUnchanged(true);
          return false;
        }
        return true;
      }}
      reasonLabel={published ? t('editor.publishedReason') : t('editor.draftReason')}
      reasonHint={
        published
          ? t('editor.publishedReasonHint', {
              language: t(`language.names.${locale}`, { ns: 'translation' }),
            })
          : undefined
      }
      confirmLead={offering ? t('editor.confirmEditLead') : t('editor.confirmNewLead')}
      summary={summary}
      warning={published ? t('editor.publishedWarning') : undefined}
      confirmLabel={t('editor.confirm')}
      submit={async (reason) => {
        if (!next) throw new Error('validated before the confirmation step');
        try {
          return await save.mutateAsync({
            ...(offering ? { offeringId: offering.id } : {}),
            offering: next,
            reason,
          });
        } catch (error) {
          // A refusal that belongs to a field is shown beside it too, when the operator goes back.
          const field = error instanceof ApiError && error.key ? fieldOfRefusal(error.key) : null;
          if (field && error instanceof ApiError && error.key)
            setErrors((current) => ({ ...current, [field]: error.key as DraftErrors[string] }));
          throw error;
        }
      }}
      done={() =>
        offering
          ? t('editor.doneEdit', { symbol: offering.symbol })
          : t('editor.doneNew', { symbol: draft.symbol.trim() })
      }
      onClose={onClose}
    />
  );
}
