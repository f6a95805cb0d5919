import { LOCALES, parseLocale } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { useLocale } from '../i18n/use-locale';
import { Icon } from './icons';
import styles from './language-select.module.css';
import { VisuallyHidden } from './text';

export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <label className={styles.select} title={t('language.label')}>
      <Icon name="globe" />
      <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      <select
        value={locale}
        onChange={(event) => {
          const chosen = parseLocale(event.target.value);
          if (chosen) void changeLocale(chosen);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
