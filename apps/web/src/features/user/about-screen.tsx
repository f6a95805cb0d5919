import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companyDetails } from '../../shared/api/site-config';
import { appVersion } from '../../shared/app-version';
import { currentLocale } from '../../shared/i18n';
import { useSiteConfig } from '../../shared/site-config';
import { hasSession } from '../../shared/storage';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Page } from '../../shared/ui/page';
import styles from './user.module.css';

/**
 * /user/aboutUs: who we are (the operator's company from the site configuration, in the
 * customer's language), the version, how to reach support, the legal texts and the open-source
 * licences of what the app ships.
 */
export function AboutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const { title, supportContact, supportHours } = config;
  const company = companyDetails(config, currentLocale());
  const companyRows = [
    { key: 'name', label: t('about.companyName'), value: company.name },
    { key: 'address', label: t('about.companyAddress'), value: company.address },
    { key: 'registration', label: t('about.companyRegistration'), value: company.registration },
    { key: 'phone', label: t('about.companyPhone'), value: company.phone },
  ].filter((row) => row.value !== '');
  return (
    <Page title={t('about.title')} backTo={hasSession() ? '/user/usercenter' : '/login/login'}>
      <section className={styles.aboutHero}>
        <BrandLogo size={72} />
        <h1>{title}</h1>
        <p>{t('about.body')}</p>
      </section>
      {companyRows.length > 0 ? (
        <List className={styles.list} mode="card" header={t('about.company')}>
          {companyRows.map((row) => (
            <List.Item key={row.key} description={row.value} data-testid={`company-${row.key}`}>
              {row.label}
            </List.Item>
          ))}
        </List>
      ) : null}
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
        <List.Item onClick={() => void navigate('/user/licenses')}>{t('about.licenses')}</List.Item>
      </List>
    </Page>
  );
}
