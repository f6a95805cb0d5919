import { useQueryClient } from '@tanstack/react-query';
import type { NewsCategory, UserInfo } from '@kabuto/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUserInfo, userInfoQuery } from '../../shared/api/user-info';
import { assetParts } from '../../shared/asset-parts';
import { maskAccount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useSiteConfig } from '../../shared/site-config';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Money } from '../../shared/ui/money';
import { PullRefresh } from '../../shared/ui/lists';
import { LoadFailed, VerificationTag } from '../../shared/ui/status';
import { HeaderIconLink, TabHeader } from '../../shared/ui/tab-header';
import { Card } from '../../shared/ui/card';
import { SkeletonLines } from '../../shared/ui/skeleton';
import { Icon } from '../../shared/ui/icon';
import { NotificationBell } from '../../shared/ui/notification-bell';
import { Breadth, HotStocks, Indices, MarketLabel } from './home-market';
import { HOME_MARKET_QUERIES, newsListQuery } from './market-api';
import { NewsFeed } from './news-feed';
import { NewsTabs } from './news-tabs';
import marketStyles from './home-market.module.css';
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
      <Money
        className={styles.totalValue}
        value={info.assets.totalAssets}
        currency="JPY"
        testId="asset-total"
      />
      <dl className={styles.accountSplit} aria-label={t('assets.partsLabel')}>
        {assetParts(info.assets).map((part) => (
          <div key={part.label} data-testid={`asset-part-${part.label}`}>
            <dt>{t(`assets.${part.label}`)}</dt>
            <dd>
              <Money value={part.value} currency="JPY" signed={part.signed} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.currencyNote}>{t('home.currencyNote')}</p>
    </section>
  );
}

/** What the account may not do, in the refusals' own words (loaded when there is something to say). */
function Restrictions({ kinds }: { kinds: UserInfo['restrictions'] }) {
  const { t } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  return (
    <section className={styles.notice} role="alert">
      <h2>{t('home.restrictionsTitle')}</h2>
      {kinds.map((kind) => (
        <p key={kind}>{tErrors(`account_${kind}`)}</p>
      ))}
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
  const { t: tMarket } = useTranslation('market');
  const { t: tTrading } = useTranslation('trading');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [newsCategory, setNewsCategory] = useState<NewsCategory>('must_read');
  const locale = useLocale();
  const { title } = useSiteConfig();
  const info = useUserInfo();

  return (
    <div className={styles.home}>
      <TabHeader sticky>
        <div className={styles.brand}>
          <BrandLogo size={34} />
          <span className={styles.brandTitle}>{title}</span>
        </div>
        <Link to="/home/search" className={marketStyles.search} data-testid="home-search">
          <Icon name="SearchOutline" />
          <span>{tMarket('home.searchPlaceholder')}</span>
        </Link>
        <NotificationBell />
        <HeaderIconLink to="/user/changeLang" label={t('home.language')}>
          <Icon name="GlobalOutline" />
        </HeaderIconLink>
      </TabHeader>

      <PullRefresh
        onRefresh={() =>
          Promise.all([
            ...HOME_MARKET_QUERIES.map(({ queryKey }) => client.invalidateQueries({ queryKey })),
            client.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
            client.resetQueries({ queryKey: newsListQuery(newsCategory, locale).queryKey }),
          ])
        }
      >
        <div className={styles.body}>
          <h1 className={styles.greeting}>{t('home.greeting')}</h1>
          {info.data ? (
            <AccountCard info={info.data} />
          ) : info.isError ? (
            <LoadFailed onRetry={() => void info.refetch()} />
          ) : (
            <div className={styles.accountSkeleton}>
              <SkeletonLines lineCount={4} />
            </div>
          )}

          {info.data && info.data.restrictions.length > 0 ? (
            <Suspense fallback={null}>
              <Restrictions kinds={info.data.restrictions} />
            </Suspense>
          ) : null}

          {info.data && !info.data.fundPasswordSet ? (
            <button
              type="button"
              className={styles.tip}
              onClick={() => void navigate('/user/setPassword')}
            >
              <span className={styles.tipIcon}>
                <Icon name="CheckShieldOutline" />
              </span>
              <span className={styles.tipText}>
                <strong>{t('home.fundPasswordTipTitle')}</strong>
                <span>{t('home.fundPasswordTipBody')}</span>
              </span>
              <Icon name="RightOutline" className={styles.tipArrow} />
            </button>
          ) : null}

          <section className={styles.services}>
            <h2 className={styles.sectionTitle}>{t('home.servicesTitle')}</h2>
            <div className={styles.shortcutGrid}>
              <Shortcut
                icon={<Icon name="StarOutline" />}
                label={tMarket('home.watchlist')}
                onClick={() => void navigate('/market/market?tab=watchlist')}
              />
              <Shortcut
                icon={<Icon name="GiftOutline" />}
                label={tMarket('home.ipo')}
                onClick={() => void navigate('/market/subscribe')}
              />
              <Shortcut
                icon={<Icon name="ShopbagOutline" />}
                label={tMarket('home.blockTrade')}
                onClick={() => void navigate('/common/dividend')}
              />
              <Shortcut
                icon={<Icon name="HistogramOutline" />}
                label={tMarket('home.bidding')}
                onClick={() => void navigate('/common/dividend3')}
              />
              <Shortcut
                icon={<Icon name="UpCircleOutline" />}
                label={tMarket('home.grab')}
                onClick={() => void navigate('/common/grab')}
              />
              <Shortcut
                icon={<Icon name="TeamOutline" />}
                label={t('tabs.copy')}
                onClick={() => void navigate('/gdindex/gdindex')}
              />
              <Shortcut
                icon={<Icon name="ClockCircleOutline" />}
                label={tTrading('home.dayTrading')}
                onClick={() => void navigate('/common/dayTrading')}
              />
              <Shortcut
                icon={<Icon name="FlagOutline" />}
                label={tTrading('home.preMarket')}
                onClick={() => void navigate('/common/sessionTrading?session=pre_market')}
              />
              <Shortcut
                icon={<Icon name="CalendarOutline" />}
                label={tTrading('home.afterMarket')}
                onClick={() => void navigate('/common/sessionTrading?session=after_market')}
              />
              {/* Funding screens (another issue) are listed once their routes exist. */}
              <Shortcut
                icon={<Icon name="PayCircleOutline" />}
                label={tMarket('home.deposit')}
                onClick={() => void navigate('/user/recharge')}
              />
              <Shortcut
                icon={<Icon name="BankcardOutline" />}
                label={tMarket('home.withdraw')}
                onClick={() => void navigate('/user/withdraw')}
              />
              <Shortcut
                icon={<Icon name="BillOutline" />}
                label={tMarket('home.fundRecords')}
                onClick={() => void navigate('/user/FundingDetails')}
              />
              <Shortcut
                icon={<Icon name="UserOutline" />}
                label={t('home.invite')}
                onClick={() => void navigate('/user/pj')}
              />
              <Shortcut
                icon={<Icon name="MessageOutline" />}
                label={t('home.support')}
                onClick={() => void navigate('/user/support')}
              />
              <Shortcut
                icon={<Icon name="GlobalOutline" />}
                label={t('home.language')}
                onClick={() => void navigate('/user/changeLang')}
              />
              <Shortcut
                icon={<Icon name="CheckShieldOutline" />}
                label={t('home.security')}
                onClick={() => void navigate('/user/setting')}
              />
              <Shortcut
                icon={<Icon name="InformationCircleOutline" />}
                label={t('home.about')}
                onClick={() => void navigate('/user/aboutUs')}
              />
            </div>
          </section>

          <MarketLabel />
          <Indices />
          <Breadth />
          <HotStocks />

          <Card
            title={tMarket('home.news')}
            extra={
              <Link to={`/home/moreNews?category=${newsCategory}`} className={marketStyles.more}>
                {tMarket('home.more')}
                <Icon name="RightOutline" />
              </Link>
            }
            className={`${marketStyles.section} ${marketStyles.newsSection}`}
            testId="home-news"
          >
            <NewsTabs category={newsCategory} onChange={setNewsCategory} />
            <NewsFeed key={newsCategory} category={newsCategory} />
          </Card>
        </div>
      </PullRefresh>
    </div>
  );
}
