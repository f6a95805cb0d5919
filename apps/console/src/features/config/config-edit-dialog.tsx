import { siteConfigUpdateRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marked } from '../../shared/ui/changes';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Field } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text, textClass } from '../../shared/ui/text';
import { useUpdateSiteConfig, type SiteConfigEntry } from './api';
import { useConfigLabel } from './config-labels';

const VALUE_MAX_CHARS = 2000;

/** A value as stored; an empty one says so rather than showing nothing. */
export function ValueText({ value }: { value: string }) {
  const { t } = useTranslation();
  return value === '' ? (
    <Text muted>{t('config.emptyValue')}</Text>
  ) : (
    <Text prewrap mono>
      {value}
    </Text>
  );
}

export function ConfigEditDialog({
  entry,
  onClose,
}: {
  entry: SiteConfigEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useConfigLabel();
  const update = useUpdateSiteConfig();
  const [value, setValue] = useState(entry.value);
  const [valueError, setValueError] = useState<string | null>(null);

  return (
    <ReasonedActionDialog
      title={t('config.editTitle', { name: label(entry.name) })}
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('config.columns.name')} className={textClass({ mono: true })}>
            {entry.name}
          </Definition>
          <Definition label={t('config.current')}>
            <ValueText value={entry.value} />
          </Definition>
        </DefinitionList>
      }
      fields={
        <Field
          label={t('config.newValue')}
          error={valueError}
          hint={
            <Text tabular>
              {t('common.charCount', { count: value.length, max: VALUE_MAX_CHARS })}
            </Text>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className={textClass({ mono: true })}
              rows={3}
              maxLength={VALUE_MAX_CHARS}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setValueError(null);
              }}
            />
          )}
        </Field>
      }
      validate={() => {
        if (value === entry.value) {
          setValueError(t('config.unchanged'));
          return false;
        }
        if (!siteConfigUpdateRequest.shape.value.safeParse(value).success) {
          setValueError(t('config.valueTooLong'));
          return false;
        }
        return true;
      }}
      confirmLead={t('config.confirmLead')}
      summary={
        <>
          <Definition label={t('audit.diff.before')}>
            <Marked kind="removed" block>
              <ValueText value={entry.value} />
            </Marked>
          </Definition>
          <Definition label={t('audit.diff.after')}>
            <Marked kind="added" block>
              <ValueText value={value} />
            </Marked>
          </Definition>
        </>
      }
      confirmLabel={t('config.confirm')}
      submit={(reason) => update.mutateAsync({ name: entry.name, value, reason })}
      done={() => t('config.done', { name: label(entry.name) })}
      onClose={onClose}
    />
  );
}
