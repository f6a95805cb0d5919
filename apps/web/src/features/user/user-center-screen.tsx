import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Skeleton } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  BillOutline,
  ClockCircleOutline,
  DeleteOutline,
  FileOutline,
  FlagOutline,
  GlobalOutline,
  HistogramOutline,
  KeyOutline,
  InformationCircleOutline,
  CheckShieldFill,
  CheckShieldOutline,
  LockOutline,
  MessageOutline,
  PieOutline,
  SetOutline,
  LoopOutline,
  RightOutline,
  UserAddOutline,
  UserContactOutline,
  ScanCodeOutline,
} from 'antd-mobile-icons';
import type { UserInfo } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTwoFactorStatus } from '../../shared/api/two-factor-status';
import { useUserInfo } from '../../shared/api/user-info';
import { assetParts } from '../../shared/asset-parts';
import { maskAccount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useSiteConfig } from '../../shared/site-config';
import { clearCachedStorage } from '../../shared/storage';
import { Avatar } from '../../shared/ui/avatar';
import { Money } from '../../shared/ui/money';
import { LoadFailed, VerificationTag } from '../../shared/ui/status';
import { HeaderIconLink } from '../../shared/ui/tab-header';
import { showSuccess } from '../../shared/ui/toast';
import { Dialog } from '../../shared/ui/overlays';
import { useLogout } from './api';
import { CreditSummary } from './credit-summary';
import styles from './user.module.css';

/** Deposit, withdraw and exchange, under the figures they change. */
function FundingActions() {
  const { t } = useTranslation('funding');
  const navigate = useNavigate();
  const actions = [
    { path: '/user/recharge', label: t('mine.deposit'), primary: true },
    { path: '/user/withdraw', label: t('mine.withdraw'), primary: false },
    { path: '/user/exchange', label: t('mine.exchange'), primary: false },
  ];
  return (
    <div className={styles.fundingActions}>
      {actions.map((action) => (
        <Button
          key={action.path}
          size="middle"
          color={action.primary ? 'primary' : 'default'}
          onClick={() => void navigate(action.path)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

function AssetsCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { assets } = info;
  return (
    <section className={styles.assets} data-testid="assets">
      <p className={styles.assetsLabel}>{t('user.totalAssets')}</p>
      <Money
        className={styles.assetsTotal}
        value={assets.totalAssets}
        currency="JPY"
        testId="asset-total"
      />
      <dl className={styles.assetsGrid} aria-label={t('assets.partsLabel')}>
        {assetParts(assets).map((part) => (
          <div key={part.label} data-testid={`asset-part-${part.label}`}>
            <dt>{t(`assets.${part.label}`)}</dt>
            <dd>
              <Money value={part.value} currency="JPY" signed={part.signed} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('assets.profitNet')}</dt>
          <dd>
            <Money value={assets.profit} currency="JPY" signed />
          </dd>
        </div>
        <div>
          <dt>{t('user.usdAmount')}</dt>
          <dd>
            <Money value={assets.usdAmount} currency="USD" />
          </dd>
        </div>
      </dl>
      <FundingActions />
    </section>
  );
}

/** /user/usercenter, "Mine": who is signed in, their figures, and the account's settings. */
export function UserCenterScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('funding');
  const { t: tTrading } = useTranslation('trading');
  const { t: tCopy } = useTranslation('copy');
  const { t: tCredit } = useTranslation('credit');
  const { t: tActivity } = useTranslation('activity');
  const { t: tMarket } = useTranslation('market');
  const { t: tReport } = useTranslation('report');
  const { t: tStatus } = useTranslation('statuses');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { supportContact } = useSiteConfig();
  const logout = useLogout();
  const locale = useLocale();
  const info = useUserInfo();
  const twoFactor = useTwoFactorStatus();
  const data = info.data;

  const clearCache = () =>
    void Dialog.confirm({
      content: t('user.clearCacheConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        clearCachedStorage();
        // Drop every cached answer; the screens on display fetch theirs again.
        queryClient.removeQueries({ type: 'inactive' });
        await queryClient.resetQueries();
        showSuccess(t('user.cacheCleared'));
      },
    });

  return (
    <div className={styles.center}>
      <header className={styles.centerHeader}>
        <div className={styles.centerTitleRow}>
          <h1 className={styles.centerTitle}>{t('user.title')}</h1>
          <HeaderIconLink to="/user/setting" label={t('user.settings')}>
            <SetOutline />
          </HeaderIconLink>
        </div>
        {data ? (
          // The row a customer taps to see their account: it opens the account's settings.
          <Link to="/user/setting" className={styles.identity} data-testid="identity-link">
            <Avatar account={data.account} />
            <div className={styles.identityText}>
              <span className={styles.identityAccount}>{maskAccount(data.account)}</span>
              <VerificationTag status={data.verificationStatus} />
            </div>
            <RightOutline className={styles.identityChevron} aria-hidden="true" />
          </Link>
        ) : (
          <div className={styles.identityPlaceholder} />
        )}
      </header>

      <div className={styles.centerBody}>
        {data ? (
          <AssetsCard info={data} />
        ) : info.isError ? (
          <section className={styles.assets}>
            <LoadFailed onRetry={() => void info.refetch()} />
          </section>
        ) : (
          <section className={styles.assets}>
            <Skeleton.Paragraph lineCount={4} animated />
          </section>
        )}
        <CreditSummary />

        <List header={tTrading('mine.tradingSection')} className={styles.list} mode="card">
          <List.Item
            prefix={<PieOutline />}
            onClick={() => void navigate('/position/position')}
            data-testid="mine-positions"
          >
            {tTrading('mine.positions')}
          </List.Item>
          <List.Item
            prefix={<ClockCircleOutline />}
            onClick={() => void navigate('/common/dayTrading')}
          >
            {tTrading('mine.dayTrading')}
          </List.Item>
          <List.Item
            prefix={<FlagOutline />}
            onClick={() => void navigate('/gdindex/lead')}
            data-testid="mine-lead"
          >
            {tCopy('title.lead')}
          </List.Item>
        </List>

        <List header={tf('mine.fundsSection')} className={styles.list} mode="card">
          <List.Item prefix={<BankcardOutline />} onClick={() => void navigate('/user/BankCard')}>
            {tf('mine.bankCards')}
          </List.Item>
          <List.Item prefix={<FileOutline />} onClick={() => void navigate('/user/FundingDetails')}>
            {tf('mine.fundRecords')}
          </List.Item>
          <List.Item
            prefix={<BillOutline />}
            onClick={() => void navigate('/user/jkjl')}
            data-testid="mine-loan-records"
          >
            {tCredit('mine.records')}
          </List.Item>
          <List.Item prefix={<LoopOutline />} onClick={() => void navigate('/user/exchange')}>
            {tf('mine.exchangeEntry')}
          </List.Item>
          <List.Item
            prefix={<UserContactOutline />}
            extra={data ? tStatus(`verification.${data.verificationStatus}`) : null}
            onClick={() => void navigate('/user/bandCard')}
          >
            {tf('mine.verification')}
          </List.Item>
        </List>

        <List header={t('user.securitySection')} className={styles.list} mode="card">
          <List.Item prefix={<LockOutline />} onClick={() => void navigate('/user/loginPassword')}>
            {t('user.loginPassword')}
          </List.Item>
          <List.Item
            prefix={<CheckShieldOutline />}
            extra={data ? (data.fundPasswordSet ? t('common.set') : t('common.notSet')) : null}
            onClick={() => void navigate('/user/setPassword')}
          >
            {t('user.fundPassword')}
          </List.Item>
          <List.Item
            prefix={<CheckShieldFill />}
            extra={
              twoFactor.data
                ? tActivity(twoFactor.data.on ? 'twoFactor.on' : 'twoFactor.off')
                : null
            }
            onClick={() => void navigate('/user/twoFactor')}
            data-testid="mine-two-factor"
          >
            {tActivity('twoFactor.title')}
          </List.Item>
          <List.Item
            prefix={<HistogramOutline />}
            onClick={() => void navigate('/user/activity')}
            data-testid="mine-activity"
          >
            {tActivity('title')}
          </List.Item>
          <List.Item
            prefix={<KeyOutline />}
            onClick={() => void navigate('/user/sessions')}
            data-testid="mine-sessions"
          >
            {tActivity('sessions.title')}
          </List.Item>
        </List>

        <List header={t('user.moreSection')} className={styles.list} mode="card">
          <List.Item
            prefix={<UserAddOutline />}
            onClick={() => void navigate('/user/pj')}
            data-testid="mine-invite"
          >
            {t('user.invite')}
          </List.Item>
          <List.Item
            prefix={<BellOutline />}
            onClick={() => void navigate('/user/priceAlerts')}
            data-testid="mine-price-alerts"
          >
            {tMarket('alerts.title')}
          </List.Item>
          <List.Item
            prefix={<ScanCodeOutline />}
            onClick={() => void navigate('/user/liabilities')}
            data-testid="mine-liabilities"
          >
            {t('liabilities.entry')}
          </List.Item>
          <List.Item
            prefix={<FileOutline />}
            onClick={() => void navigate('/user/annualReport')}
            data-testid="mine-annual-report"
          >
            {tReport('entry')}
          </List.Item>
          <List.Item
            prefix={<MessageOutline />}
            extra={<span className={styles.extraText}>{supportContact}</span>}
            onClick={() => void navigate('/user/support')}
          >
            {t('user.support')}
          </List.Item>
          <List.Item
            prefix={<GlobalOutline />}
            extra={t(`language.names.${locale}`)}
            onClick={() => void navigate('/user/changeLang')}
          >
            {t('user.language')}
          </List.Item>
          <List.Item
            prefix={<InformationCircleOutline />}
            onClick={() => void navigate('/user/aboutUs')}
          >
            {t('user.about')}
          </List.Item>
          <List.Item prefix={<SetOutline />} onClick={() => void navigate('/user/setting')}>
            {t('user.settings')}
          </List.Item>
          <List.Item prefix={<DeleteOutline />} onClick={clearCache}>
            {t('user.clearCache')}
          </List.Item>
        </List>

        <Button block size="large" className={styles.logout} onClick={logout}>
          {t('user.logout')}
        </Button>
      </div>
    </div>
  );
}
