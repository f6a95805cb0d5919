import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { productQuery, useServerNow, type CopyProduct } from './api';
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
import { MyHolding } from './my-holding';
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

function Issuer({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  return (
    <Card title={t('detail.issuerTitle')} testId="copy-issuer">
      <Rows>
        <Row term={t('fields.issuer')}>{product.issuer.names[locale]}</Row>
      </Rows>
      <h3 className={styles.subTitle}>{t('detail.rulesTitle')}</h3>
      <p className={styles.rules} data-testid="copy-rules">
        {product.issuer.description[locale]}
      </p>
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
  const nowMs = useServerNow();
  if (!query.data) {
    return query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : <Loading />;
  }
  const product = query.data;
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.content} data-testid="copy-detail">
        <Head product={product} />
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
 * /gdindex/detail?id=<product>: the product's figures (NAV, fund size, realised return), my
 * holding and its redemption after the lock-up, the follow form with the fee rule before it, the
 * terms, and the issuer with its published rules.
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
