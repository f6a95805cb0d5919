import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/icon';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { TabHeader, TabTitle } from '../../shared/ui/tab-header';
import { productsQuery, type CopyProduct } from './api';
import { ProductHeading, ReturnText, useDaysText, useFeeRateText } from './components';
import { isFollowing } from './copy-math';
import { ProductMetrics, TargetLine } from './metrics';
import styles from './copy.module.css';

function ProductRow({ product }: { product: CopyProduct }) {
  const { t } = useTranslation('copy');
  const days = useDaysText();
  const feeRate = useFeeRateText();
  const following = isFollowing(product);
  return (
    <Link
      to={`/gdindex/detail?id=${product.id}`}
      className={styles.row}
      data-testid={`copy-product-${product.id}`}
      data-status={product.status}
    >
      <ProductHeading product={product} following={following} />
      <dl className={styles.headline}>
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
      </dl>
      <ProductMetrics product={product} />
      <TargetLine rate={product.targetAnnualReturn} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('fields.minInvestment')}</dt>
          <dd>
            <Money value={product.minInvestment} currency="JPY" testId="copy-min-investment" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.lockup')}</dt>
          <dd data-testid="copy-lockup">{days(product.lockupDays)}</dd>
        </div>
        <div>
          <dt>{t('fields.followers')}</dt>
          <dd data-testid="copy-followers">
            {t('values.followers', { count: product.followers })}
          </dd>
        </div>
        <div>
          <dt>{t('fields.feeRate')}</dt>
          <dd data-testid="copy-fee-rate">{feeRate(product.performanceFeeRate)}</dd>
        </div>
      </dl>
    </Link>
  );
}

function ProductList() {
  const { t } = useTranslation('copy');
  const query = useQuery(productsQuery);
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid="copy-products">
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : query.data.length === 0 ? (
          <div className={styles.empty} data-testid="copy-empty">
            <p>{t('list.empty')}</p>
            <p>{t('list.emptyHint')}</p>
          </div>
        ) : (
          <>
            {query.data.map((product) => (
              <ProductRow key={product.id} product={product} />
            ))}
            <p className={styles.listNote}>{t('list.realisedNote')}</p>
          </>
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /gdindex/gdindex, the Copy trading tab: the products open to follow or followed, each with its
 * issuer, fund size, realised returns (since start, 30 and 90 days), maximum drawdown, risk level,
 * a target only as a target, and terms; my records and leading a strategy are a tap away.
 */
export function CopyScreen() {
  const { t } = useTranslation('copy');
  return (
    <div className={styles.screen}>
      <TabHeader>
        <TabTitle>{t('title.tab')}</TabTitle>
        <div className={styles.headerLinks}>
          <Link to="/gdindex/lead" className={styles.headerLink} data-testid="copy-lead-link">
            <Icon name="FlagOutline" aria-hidden />
            {t('list.lead')}
          </Link>
          <Link to="/gdindex/gdList" className={styles.headerLink} data-testid="copy-records-link">
            <Icon name="BillOutline" aria-hidden />
            {t('list.records')}
          </Link>
        </div>
      </TabHeader>
      <ProductList />
    </div>
  );
}
