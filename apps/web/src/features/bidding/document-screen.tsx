import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shortenMiddle } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import {
  Hash,
  downloadJson,
  formatCount,
  offeringIdOf,
  usePriceText,
} from '../../shared/ui/offering';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { documentQuery, offeringsQuery, type BiddingDocumentAnswer } from './api';
import { DemandCurve } from './offering-result';
import shared from '../../shared/ui/offering.module.css';

type BiddingDocument = NonNullable<BiddingDocumentAnswer['document']>;

function Published({
  offeringId,
  document,
  receipt,
}: {
  offeringId: number;
  document: BiddingDocument;
  receipt: string | null;
}) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const price = usePriceText();
  const bids = new Map(document.bids.map((bid) => [bid.entry, bid]));
  const mineFilled = receipt !== null && document.allocation.some((item) => item.entry === receipt);
  return (
    <>
      <Card testId="bidding-document">
        <Rows>
          <Row term={t('document.format')}>{document.format}</Row>
          <Row term={t('document.bids')} testId="bidding-document-bids">
            {formatCount(document.bids.length, locale)}
          </Row>
          <Row term={t('fields.lotsOffered')}>{formatCount(document.lotsOffered, locale)}</Row>
          <Row term={t('fields.clearingPrice')} testId="bidding-document-clearing">
            {document.clearingPrice ? price(document.clearingPrice) : '—'}
          </Row>
        </Rows>
        <Hash
          label={t('document.commitment')}
          value={document.commitment}
          testId="bidding-document-commitment"
        />
        <Hash label={t('document.seed')} value={document.seed} testId="bidding-document-seed" />
        {receipt ? (
          <Hash label={t('document.mine')} value={receipt} testId="bidding-document-mine" />
        ) : null}
      </Card>
      <Card>
        <DemandCurve
          demand={{
            offeringId,
            status: 'allocated',
            lotsOffered: document.lotsOffered,
            published: true,
            clearingPrice: document.clearingPrice,
            levels: document.demandCurve,
          }}
        />
      </Card>
      <Card title={t('document.allocation')} testId="bidding-document-allocation">
        {receipt && !mineFilled ? <p className={shared.note}>{t('document.notFilled')}</p> : null}
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">{t('document.entry')}</th>
              <th scope="col">{t('records.price')}</th>
              <th scope="col">{t('document.lotsFilled')}</th>
            </tr>
          </thead>
          <tbody>
            {document.allocation.map((item) => {
              const mine = item.entry === receipt;
              const bid = bids.get(item.entry);
              return (
                <tr
                  key={item.entry}
                  className={mine ? shared.myRow : undefined}
                  data-testid={mine ? 'bidding-document-my-row' : 'bidding-document-row'}
                >
                  <td title={item.entry}>
                    {mine ? `${t('document.mine')}: ` : ''}
                    {shortenMiddle(item.entry)}
                  </td>
                  <td>{bid ? price(bid.price) : '—'}</td>
                  <td>
                    {formatCount(item.lots, locale)} / {formatCount(bid?.lots ?? 0, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <Card title={t('document.verifyTitle')}>
        <p className={shared.note}>{t('document.verify')}</p>
        <button
          type="button"
          className={shared.downloadButton}
          onClick={() => downloadJson(document, `bidding-${offeringId}.json`)}
          data-testid="bidding-document-download"
        >
          {t('document.download')}
        </button>
      </Card>
    </>
  );
}

function DocumentBody({ offeringId }: { offeringId: number }) {
  const { t } = useTranslation('bidding');
  const answer = useQuery(documentQuery(offeringId));
  // My entry hash, to find my bid in the allocation (the document itself names no one).
  const offerings = useQuery(offeringsQuery);
  if (!answer.data) {
    return answer.isError ? <LoadFailed onRetry={() => void answer.refetch()} /> : <Loading />;
  }
  const mine = offerings.data?.find((each) => each.id === offeringId)?.myBid;
  return (
    <PullRefresh onRefresh={() => Promise.all([answer.refetch(), offerings.refetch()])}>
      <div className={shared.content} data-testid="bidding-document-screen">
        {answer.data.document ? (
          <Published
            offeringId={offeringId}
            document={answer.data.document}
            receipt={mine?.entryHash ?? null}
          />
        ) : (
          <Card title={t('document.commitment')}>
            <code className={shared.hash}>{answer.data.commitment}</code>
            <p className={shared.note} data-testid="bidding-document-pending">
              {t('document.pending')}
            </p>
          </Card>
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /common/dividend3Draw?id=<offering>: an agreed-price bidding's allocation document, public: the
 * seed matching the commitment published with the offering, the demand curve, the clearing price,
 * the allocation with my entry marked, and the whole document to download and recompute.
 */
export function BiddingDocumentScreen() {
  const { t } = useTranslation('bidding');
  const [search] = useSearchParams();
  const offeringId = offeringIdOf(search);
  return (
    <Page title={t('title.document')} backTo="/common/dividend3" className={shared.page}>
      {offeringId ? (
        <DocumentBody key={offeringId} offeringId={offeringId} />
      ) : (
        <ErrorBlock status="empty" title={t('document.missingId')} description={null} />
      )}
    </Page>
  );
}
