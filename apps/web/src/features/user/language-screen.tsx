import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { LOCALES, type Locale } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { hasSession } from '../../shared/storage';
import { Page, useGoBack } from '../../shared/ui/page';
import { showSuccess } from '../../shared/ui/toast';
import styles from './user.module.css';

/** /user/changeLang: Japanese, Traditional Chinese or English; kept in local storage. */
export function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const fallback = hasSession() ? '/user/usercenter' : '/login/login';
  const goBack = useGoBack(fallback);

  const choose = async (next: Locale) => {
    if (next !== locale) {
      await changeLocale(next);
      // Said in the new language: `t` of this render still speaks the old one.
      showSuccess(i18n.t('language.changed'), 1_200);
    }
    goBack();
  };

  return (
    <Page title={t('language.title')} backTo={fallback}>
      <p className={styles.pageHint}>{t('language.hint')}</p>
      <List className={styles.list} mode="card">
        {LOCALES.map((code) => (
          <List.Item
            key={code}
            arrowIcon={false}
            onClick={() => void choose(code)}
            extra={code === locale ? <CheckOutline className={styles.check} /> : null}
            aria-current={code === locale ? 'true' : undefined}
            data-testid={`language-${code}`}
          >
            <span lang={code}>{t(`language.names.${code}`)}</span>
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
