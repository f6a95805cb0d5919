import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { OperatorReasonText } from '../../shared/ui/operator-reason';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { offeringQuery, type Offering } from './api';
import { ApplyForm } from './apply-form';
import { PriceText, formatCount, formatDate, formatTime, usePriceText } from './components';
import { canApply } from './ipo-math';
import { MyApplication } from './my-application';
import styles from './ipo.module.css';

/** The fields an offering's change may name, each with its words (an unknown one is "other"). */
const CHANGE_FIELDS = [
  'symbol',
  'names',
  'sector',
  'priceLow',
  'priceHigh',
  'finalPrice',
  'lotsOffered',
  'maxLotsPerApplication',
  'subscriptionOpensAt',
  'subscriptionClosesAt',
  'drawAt',
  'purchaseDeadlineAt',
  'listingDate',
] as const;
type ChangeField = (typeof CHANGE_FIELDS)[number];
const isChangeField = (field: string): field is ChangeField =>
  (CHANGE_FIELDS as readonly string[]).includes(field);

/** The id in the address: a positive whole number, else null. */
export function offeringIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Terms({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const price = usePriceText();
  const lots = (n: number) => t('values.lots', { n: formatCount(n, locale) });
  return (
    <Card title={t('fields.underwritingPrice')} testId="ipo-terms">
      <Rows>
        <Row term={t('fields.finalPrice')} testId="ipo-final-price">
          {offering.finalPrice ? price(offering.finalPrice) : t('values.notSet')}
        </Row>
        <Row term={t('fields.priceRange')} testId="ipo-price-range">
          {t('values.range', { low: price(offering.priceLow), high: price(offering.priceHigh) })}
        </Row>
        <Row term={t('fields.lotsOffered')} testId="ipo-lots-offered">
          {lots(offering.lotsOffered)}
        </Row>
        <Row term={t('fields.lotShares')}>
          {t('values.shares', { n: formatCount(offering.lotShares, locale) })}
        </Row>
        <Row term={t('fields.maxLots')}>{lots(offering.maxLotsPerApplication)}</Row>
        <Row term={t('fields.opensAt')}>{formatTime(offering.subscriptionOpensAt, locale)}</Row>
        <Row term={t('fields.closesAt')} testId="ipo-closes-at">
          {formatTime(offering.subscriptionClosesAt, locale)}
        </Row>
        <Row term={t('fields.drawAt')} testId="ipo-draw-at">
          {formatTime(offering.drawAt, locale)}
        </Row>
        <Row term={t('fields.purchaseDeadline')}>
          {formatTime(offering.purchaseDeadlineAt, locale)}
        </Row>
        <Row term={t('fields.listingDate')}>{formatDate(offering.listingDate, locale)}</Row>
        <Row term={t('fields.applications')} testId="ipo-applications">
          {t('values.applications', { n: formatCount(offering.applications, locale) })}
        </Row>
        <Row term={t('fields.lotsRequested')} testId="ipo-lots-requested">
          {lots(offering.lotsRequested)}
        </Row>
      </Rows>
      <p className={styles.note}>{t('fields.countedNote')}</p>
    </Card>
  );
}

function Commitment({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  return (
    <Card title={t('commitment.title')} testId="ipo-commitment">
      <code className={styles.hash} data-testid="ipo-commitment-hash">
        {offering.commitment}
      </code>
      <p className={styles.note}>{t('commitment.explain')}</p>
      {offering.drawn ? (
        <Link
          to={`/market/subscribeDraw?id=${offering.id}`}
          className={styles.download}
          data-testid="ipo-commitment-draw-link"
        >
          {t('mine.drawLink')}
        </Link>
      ) : null}
    </Card>
  );
}

function Changes({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  if (offering.changes.length === 0) return null;
  return (
    <Card title={t('changes.title')} testId="ipo-changes">
      {offering.changes.map((change) => (
        <div key={change.changedAt} className={styles.change} data-testid="ipo-change">
          <span className={styles.changeTime}>{formatTime(change.changedAt, locale)}</span>
          <p>
            {t('changes.fieldsChanged')}
            {t('values.colon')}
            {change.fields
              .map((field) =>
                isChangeField(field) ? t(`changes.fields.${field}`) : t('changes.fields.other'),
              )
              .join(t('changes.separator'))}
          </p>
          <p>
            {t('changes.reason')}
            {t('values.colon')}
            <OperatorReasonText reason={change.reason} />
          </p>
        </div>
      ))}
    </Card>
  );
}

function Detail({ offering }: { offering: Offering }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  return (
    <>
      <Card testId="ipo-head">
        <div className={styles.rowHead}>
          <div className={styles.name}>
            <strong data-testid="ipo-name">{offering.names[locale]}</strong>
            <span>
              {offering.symbol} · {offering.sector[locale]}
            </span>
          </div>
          <span className={styles.notApplied}>{t(`tabs.${offering.phase}`)}</span>
        </div>
        <p className={styles.note}>
          {t('fields.underwritingPrice')}
          {t('values.colon')}
          <PriceText offering={offering} />
        </p>
      </Card>
      {offering.myApplication ? (
        <MyApplication application={offering.myApplication} />
      ) : canApply(offering) ? (
        <ApplyForm offering={offering} />
      ) : offering.phase === 'upcoming' ? (
        <Card>
          <p className={styles.note} data-testid="ipo-not-open">
            {t('apply.notOpen', { time: formatTime(offering.subscriptionOpensAt, locale) })}
          </p>
        </Card>
      ) : (
        <Card>
          <p className={styles.note} data-testid="ipo-closed">
            {t('apply.closed')}
          </p>
        </Card>
      )}
      <Terms offering={offering} />
      <Commitment offering={offering} />
      <Changes offering={offering} />
    </>
  );
}

function OfferingDetail({ offeringId }: { offeringId: number }) {
  const query = useQuery(offeringQuery(offeringId));
  if (!query.data) {
    return query.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : <Loading />;
  }
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.content} data-testid="ipo-detail">
        <Detail offering={query.data} />
      </div>
    </PullRefresh>
  );
}

/**
 * /market/subscribeDetail?id=<offering>: the offering's terms and schedule, the draw's commitment,
 * the changes made since it was published, and my application (or the form to apply).
 */
export function SubscribeDetailScreen() {
  const { t } = useTranslation('ipo');
  const [search] = useSearchParams();
  const offeringId = offeringIdOf(search);
  return (
    <Page title={t('title.detail')} backTo="/market/subscribe" className={styles.page}>
      {offeringId ? (
        <OfferingDetail key={offeringId} offeringId={offeringId} />
      ) : (
        <ErrorBlock status="empty" title={t('empty.missingId')} description={null} />
      )}
    </Page>
  );
}
