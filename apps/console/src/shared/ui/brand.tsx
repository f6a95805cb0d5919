import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './brand.module.css';

/** The logo, the brand's name and what this is (the console, its login), on navy or on white. */
export function BrandMark({ subtitle, tone }: { subtitle: string; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const size = tone === 'dark' ? 28 : 40;
  return (
    <div className={cx(styles.mark, styles[tone])}>
      <img src="/api/images/logo.svg" alt="" width={size} height={size} />
      <div>
        <div className={styles.name}>{t('app.brand')}</div>
        <div className={styles.sub}>{subtitle}</div>
      </div>
    </div>
  );
}
