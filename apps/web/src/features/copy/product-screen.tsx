import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { historyQuery, productQuery, useServerNow, type CopyProduct } from './api';
import {
  ProductHeading,
  ReturnText,
  formatTime,
  useDaysText,
  useFeeRateText,
  useUnitsText,
} from './components';
import { canFollow, isFollowing, ratePercent } from './copy-math';
import { FollowForm } from './follow-form';
import { FollowersGot } from './followers-got';
import { ProductMetrics, TargetLine } from './metrics';
import { MyHolding } from './my-holding';
import { NavChart } from './nav-chart';
import styles from './copy.module.css';

/** The id in the address: a positive whole number, else null. */
export function productIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The product's name, issuer and state, with the figures it is judged by: NAV, size, return. */
function Head({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const following = isFollowing(product);
  return (
    <Card testId="copy-head">
      <ProductHeading product={product} following={following} nameTestId="copy-name" />
      <dl className={styles.headline}>
        <div>
          <dt>{t('fields.nav')}</dt>
          <dd>
            <Money value={product.nav} currency="JPY" testId="copy-nav" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.fundSize')}</dt>
          <dd>
            <Money value={product.fundSize} currency="JPY" testId="copy-fund-size" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.returnSinceStart')}</dt>
          <dd>
            <ReturnText ratio={product.returnSinceStart} testId="copy-return" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.followers')}</dt>
          <dd data-testid="copy-followers">
            {t('values.followers', { count: product.followers })}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('detail.realisedNote')}</p>
    </Card>
  );
}

/**
 * What the pool has realised: its NAV at each recorded close, the return over 30 and 90 days, the
 * maximum drawdown and the risk level with how it is worked out; a target only as a target.
 */
function Performance({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  return (
    <Card title={t('chart.title')} testId="copy-performance">
      <NavChart productId={product.id} />
      <ProductMetrics product={product} />
      <TargetLine rate={product.targetAnnualReturn} />
      <p className={styles.note}>{t('metrics.riskExplain')}</p>
    </Card>
  );
}

/** An ended or terminated product: when, why (in the reader's language), and what happens to holdings. */
function ClosedNotice({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  if (product.closedAt === null) return null;
  const kind = product.status === 'terminated' ? 'terminated' : 'ended';
  return (
    <Notice
      tone="warn"
      title={t(`closed.title_${kind}`)}
      className={styles.closedNotice}
      testId="copy-closed-notice"
    >
      <p data-testid="copy-closed-at">
        {t(`closed.when_${kind}`, { time: formatTime(product.closedAt, locale) })}
      </p>
      {product.closeReason ? (
        <p data-testid="copy-close-reason">
          {t('closed.reason', { reason: product.closeReason[locale] })}
        </p>
      ) : null}
      <p>{t('closed.redeemed')}</p>
    </Notice>
  );
}

function Terms({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const days = useDaysText();
  const feeRate = useFeeRateText();
  const units = useUnitsText();
  return (
    <Card title={t('detail.terms')} testId="copy-terms">
      <Rows>
        <Row term={t('fields.minInvestment')} testId="copy-terms-min">
          <Money value={product.minInvestment} currency="JPY" />
        </Row>
        <Row term={t('fields.lockup')} testId="copy-terms-lockup">
          {days(product.lockupDays)}
        </Row>
        <Row term={t('fields.deadline')} testId="copy-terms-deadline">
          {formatTime(product.subscriptionDeadlineAt, locale)}
        </Row>
        <Row term={t('fields.feeRate')} testId="copy-terms-fee">
          {feeRate(product.performanceFeeRate)}
        </Row>
        <Row term={t('fields.capacity')}>
          <Money value={product.capacity} currency="JPY" />
        </Row>
        <Row term={t('fields.units')}>{units(product.units)}</Row>
        <Row term={t('fields.cash')} testId="copy-terms-cash">
          <Money value={product.cash} currency="JPY" />
        </Row>
      </Rows>
      <p className={styles.note}>{t('detail.cashRule')}</p>
      <p className={styles.note}>
        {t('detail.feeRule', { rate: ratePercent(product.performanceFeeRate) })}
      </p>
      <p className={styles.note}>{t('detail.lockupRule', { days: days(product.lockupDays) })}</p>
    </Card>
  );
}

/**
 * Who issues the product: the house's strategy with its published rules, or a leader with the
 * profile Kabuto published, and how the pool copies a leader's trades.
 */
function Issuer({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const leader = product.issuer.kind === 'leader';
  return (
    <Card title={leader ? t('detail.leaderTitle') : t('detail.issuerTitle')} testId="copy-issuer">
      <Rows>
        <Row term={t('fields.issuer')}>{product.issuer.names[locale]}</Row>
        <Row term={t('fields.issuerKind')} testId="copy-issuer-kind">
          {t(`issuerKind.${product.issuer.kind}`)}
        </Row>
      </Rows>
      <h3 className={styles.subTitle}>
        {leader ? t('detail.profileTitle') : t('detail.rulesTitle')}
      </h3>
      <p className={styles.rules} data-testid="copy-rules">
        {product.issuer.description[locale]}
      </p>
      {leader ? <p className={styles.note}>{t('detail.leaderNote')}</p> : null}
    </Card>
  );
}

/** Whether the product can be followed now, on the server's clock; nothing is offered before it is known. */
function FollowOrClosed({ product, nowMs }: { product: CopyProduct; nowMs: number | null }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  if (nowMs === null) return null;
  if (canFollow(product, nowMs)) return <FollowForm product={product} nowMs={nowMs} />;
  return (
    <Card testId="copy-closed">
      <p className={styles.note}>{t('follow.closed')}</p>
      {product.status === 'open' ? (
        <p className={styles.note}>
          {t('follow.deadlinePassed', {
            time: formatTime(product.subscriptionDeadlineAt, locale),
          })}
        </p>
      ) : null}
    </Card>
  );
}

function ProductDetail({ productId }: { productId: number }) {
  const query = useQuery(productQuery(productId));
  const history = useQuery(historyQuery(productId));
  const nowMs = useServerNow();
  if (!query.data) {
    return query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : <Loading />;
  }
  const product = query.data;
  return (
    <PullRefresh onRefresh={() => Promise.all([query.refetch(), history.refetch()])}>
      <div className={styles.content} data-testid="copy-detail">
        <ClosedNotice product={product} />
        <Head product={product} />
        <Performance product={product} />
        <FollowersGot productId={product.id} />
        {product.myHolding ? (
          <MyHolding product={product} holding={product.myHolding} nowMs={nowMs} />
        ) : null}
        <FollowOrClosed product={product} nowMs={nowMs} />
        <Terms product={product} />
        <Issuer product={product} />
      </div>
    </PullRefresh>
  );
}

/**
 * /gdindex/detail?id=<product>: a closed product's notice, the product's figures (NAV, fund size,
 * realised return), the NAV chart with the realised metrics and the risk level, what followers
 * actually got, my holding (today's profit, the stop-loss, redemption after the lock-up), the
 * follow form with the fee rule before it, the terms, and the issuer with its published rules.
 */
export function ProductScreen() {
  const { t } = useTranslation('copy');
  const [search] = useSearchParams();
  const productId = productIdOf(search);
  return (
    <Page title={t('title.detail')} backTo="/gdindex/gdindex" className={styles.page}>
      {productId ? (
        <ProductDetail key={productId} productId={productId} />
      ) : (
        <ErrorBlock status="empty" title={t('detail.missingId')} description={null} />
      )}
    </Page>
  );
}
