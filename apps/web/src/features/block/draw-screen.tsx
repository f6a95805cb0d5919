import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shortenMiddle } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { Row, Rows } from '../../shared/ui/rows';
import { Hash, downloadJson, formatCount, offeringIdOf } from '../../shared/ui/offering';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { drawQuery, offeringsQuery, type BlockDraw } from './api';
import styles from '../../shared/ui/offering.module.css';

type DrawDocument = NonNullable<BlockDraw['document']>;

function Published({
  offeringId,
  document,
  receipt,
}: {
  offeringId: number;
  document: DrawDocument;
  receipt: string | null;
}) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const asked = new Map(document.entries.map((entry) => [entry.entry, entry.lots]));
  const mineFilled = receipt !== null && document.allocation.some((item) => item.entry === receipt);
  return (
    <>
      <Card testId="block-draw-document">
        <Rows>
          <Row term={t('draw.label')}>{document.label}</Row>
          <Row term={t('draw.entries')} testId="block-draw-entries">
            {formatCount(document.entries.length, locale)}
          </Row>
          <Row term={t('fields.lotsOffered')}>{formatCount(document.units, locale)}</Row>
        </Rows>
        <Hash
          label={t('draw.commitment')}
          value={document.commitment}
          testId="block-draw-commitment"
        />
        <Hash label={t('draw.seed')} value={document.seed} testId="block-draw-seed" />
        <Hash label={t('draw.listHash')} value={document.listHash} testId="block-draw-list-hash" />
        {receipt ? <Hash label={t('draw.mine')} value={receipt} testId="block-draw-mine" /> : null}
      </Card>
      <Card title={t('draw.allocation')} testId="block-draw-allocation">
        {receipt && !mineFilled ? <p className={styles.note}>{t('draw.notFilled')}</p> : null}
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('draw.entry')}</th>
              <th scope="col">{t('draw.lotsAsked')}</th>
              <th scope="col">{t('draw.lotsFilled')}</th>
            </tr>
          </thead>
          <tbody>
            {document.allocation.map((item) => {
              const mine = item.entry === receipt;
              return (
                <tr
                  key={item.entry}
                  className={mine ? styles.myRow : undefined}
                  data-testid={mine ? 'block-draw-my-row' : 'block-draw-row'}
                >
                  <td title={item.entry}>
                    {mine ? `${t('draw.mine')}: ` : ''}
                    {shortenMiddle(item.entry)}
                  </td>
                  <td>{formatCount(asked.get(item.entry) ?? 0, locale)}</td>
                  <td>{formatCount(item.units, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <Card title={t('draw.verifyTitle')} testId="block-draw-verify">
        <p className={styles.note}>{t('draw.verify')}</p>
        <button
          type="button"
          className={styles.downloadButton}
          onClick={() => downloadJson(document, `block-draw-${offeringId}.json`)}
          data-testid="block-draw-download"
        >
          {t('draw.download')}
        </button>
      </Card>
    </>
  );
}

function DrawBody({ offeringId }: { offeringId: number }) {
  const { t } = useTranslation('block');
  const draw = useQuery(drawQuery(offeringId));
  // My entry hash, to find my entry in the allocation (the document itself names no one).
  const offerings = useQuery(offeringsQuery);
  if (!draw.data) {
    return draw.isError ? <LoadFailed onRetry={() => void draw.refetch()} /> : <Loading />;
  }
  const mine = offerings.data?.find((each) => each.id === offeringId)?.myApplication;
  return (
    <PullRefresh onRefresh={() => Promise.all([draw.refetch(), offerings.refetch()])}>
      <div className={styles.content} data-testid="block-draw">
        {draw.data.document ? (
          <Published
            offeringId={offeringId}
            document={draw.data.document}
            receipt={mine?.entryHash ?? null}
          />
        ) : (
          <Card title={t('draw.commitment')}>
            <code className={styles.hash}>{draw.data.commitment}</code>
            <p className={styles.note} data-testid="block-draw-pending">
              {t('draw.pending')}
            </p>
          </Card>
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /common/dividendDraw?id=<offering>: the allocation document of a block trade, public like the
 * IPO draw's (integrity rule 4): the seed that matches the commitment published with the offering,
 * the hash of the entry list, the allocation with my entry marked, and the document to check with
 * `npm run verify:draw`.
 */
export function BlockDrawScreen() {
  const { t } = useTranslation('block');
  const [search] = useSearchParams();
  const offeringId = offeringIdOf(search);
  return (
    <Page title={t('title.draw')} backTo="/common/dividend" className={styles.page}>
      {offeringId ? (
        <DrawBody key={offeringId} offeringId={offeringId} />
      ) : (
        <ErrorBlock status="empty" title={t('draw.missingId')} description={null} />
      )}
    </Page>
  );
}
