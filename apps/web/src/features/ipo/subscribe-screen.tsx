import { useQuery } from '@tanstack/react-query';
import { IPO_PHASES, type IpoPhase } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { ScreenTabs, useTabParam } from '../../shared/ui/screen-tabs';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { offeringsQuery, type Offering } from './api';
import { PriceText, StatusTag, formatCount, formatTime } from './components';
import styles from './ipo.module.css';

function OfferingRow({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const mine = offering.myApplication;
  return (
    <Link
      to={`/market/subscribeDetail?id=${offering.id}`}
      className={styles.row}
      data-testid={`ipo-offering-${offering.id}`}
      data-symbol={offering.symbol}
    >
      <div className={styles.rowHead}>
        <div className={styles.name}>
          <strong>{offering.names[locale]}</strong>
          <span>{offering.symbol}</span>
        </div>
        {mine ? (
          <StatusTag status={mine.status} />
        ) : (
          <span className={styles.notApplied}>{t('list.notApplied')}</span>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{offering.finalPrice ? t('fields.finalPrice') : t('fields.priceRange')}</dt>
          <dd>
            <PriceText offering={offering} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.lotsOffered')}</dt>
          <dd>{t('values.lots', { n: formatCount(offering.lotsOffered, locale) })}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('fields.period')}</dt>
          <dd>
            {t('values.range', {
              low: formatTime(offering.subscriptionOpensAt, locale),
              high: formatTime(offering.subscriptionClosesAt, locale),
            })}
          </dd>
        </div>
      </dl>
    </Link>
  );
}

function OfferingList({ phase }: { phase: IpoPhase }) {
  const { t } = useTranslation('ipo');
  const query = useQuery(offeringsQuery(phase));
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.list} data-testid={`ipo-list-${phase}`}>
        {!query.data ? (
          query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()} />
          ) : (
            <Loading />
          )
        ) : query.data.length === 0 ? (
          <p className={styles.empty} data-testid="ipo-empty">
            {t(`empty.${phase}`)}
          </p>
        ) : (
          query.data.map((offering) => <OfferingRow key={offering.id} offering={offering} />)
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /market/subscribe: new shares on offer in three tabs (awaiting subscription, subscribing,
 * subscription ended), each with its price, lots and dates and where my application stands.
 */
export function SubscribeScreen() {
  const { t } = useTranslation('ipo');
  const [phase, setPhase] = useTabParam<IpoPhase>(IPO_PHASES, 'subscribing');
  return (
    <Page
      title={t('title.list')}
      backTo="/home/index"
      className={styles.page}
      right={
        <Link to="/market/subscribeRecord" className={styles.headerLink} data-testid="ipo-records">
          {t('list.records')}
        </Link>
      }
    >
      <ScreenTabs
        tabs={IPO_PHASES}
        active={phase}
        onChange={setPhase}
        title={(each) => t(`tabs.${each}`)}
        belowNavBar
      />
      <OfferingList key={phase} phase={phase} />
    </Page>
  );
}
