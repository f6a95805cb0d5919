import { siteConfigUpdateRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
import { useUpdateSiteConfig, type SiteConfigEntry } from './api';
import { useConfigLabel } from './config-labels';

const VALUE_MAX_CHARS = 2000;

function ValueText({ value }: { value: string }) {
  const { t } = useTranslation();
  return value === '' ? (
    <span className="muted">{t('config.emptyValue')}</span>
  ) : (
    <span className="prewrap mono">{value}</span>
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
  const notify = useToast();
  const update = useUpdateSiteConfig();
  const [value, setValue] = useState(entry.value);
  const [valueError, setValueError] = useState<string | null>(null);

  return (
    <ReasonedActionDialog
      title={t('config.editTitle', { name: label(entry.name) })}
      context={
        <dl className="summary-list compact">
          <div>
            <dt>{t('config.columns.name')}</dt>
            <dd className="mono">{entry.name}</dd>
          </div>
          <div>
            <dt>{t('config.current')}</dt>
            <dd>
              <ValueText value={entry.value} />
            </dd>
          </div>
        </dl>
      }
      fields={
        <Field
          label={t('config.newValue')}
          error={valueError}
          hint={
            <span className="tabular">
              {t('common.charCount', { count: value.length, max: VALUE_MAX_CHARS })}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="mono"
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
      reasonLabel={t('restrict.reason')}
      reasonHint={t('common.auditReasonHint')}
      confirmLead={t('config.confirmLead')}
      summary={
        <>
          <div>
            <dt>{t('audit.diff.before')}</dt>
            <dd className="diff-removed-text">
              <ValueText value={entry.value} />
            </dd>
          </div>
          <div>
            <dt>{t('audit.diff.after')}</dt>
            <dd className="diff-added-text">
              <ValueText value={value} />
            </dd>
          </div>
        </>
      }
      confirmLabel={t('config.confirm')}
      submit={(reason) => update.mutateAsync({ name: entry.name, value, reason })}
      onClose={onClose}
      onDone={() => {
        notify(t('config.done', { name: label(entry.name) }));
        onClose();
      }}
    />
  );
}
