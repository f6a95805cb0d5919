import { Skeleton } from 'antd-mobile';
import {
  CheckShieldOutline,
  GlobalOutline,
  InformationCircleOutline,
  KeyOutline,
  MessageOutline,
  RightOutline,
} from 'antd-mobile-icons';
import type { UserInfo } from '@kabuto/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/user-info';
import { maskAccount } from '../../shared/format';
import { useSiteConfig } from '../../shared/site-config';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Money } from '../../shared/ui/money';
import { LoadFailed, VerificationTag } from '../../shared/ui/status';
import { useSupportDialog } from '../../shared/ui/support-dialog';
import styles from './home.module.css';

function AccountCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  return (
    <section className={styles.accountCard} data-testid="account-card">
      <div className={styles.accountTop}>
        <span className={styles.accountLabel}>
          {t('home.accountLabel', { account: maskAccount(info.account) })}
        </span>
        <VerificationTag status={info.verificationStatus} />
      </div>
      <p className={styles.totalLabel}>{t('home.totalAssets')}</p>
      <Money className={styles.totalValue} value={info.assets.totalAssets} currency="JPY" />
      <div className={styles.accountSplit}>
        <div>
          <span>{t('home.availableFunds')}</span>
          <Money value={info.assets.availableFunds} currency="JPY" />
        </div>
        <div>
          <span>{t('home.frozenFunds')}</span>
          <Money value={info.assets.frozenFunds} currency="JPY" />
        </div>
      </div>
      <p className={styles.currencyNote}>{t('home.currencyNote')}</p>
    </section>
  );
}

function Shortcut({
  icon,
  label,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.shortcut} onClick={onClick}>
      <span className={styles.shortcutIcon}>{icon}</span>
      <span className={styles.shortcutLabel}>{label}</span>
    </button>
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title } = useSiteConfig();
  const openSupport = useSupportDialog();
  const info = useUserInfo();

  return (
    <div className={styles.home}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <BrandLogo size={34} />
          <span className={styles.brandTitle}>{title}</span>
        </div>
        <Link to="/user/changeLang" className={styles.headerButton} aria-label={t('home.language')}>
          <GlobalOutline />
        </Link>
      </header>

      <div className={styles.body}>
        <h1 className={styles.greeting}>{t('home.greeting')}</h1>
        {info.data ? (
          <AccountCard info={info.data} />
        ) : info.isError ? (
          <LoadFailed onRetry={() => void info.refetch()} />
        ) : (
          <div className={styles.accountSkeleton}>
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        )}

        {info.data && info.data.restrictions.length > 0 ? (
          <section className={styles.notice} role="alert">
            <h2>{t('home.restrictionsTitle')}</h2>
            {info.data.restrictions.map((kind) => (
              <p key={kind}>{t(`account_${kind}`, { ns: 'errors' })}</p>
            ))}
          </section>
        ) : null}

        {info.data && !info.data.fundPasswordSet ? (
          <button
            type="button"
            className={styles.tip}
            onClick={() => void navigate('/user/setPassword')}
          >
            <span className={styles.tipIcon}>
              <KeyOutline />
            </span>
            <span className={styles.tipText}>
              <strong>{t('home.fundPasswordTipTitle')}</strong>
              <span>{t('home.fundPasswordTipBody')}</span>
            </span>
            <RightOutline className={styles.tipArrow} />
          </button>
        ) : null}

        <section className={styles.services}>
          <h2 className={styles.sectionTitle}>{t('home.servicesTitle')}</h2>
          <div className={styles.shortcutGrid}>
            <Shortcut
              icon={<MessageOutline />}
              label={t('home.support')}
              onClick={() => openSupport()}
            />
            <Shortcut
              icon={<GlobalOutline />}
              label={t('home.language')}
              onClick={() => void navigate('/user/changeLang')}
            />
            <Shortcut
              icon={<CheckShieldOutline />}
              label={t('home.security')}
              onClick={() => void navigate('/user/setting')}
            />
            <Shortcut
              icon={<InformationCircleOutline />}
              label={t('home.about')}
              onClick={() => void navigate('/user/aboutUs')}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
