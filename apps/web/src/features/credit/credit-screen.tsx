import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { useLoanInfo } from './api';
import { ApplyForm, PendingApplication } from './apply-form';
import { BandTable, HowItWorks, LimitCard, ScoreCard } from './score-parts';
import styles from './credit.module.css';

/**
 * /user/credit: my credit score, factor by factor, the limit it gives from the published table,
 * what I may borrow and what I owe, how the score and interest work, and the application form
 * (or the application under review). The score limits credit, never my access to my own money
 * (integrity rule 6); the cost of a loan is shown before I confirm (rule 8). docs/credit.md.
 */
export function CreditScreen() {
  const { t } = useTranslation('credit');
  const info = useLoanInfo();
  const data = info.data;
  return (
    <Page
      title={t('title.credit')}
      backTo="/user/usercenter"
      className={styles.page}
      right={
        <Link to="/user/jkjl" className={styles.headerLink} data-testid="credit-records-link">
          {t('records.link')}
        </Link>
      }
    >
      <PullRefresh onRefresh={() => info.refetch()}>
        <div className={styles.content}>
          {!data ? (
            info.isError ? (
              <LoadFailed onRetry={() => void info.refetch()} title={t('mine.failed')} />
            ) : (
              <Loading />
            )
          ) : (
            <>
              <ScoreCard info={data} />
              <LimitCard info={data} />
              {data.openApplication ? (
                <PendingApplication loan={data.openApplication} />
              ) : (
                <ApplyForm info={data} />
              )}
              <BandTable info={data} />
              <HowItWorks />
              <Link to="/user/jkjl" className={styles.recordsRow}>
                <span>{t('records.link')}</span>
                <RightOutline aria-hidden="true" />
              </Link>
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
