import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../../shared/api/user-info';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Money } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { SentenceWithReason } from '../../shared/ui/operator-reason';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { ProductHeading, ReturnText, formatTime } from './components';
import { LeadForm } from './lead-form';
import {
  leaderStatusQuery,
  type LeaderApplication,
  type LeaderProduct,
  type LeaderStatus,
  type LeaderStrategy,
} from './leader-api';
import copyStyles from './copy.module.css';
import styles from './lead.module.css';

/**
 * What leading is, before applying: the rules an application must meet (identity verified, the
 * trading history), what followers' pools do with my trades, the review, suspension, and that
 * nothing here promises income or a return.
 */
function Rules({ minHistoryDays }: { minHistoryDays: number }) {
  const { t } = useTranslation('copy');
  const { t: tStatus } = useTranslation('statuses');
  const info = useUserInfo();
  const verification = info.data?.verificationStatus;
  return (
    <Card title={t('lead.rules.title')} testId="copy-lead-rules">
      <h3 className={styles.subTitle}>{t('lead.rules.needTitle')}</h3>
      <ul className={styles.rules}>
        <li data-testid="copy-lead-rule-verified">
          <span>{t('lead.rules.verified')}</span>
          {verification ? (
            <span className={styles.ruleState}>
              {/* The shared tag is drawn for the navy header; on a white card, the state's colours. */}
              <span
                className={`${styles.state} ${verification === 'verified' ? styles.state_approved : styles.state_pending}`}
                data-testid="copy-lead-verification"
              >
                {tStatus(`verification.${verification}`)}
              </span>
              {verification === 'verified' ? null : (
                <Link to="/user/bandCard" className={styles.inlineLink}>
                  {t('lead.rules.verify')}
                </Link>
              )}
            </span>
          ) : null}
        </li>
        <li data-testid="copy-lead-rule-history">
          {t('lead.rules.history', { days: String(minHistoryDays) })}
        </li>
      </ul>
      <h3 className={styles.subTitle}>{t('lead.rules.whatTitle')}</h3>
      <ul className={styles.rules}>
        <li>{t('lead.rules.mirror')}</li>
        <li>{t('lead.rules.lag')}</li>
        <li>{t('lead.rules.ownMoney')}</li>
        <li>{t('lead.rules.review')}</li>
        <li>{t('lead.rules.suspend')}</li>
      </ul>
      <Notice tone="warn" className={styles.noPromise} testId="copy-lead-no-promise">
        <p>{t('lead.rules.noPromise')}</p>
      </Notice>
    </Card>
  );
}

/** My latest application: its state, what I sent, and a rejection's reason as the reviewer wrote it. */
function ApplicationCard({ application }: { application: LeaderApplication }) {
  const { t } = useTranslation('copy');
  const { t: tStatus } = useTranslation('statuses');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { status } = application;
  return (
    <Card
      title={t('lead.application.title')}
      extra={
        <span
          className={`${styles.state} ${styles[`state_${status}`]}`}
          data-testid="copy-lead-status"
          data-status={status}
        >
          {tStatus(`request.${status}`)}
        </span>
      }
      testId="copy-lead-application"
    >
      {status === 'rejected' ? (
        <Notice tone="error" title={t('lead.application.rejectedTitle')} className={styles.notice}>
          <p data-testid="copy-lead-reason">
            <SentenceWithReason
              sentence={(reason) => t('lead.application.reason', { reason })}
              reason={application.reviewReason}
            />
          </p>
          <p>{t('lead.application.applyAgain')}</p>
        </Notice>
      ) : (
        <p className={styles.lead}>{t(`lead.application.note_${status}`)}</p>
      )}
      <Rows>
        <Row term={t('lead.application.submittedAt')}>
          {formatTime(application.submittedAt, locale)}
        </Row>
        {application.reviewedAt ? (
          <Row term={t('lead.application.reviewedAt')}>
            {formatTime(application.reviewedAt, locale)}
          </Row>
        ) : null}
        <Row term={t('lead.form.displayName')} testId="copy-lead-sent-name">
          <span lang={application.locale}>{application.displayName}</span>
        </Row>
        <Row term={t('lead.application.locale')}>
          {tCommon(`language.inLanguage.${application.locale}`)}
        </Row>
      </Rows>
      <h3 className={styles.subTitle}>{t('lead.form.profile')}</h3>
      <p className={copyStyles.rules} lang={application.locale}>
        {application.profile}
      </p>
    </Card>
  );
}

/** My strategy as Kabuto published it, and whether it is suspended (and why). */
function StrategyCard({ strategy }: { strategy: LeaderStrategy }) {
  const { t } = useTranslation('copy');
  const locale = useLocale();
  const suspended = strategy.status === 'suspended';
  return (
    <Card
      title={t('lead.strategy.title')}
      extra={
        <span
          className={`${styles.state} ${suspended ? styles.state_rejected : styles.state_approved}`}
          data-testid="copy-lead-strategy-status"
          data-status={strategy.status}
        >
          {t(`lead.strategy.status_${strategy.status}`)}
        </span>
      }
      testId="copy-lead-strategy"
    >
      {suspended ? (
        <Notice tone="warn" title={t('lead.strategy.suspendedTitle')} className={styles.notice}>
          {strategy.suspendReason ? (
            <p data-testid="copy-lead-suspend-reason">
              {t('lead.strategy.reason', { reason: strategy.suspendReason[locale] })}
            </p>
          ) : null}
          <p>{t('lead.strategy.suspendedNote')}</p>
        </Notice>
      ) : null}
      <p className={styles.strategyName} data-testid="copy-lead-strategy-name">
        {strategy.names[locale]}
      </p>
      <p className={copyStyles.rules}>{strategy.description[locale]}</p>
      <p className={copyStyles.note}>{t('lead.strategy.publishedNote')}</p>
      {suspended ? null : <p className={copyStyles.note}>{t('lead.rules.mirror')}</p>}
    </Card>
  );
}

/** A product that follows my strategy: its state, size, followers and realised return. */
function ProductItem({ product }: { product: LeaderProduct }) {
  const { t } = useTranslation('copy');
  return (
    <Link
      to={`/gdindex/detail?id=${product.id}`}
      className={styles.product}
      data-testid={`copy-lead-product-${product.id}`}
    >
      <ProductHeading product={product} following={false} />
      <dl className={copyStyles.figures}>
        <div>
          <dt>{t('fields.fundSize')}</dt>
          <dd>
            <Money value={product.fundSize} currency="JPY" />
          </dd>
        </div>
        <div>
          <dt>{t('fields.returnSinceStart')}</dt>
          <dd>
            <ReturnText ratio={product.returnSinceStart} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.followers')}</dt>
          <dd>{t('values.followers', { count: product.followers })}</dd>
        </div>
      </dl>
    </Link>
  );
}

function ProductsCard({ products }: { products: readonly LeaderProduct[] }) {
  const { t } = useTranslation('copy');
  return (
    <Card title={t('lead.products.title')} testId="copy-lead-products">
      {products.length === 0 ? (
        <p className={styles.lead}>{t('lead.products.empty')}</p>
      ) : (
        <>
          {products.map((product) => (
            <ProductItem key={product.id} product={product} />
          ))}
          <p className={copyStyles.note}>{t('list.realisedNote')}</p>
        </>
      )}
    </Card>
  );
}

/**
 * What the screen shows for where I stand: my strategy and its products once approved; my
 * application while it waits; the rules and the form when I may apply (never applied, or
 * rejected: a rejected applicant may apply again).
 */
function LeadContent({ status }: { status: LeaderStatus }) {
  const { application, strategy } = status;
  const mayApply = strategy === null && application?.status !== 'pending';
  return (
    <>
      {strategy ? <StrategyCard strategy={strategy} /> : null}
      {strategy ? <ProductsCard products={status.products} /> : null}
      {application ? <ApplicationCard application={application} /> : null}
      {strategy ? null : <Rules minHistoryDays={status.minHistoryDays} />}
      {mayApply ? <LeadForm /> : null}
    </>
  );
}

/**
 * /gdindex/lead, leading a strategy (the spec's seat account): the rules before applying, the
 * application form, then my application's state (a rejection with the reviewer's reason in the
 * language it was written in) and, once approved, my strategy and the products that follow it.
 */
export function LeadScreen() {
  const { t } = useTranslation('copy');
  const status = useQuery(leaderStatusQuery);
  const info = useUserInfo();
  return (
    <Page title={t('title.lead')} backTo="/gdindex/gdindex" className={copyStyles.page}>
      <PullRefresh onRefresh={() => Promise.all([status.refetch(), info.refetch()])}>
        <div className={copyStyles.content} data-testid="copy-lead">
          {status.data ? (
            <LeadContent status={status.data} />
          ) : status.isError ? (
            <LoadFailed onRetry={() => void status.refetch()} />
          ) : (
            <Loading />
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
