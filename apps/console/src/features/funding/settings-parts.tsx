import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../shared/ui/notice';
import { textClass } from '../../shared/ui/text';
import { useSaveSettings, type SettingsSave } from './api';

/** Pieces the funding settings' panels and dialogs share. */

export function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return on ? <Badge tone="success">{t('settings.on')}</Badge> : <Badge>{t('settings.off')}</Badge>;
}

/** The settings' inputs hold figures and times. */
export const TABULAR = textClass({ tabular: true });

/**
 * A settings dialog's form: the draft and its setters, the one error the form shows, the check
 * before the confirmation step, and the save.
 */
export function useSettingsForm<Draft extends object>(initial: Draft) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    draft,
    error,
    set:
      <Key extends keyof Draft>(key: Key) =>
      (value: Draft[Key]) => {
        setDraft((current) => ({ ...current, [key]: value }));
        setError(null);
      },
    /** The form goes on only with values the contract accepts, and at least one of them new. */
    check: (valid: boolean, changed: boolean): boolean => {
      setError(!valid ? t('settings.invalid') : !changed ? t('config.unchanged') : null);
      return valid && changed;
    },
    save: (body: SettingsSave) => save.mutateAsync(body),
  };
}
