import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/site-config';
import { Page } from '../../shared/ui/page';
import styles from './auth.module.css';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

function LegalText({ document }: { document: 'agreement' | 'privacy' }) {
  const { t } = useTranslation('documents');
  const { supportContact } = useSiteConfig();
  return (
    <Page
      title={t(`legal.${document}.title`)}
      backTo="/login/login"
      className={styles.legalContent}
    >
      <article className={styles.legal}>
        <h1>{t(`legal.${document}.title`)}</h1>
        <p className={styles.legalUpdated}>{t('legal.updated')}</p>
        <p>{t(`legal.${document}.intro`)}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`legal.${document}.${section}.heading`)}</h2>
            <p>{t(`legal.${document}.${section}.body`, { contact: supportContact })}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}

/** /login/agreement: the user service agreement, readable before ticking the box. */
export function AgreementScreen() {
  return <LegalText document="agreement" />;
}

/** /login/privacy: the privacy policy. */
export function PrivacyScreen() {
  return <LegalText document="privacy" />;
}
