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
import { LoadFailed, Loading } from '../../shared/ui/status';
import { drawQuery, offeringQuery, type IpoDraw } from './api';
import { formatCount, formatTime } from './components';
import styles from './ipo.module.css';
import { offeringIdOf } from './subscribe-detail-screen';

type DrawDocument = NonNullable<IpoDraw['document']>;

/**
 * Saves the document as a JSON file: a blob address made for the click and given back after it
 * (the browser has started the download by then).
 */
function downloadDocument(document: DrawDocument, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Hash({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <p className={styles.note}>{label}</p>
      <code className={styles.hash} data-testid={testId}>
        {value}
      </code>
    </>
  );
}

function Published({
  draw,
  document,
  receipt,
}: {
  draw: IpoDraw;
  document: DrawDocument;
  receipt: string | null;
}) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const asked = new Map(document.entries.map((entry) => [entry.entry, entry.lots]));
  const mineWon = receipt !== null && document.allocation.some((item) => item.entry === receipt);
  return (
    <>
      <Card testId="ipo-draw-document">
        <Rows>
          <Row term={t('draw.label')}>{document.label}</Row>
          <Row term={t('draw.entries')} testId="ipo-draw-entries">
            {t('values.applications', { n: formatCount(document.entries.length, locale) })}
          </Row>
          <Row term={t('draw.units')}>
            {t('values.lots', { n: formatCount(document.units, locale) })}
          </Row>
          <Row term={t('fields.drawAt')}>{formatTime(draw.drawAt, locale)}</Row>
        </Rows>
        <Hash
          label={t('draw.commitment')}
          value={document.commitment}
          testId="ipo-draw-commitment"
        />
        <Hash label={t('draw.seed')} value={document.seed} testId="ipo-draw-seed" />
        <Hash label={t('draw.listHash')} value={document.listHash} testId="ipo-draw-list-hash" />
        {receipt ? <Hash label={t('draw.mine')} value={receipt} testId="ipo-draw-mine" /> : null}
      </Card>
      <Card title={t('draw.allocation')} testId="ipo-draw-allocation">
        {receipt && !mineWon ? <p className={styles.note}>{t('draw.notInAllocation')}</p> : null}
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('draw.entry')}</th>
              <th scope="col">{t('draw.lotsAsked')}</th>
              <th scope="col">{t('draw.lotsWon')}</th>
            </tr>
          </thead>
          <tbody>
            {document.allocation.map((item) => {
              const mine = item.entry === receipt;
              return (
                <tr
                  key={item.entry}
                  className={mine ? styles.mine : undefined}
                  data-testid={mine ? 'ipo-draw-my-row' : 'ipo-draw-row'}
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
        {draw.lapses.length > 0 ? (
          <p className={styles.note}>
            {t('draw.lapses')}
            {t('values.colon')}
            {draw.lapses.map((item) => `${shortenMiddle(item.entry)} (${item.lots})`).join(', ')}
          </p>
        ) : null}
        {draw.reallocated.length > 0 ? (
          <p className={styles.note}>
            {t('draw.reallocated')}
            {t('values.colon')}
            {draw.reallocated
              .map((item) => `${shortenMiddle(item.entry)} (${item.lots})`)
              .join(', ')}
          </p>
        ) : null}
      </Card>
      <Card title={t('draw.verifyTitle')} testId="ipo-draw-verify">
        <p className={styles.note}>{t('draw.verify')}</p>
        <button
          type="button"
          className={styles.downloadButton}
          onClick={() => downloadDocument(document, `draw-${draw.symbol}-${draw.offeringId}.json`)}
          data-testid="ipo-draw-download"
        >
          {t('draw.download')}
        </button>
      </Card>
    </>
  );
}

function DrawBody({ offeringId }: { offeringId: number }) {
  const { t } = useTranslation('ipo');
  const locale = useLocale();
  const draw = useQuery(drawQuery(offeringId));
  // My receipt, to find my entry in the allocation (the draw itself names no one).
  const offering = useQuery(offeringQuery(offeringId));
  if (!draw.data) {
    return draw.isError ? <LoadFailed onRetry={() => void draw.refetch()} /> : <Loading />;
  }
  const receipt = offering.data?.myApplication?.receipt ?? null;
  return (
    <PullRefresh onRefresh={() => Promise.all([draw.refetch(), offering.refetch()])}>
      <div className={styles.content} data-testid="ipo-draw">
        {draw.data.document ? (
          <Published draw={draw.data} document={draw.data.document} receipt={receipt} />
        ) : (
          <Card title={t('commitment.title')}>
            <code className={styles.hash}>{draw.data.commitment}</code>
            <p className={styles.note} data-testid="ipo-draw-pending">
              {t('draw.pending', { time: formatTime(draw.data.drawAt, locale) })}
            </p>
          </Card>
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * /market/subscribeDraw?id=<offering>: the published draw (integrity rule 4): the seed that
 * matches the commitment, the hash of the entry list, the allocation with my entry marked, and the
 * document itself to check with `npm run verify:draw`.
 */
export function SubscribeDrawScreen() {
  const { t } = useTranslation('ipo');
  const [search] = useSearchParams();
  const offeringId = offeringIdOf(search);
  return (
    <Page
      title={t('title.draw')}
      backTo={offeringId ? `/market/subscribeDetail?id=${offeringId}` : '/market/subscribe'}
      className={styles.page}
    >
      {offeringId ? (
        <DrawBody key={offeringId} offeringId={offeringId} />
      ) : (
        <ErrorBlock status="empty" title={t('empty.missingId')} description={null} />
      )}
    </Page>
  );
}
