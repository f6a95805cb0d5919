import {
  LOCALES,
  SUPPORT_CANNED_TITLE_MAX,
  SUPPORT_MESSAGE_MAX,
  type Locale,
} from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { translateErrorKey } from '../../shared/i18n';
import { Marked } from '../../shared/ui/changes';
import { Definition } from '../../shared/ui/definition-list';
import { Field, FormError, languagesClass, TextField } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text, textClass } from '../../shared/ui/text';
import { useSaveCanned, type SupportCannedReply } from './api';
import {
  cannedFromDraft,
  draftOf,
  isUnchanged,
  type CannedDraft,
  type CannedErrors,
} from './canned-form';
import styles from './support.module.css';

/** "12 / 2,000": how much of the contract's limit a field uses. */
function CharCount({ text, max }: { text: string; max: number }) {
  const { t } = useTranslation();
  return (
    <Text tabular>{t('common.charCount', { count: text.length, max: formatCount(max) })}</Text>
  );
}

/** A value on the confirmation: as it will be saved, after what it was when an edit changes it. */
function SavedValue({
  before,
  after,
  lang,
}: {
  before: string | null;
  after: string;
  lang?: Locale;
}) {
  if (before === null || before === after) return <span lang={lang}>{after}</span>;
  return (
    <>
      <Marked kind="removed" block>
        <span lang={lang}>{before}</span>
      </Marked>
      <Marked kind="added" block>
        <span lang={lang}>{after}</span>
      </Marked>
    </>
  );
}

/**
 * A new canned reply (`reply` null) or a change to one: a title for the desk and the text in
 * every language, since the customer receives it in the language they write in; with the reason
 * the audit log keeps. Messages already sent keep the words they were sent with.
 */
export function CannedDialog({
  reply,
  onClose,
}: {
  reply: SupportCannedReply | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCanned();
  const [draft, setDraft] = useState<CannedDraft>(() => draftOf(reply));
  const [errors, setErrors] = useState<CannedErrors>({});
  const [unchanged, setUnchanged] = useState(false);
  const result = cannedFromDraft(draft, reply?.id ?? null);
  const textLabel = (language: Locale) =>
    t('supportDesk.cannedEditor.textIn', { language: t(`language.names.${language}`) });

  function edit(change: Partial<CannedDraft>, field: 'title' | Locale) {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setUnchanged(false);
  }

  const fields = (
    <>
      <TextField
        label={t('supportDesk.cannedEditor.titleLabel')}
        value={draft.title}
        maxLength={SUPPORT_CANNED_TITLE_MAX}
        error={
          errors.title
            ? t('supportDesk.cannedEditor.titleRequired', { max: SUPPORT_CANNED_TITLE_MAX })
            : null
        }
        hint={<CharCount text={draft.title} max={SUPPORT_CANNED_TITLE_MAX} />}
        data-testid="canned-title"
        onChange={(title) => edit({ title }, 'title')}
      />
      <fieldset className={languagesClass}>
        <legend>{t('supportDesk.cannedEditor.texts')}</legend>
        <p className={styles.cannedLead}>{t('supportDesk.cannedEditor.textsLead')}</p>
        {LOCALES.map((language) => {
          const error = errors[language];
          return (
            <Field
              key={language}
              label={textLabel(language)}
              error={error ? translateErrorKey(error) : null}
              hint={<CharCount text={draft.texts[language]} max={SUPPORT_MESSAGE_MAX} />}
            >
              {(control) => (
                <textarea
                  {...control}
                  lang={language}
                  rows={6}
                  maxLength={SUPPORT_MESSAGE_MAX}
                  value={draft.texts[language]}
                  data-testid={`canned-text-${language}`}
                  onChange={(event) =>
                    edit({ texts: { ...draft.texts, [language]: event.target.value } }, language)
                  }
                />
              )}
            </Field>
          );
        })}
      </fieldset>
      {unchanged ? <FormError>{t('supportDesk.cannedEditor.unchanged')}</FormError> : null}
    </>
  );

  return (
    <ReasonedActionDialog
      wide
      title={
        reply
          ? t('supportDesk.cannedEditor.editTitle', { title: reply.title })
          : t('supportDesk.cannedEditor.addTitle')
      }
      context={
        reply ? t('supportDesk.cannedEditor.editContext') : t('supportDesk.cannedEditor.addContext')
      }
      fields={fields}
      validate={() => {
        if (!result.ok) {
          setErrors(result.errors);
          return false;
        }
        const same = isUnchanged(result.body, reply);
        setUnchanged(same);
        return !same;
      }}
      confirmLead={
        reply
          ? t('supportDesk.cannedEditor.confirmEditLead')
          : t('supportDesk.cannedEditor.confirmAddLead')
      }
      summary={
        result.ok ? (
          <>
            <Definition label={t('supportDesk.cannedEditor.titleLabel')}>
              <SavedValue before={reply?.title ?? null} after={result.body.title} />
            </Definition>
            {LOCALES.map((language) => (
              <Definition
                key={language}
                label={textLabel(language)}
                className={textClass({ prewrap: true })}
              >
                <SavedValue
                  before={reply?.texts[language] ?? null}
                  after={result.body.texts[language]}
                  lang={language}
                />
              </Definition>
            ))}
          </>
        ) : null
      }
      confirmLabel={t('supportDesk.cannedEditor.confirm')}
      submit={(reason) => {
        if (!result.ok) throw new Error('validated before the confirmation step');
        return save.mutateAsync({ ...result.body, reason });
      }}
      done={() => t('supportDesk.cannedEditor.done', { title: result.ok ? result.body.title : '' })}
      onClose={onClose}
    />
  );
}
