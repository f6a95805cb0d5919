import { Button } from 'antd-mobile';
import type { LiabilityProofDocument, LiabilityPublication } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatJapanTime, formatMoney } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { numberClass } from '../../shared/ui/tone';
import { downloadProof, useMyLiabilityProof } from './liabilities-api';
import styles from './liabilities.module.css';

/** An amount in any of the wallet currencies: the number, then its code. */
function Amount({
  value,
  currency,
  testId,
}: {
  value: DecimalString;
  currency: string;
  testId?: string;
}) {
  return (
    <span className={numberClass} data-testid={testId} data-value={value}>
      {formatMoney(value)} {currency}
    </span>
  );
}

function Publication({ publication }: { publication: LiabilityPublication }) {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  return (
    <Card
      title={t('liabilities.published', { day: publication.day })}
      testId="liabilities-publication"
    >
      <dl className={styles.facts}>
        <dt>{t('liabilities.takenAt')}</dt>
        <dd>{formatJapanTime(publication.takenAt, locale, 'seconds')}</dd>
        <dt>{t('liabilities.root')}</dt>
        <dd className={styles.hash} data-testid="liabilities-root">
          {publication.rootHash}
        </dd>
        <dt>{t('liabilities.accounts')}</dt>
        <dd>{publication.leafCount}</dd>
      </dl>
      <table className={styles.totals} data-testid="liabilities-totals">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('liabilities.owed')}</th>
            <th scope="col">{t('liabilities.bank')}</th>
          </tr>
        </thead>
        <tbody>
          {publication.totals.map((total) => (
            <tr key={total.currency}>
              <th scope="row">{total.currency}</th>
              <td>
                <Amount
                  value={total.owed}
                  currency={total.currency}
                  testId={`liabilities-owed-${total.currency}`}
                />
              </td>
              <td>
                <Amount value={total.bank} currency={total.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('liabilities.bankNote')}</p>
    </Card>
  );
}

function MyLeaf({ proof }: { proof: LiabilityProofDocument }) {
  const { t } = useTranslation('documents');
  return (
    <Card title={t('liabilities.mineTitle')} testId="liabilities-mine">
      <p className={styles.note}>{t('liabilities.mineNote')}</p>
      <ul className={styles.balances}>
        {proof.currencies.map((currency, index) => (
          <li key={currency}>
            <Amount
              value={proof.leaf.balances[index]!}
              currency={currency}
              testId={`liabilities-mine-${currency}`}
            />
          </li>
        ))}
      </ul>
      <Button
        block
        color="primary"
        className={styles.download}
        onClick={() => downloadProof(proof)}
        data-testid="liabilities-download"
      >
        {t('liabilities.download')}
      </Button>
      <p className={styles.note}>{t('liabilities.verifyHint')}</p>
      <code className={styles.command}>
        npm run verify:liabilities -- kabuto-liabilities-{proof.day}.json
      </code>
    </Card>
  );
}

/**
 * /user/liabilities: proof of liabilities (docs/liabilities.md). The day's published root, what
 * Kabuto owed all its customers beside its money at the bank, my own leaf, and my proof to
 * download and check with `npm run verify:liabilities`.
 */
export function LiabilitiesScreen() {
  const { t } = useTranslation('documents');
  const answer = useMyLiabilityProof();
  const data = answer.data;
  return (
    <Page title={t('liabilities.title')} backTo="/user/usercenter" className={styles.page}>
      <PullRefresh onRefresh={() => answer.refetch()}>
        <div className={styles.content}>
          <p className={styles.lead}>{t('liabilities.lead')}</p>
          {!data ? (
            answer.isError ? (
              <LoadFailed onRetry={() => void answer.refetch()} title={t('liabilities.failed')} />
            ) : (
              <Loading />
            )
          ) : !data.publication ? (
            <Card testId="liabilities-none">
              <p className={styles.note}>{t('liabilities.none')}</p>
            </Card>
          ) : (
            <>
              <Publication publication={data.publication} />
              {data.proof ? (
                <MyLeaf proof={data.proof} />
              ) : (
                <Card testId="liabilities-not-included">
                  <p className={styles.note}>{t('liabilities.notIncluded')}</p>
                </Card>
              )}
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
