import { LOCALES, parseLocale } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../i18n';
import { useLocale } from '../i18n/use-locale';
import { Icon } from './icons';

export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <label className="language-select" title={t('language.label')}>
      <Icon name="globe" />
      <span className="visually-hidden">{t('language.label')}</span>
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
