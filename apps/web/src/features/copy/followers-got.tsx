import { useQuery } from '@tanstack/react-query';
import { COPY_MIN_FOLLOWERS_SHOWN } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/ui/card';
import { Row, Rows } from '../../shared/ui/rows';
import { historyQuery, type CopyFollowersGot } from './api';
import { returnPercent } from './copy-math';
import { sharePercent } from './copy-metrics';
import { NO_FIGURE, PercentText } from './metrics';
import styles from './copy.module.css';

function Figures({ got }: { got: CopyFollowersGot }) {
  const { t } = useTranslation('copy');
  return (
    <>
      <Rows>
        <Row term={t('got.followers')} testId="copy-got-followers">
          {t('values.followers', { count: got.followers })}
        </Row>
        <Row term={t('got.medianReturn')} strong>
          <PercentText percent={returnPercent(got.medianReturn)} testId="copy-got-median" />
        </Row>
        <Row term={t('got.shareInLoss')} testId="copy-got-in-loss">
          {t('values.percent', { value: sharePercent(got.shareInLoss) })}
        </Row>
        <Row term={t('got.strategyMedian')}>
          <PercentText
            percent={returnPercent(got.strategyMedianReturn)}
            testId="copy-got-strategy"
          />
        </Row>
        <Row term={t('got.gap')}>
          <PercentText percent={returnPercent(got.medianGap)} testId="copy-got-gap" />
        </Row>
      </Rows>
      <p className={styles.note}>{t('got.explain')}</p>
    </>
  );
}

/**
 * What the people who followed actually got, after fees, beside what the strategy made over the
 * same times: shown once enough people followed that no one's result can be told.
 */
export function FollowersGot({ productId }: { productId: number }) {
  const { t } = useTranslation('copy');
  const history = useQuery(historyQuery(productId));
  const got = history.data?.followersGot;
  return (
    <Card title={t('got.title')} testId="copy-followers-got">
      {history.data === undefined ? (
        <p className={styles.note}>{history.isError ? t('got.failed') : NO_FIGURE}</p>
      ) : got ? (
        <Figures got={got} />
      ) : (
        <p className={styles.note} data-testid="copy-got-hidden">
          {t('got.notYet', { count: COPY_MIN_FOLLOWERS_SHOWN })}
        </p>
      )}
    </Card>
  );
}
