import { COPY_HOUSE_RULES, LOCALES, type Locale } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { translateErrorKey } from '../../shared/i18n';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { FormGrid, languagesClass, SelectField, TextField } from '../../shared/ui/field';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useSaveStrategy, useSuspendStrategy, type AdminStrategy } from './api';
import {
  blankStrategy,
  fieldOfRefusal,
  strategyFromDraft,
  type DraftErrors,
  type StrategyDraft,
} from './copy-form';
import { LocalizedReasonDialog } from './localized-reason-dialog';
import { Basket, StrategyStatusBadge, useName } from './parts';
import styles from './copy.module.css';

/**
 * A new house strategy: its name in every language, one of the published rules (whose text is
 * the strategy's description, word for word) and the basket it trades, with a note for the audit log.
 */
export function StrategyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('copy');
  const save = useSaveStrategy();
  const nameOf = useName();
  const [draft, setDraft] = useState<StrategyDraft>(blankStrategy);
  const [errors, setErrors] = useState<DraftErrors>({});
  const result = strategyFromDraft(draft);
  const errorOf = (key: string) => {
    const found = errors[key];
    return found ? translateErrorKey(found) : null;
  };
  const languageLabel = (language: Locale) =>
    t('inLanguage', {
      field: t('fields.strategyNames'),
      language: t(`language.names.${language}`, { ns: 'translation' }),
    });

  function set(field: 'rule' | 'basket', value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  function setName(language: Locale, value: string) {
    setDraft((current) => ({ ...current, names: { ...current.names, [language]: value } }));
    setErrors((current) => ({ ...current, [`names.${language}`]: undefined }));
  }

  const fields = (
    <FormGrid>
      <p className={styles.formLead}>{t('strategyEditor.everyLanguage')}</p>
      <fieldset className={languagesClass}>
        <legend>{t('fields.strategyNames')}</legend>
        {LOCALES.map((language) => (
          <TextField
            key={language}
            label={languageLabel(language)}
            lang={language}
            value={draft.names[language]}
            error={errorOf(`names.${language}`)}
            maxLength={60}
            onChange={(value) => setName(language, value)}
          />
        ))}
      </fieldset>
      <SelectField
        label={t('fields.rule')}
        value={draft.rule}
        options={COPY_HOUSE_RULES.map((rule) => ({ value: rule, label: t(`rules.${rule}`) }))}
        hint={t(`ruleTexts.${draft.rule}`)}
        error={errorOf('rule')}
        onChange={(value) => set('rule', value)}
      />
      <TextField
        label={t('fields.basket')}
        value={draft.basket}
        hint={t('strategyEditor.basketHint')}
        error={errorOf('basket')}
        placeholder="9432, 7201, 9434"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(value) => set('basket', value)}
      />
    </FormGrid>
  );

  return (
    <ReasonedActionDialog
      wide
      title={t('strategyEditor.title')}
      context={t('strategyEditor.context')}
      fields={fields}
      validate={() => {
        if (result.ok) return true;
        setErrors(result.errors);
        return false;
      }}
      reasonLabel={t('strategyEditor.reason')}
      confirmLead={t('strategyEditor.confirmLead')}
      summary={
        result.ok ? (
          <>
            <Definition label={t('fields.strategyNames')}>
              {LOCALES.map((language) => result.body.names[language]).join(' / ')}
            </Definition>
            <Definition label={t('fields.rule')}>{t(`rules.${result.body.rule}`)}</Definition>
            <Definition label={t('fields.basket')}>
              <Basket symbols={result.body.basket} />
            </Definition>
          </>
        ) : null
      }
      confirmLabel={t('strategyEditor.confirm')}
      submit={async (reason) => {
        if (!result.ok) throw new Error('validated before the confirmation step');
        try {
          return await save.mutateAsync({ ...result.body, reason });
        } catch (error) {
          // A refusal that belongs to a field is shown beside it too, when the operator goes back.
          const key = error instanceof ApiError ? error.key : null;
          const field = key ? fieldOfRefusal(key) : null;
          if (field && key) setErrors((current) => ({ ...current, [field]: key as never }));
          throw error;
        }
      }}
      done={() => t('strategyEditor.done', { name: result.ok ? nameOf(result.body.names) : '' })}
      onClose={onClose}
    />
  );
}

/**
 * Suspend a strategy with the reason its followers read, in every language: its open products are
 * terminated and every follower's holding redeemed.
 */
export function SuspendStrategyDialog({
  strategy,
  onClose,
}: {
  strategy: AdminStrategy;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const name = useName()(strategy.names);
  const suspend = useSuspendStrategy();
  return (
    <LocalizedReasonDialog
      title={t('actions.suspendTitle', { name })}
      context={
        <>
          <DefinitionList look="summary" compact>
            <Definition label={t('fields.strategyNames')}>{name}</Definition>
            <Definition label={t('fields.rule')}>
              {strategy.rule ? t(`rules.${strategy.rule}`) : t(`kinds.${strategy.kind}`)}
            </Definition>
            <Definition label={t('fields.status')}>
              <StrategyStatusBadge status={strategy.status} />
            </Definition>
          </DefinitionList>
          <p className={styles.contextNote}>{t('actions.suspendContext')}</p>
        </>
      }
      reasonLegend={t('actions.suspendReason')}
      reasonHint={t('actions.closeReasonHint')}
      confirmLead={t('actions.suspendLead')}
      summary={
        <>
          <Definition label={t('fields.strategyNames')}>{name}</Definition>
          <ActionLine label={t('actions.action')} action={t('strategies.suspend')} />
        </>
      }
      warning={t('actions.suspendWarning')}
      confirmLabel={t('actions.suspendConfirm')}
      submit={(reason) => suspend.mutateAsync({ strategyId: strategy.id, reason })}
      done={() => t('actions.suspendDone', { name })}
      onClose={onClose}
    />
  );
}
