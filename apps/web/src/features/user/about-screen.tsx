import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appVersion } from '../../shared/app-version';
import { useSiteConfig } from '../../shared/site-config';
import { hasSession } from '../../shared/storage';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Page } from '../../shared/ui/page';
import styles from './user.module.css';

/** /user/aboutUs: who we are, the version, how to reach support, the legal texts. */
export function AboutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title, supportContact, supportHours } = useSiteConfig();
  return (
    <Page title={t('about.title')} backTo={hasSession() ? '/user/usercenter' : '/login/login'}>
      <section className={styles.aboutHero}>
        <BrandLogo size={72} />
        <h1>{title}</h1>
        <p>{t('about.body')}</p>
      </section>
      <List className={styles.list} mode="card">
        <List.Item extra={<span data-testid="app-version">{appVersion()}</span>}>
          {t('about.version')}
        </List.Item>
        <List.Item extra={<span className={styles.extraText}>{supportContact}</span>}>
          {t('about.support')}
        </List.Item>
        {supportHours ? <List.Item extra={supportHours}>{t('about.hours')}</List.Item> : null}
      </List>
      <List className={styles.list} mode="card">
        <List.Item onClick={() => void navigate('/login/agreement')}>
          {t('about.agreement')}
        </List.Item>
        <List.Item onClick={() => void navigate('/login/privacy')}>{t('about.privacy')}</List.Item>
      </List>
    </Page>
  );
}
