import { useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import type { AnnualReport, AnnualReportFormat, AnnualReportTotals } from '@kabuto/contract';
import { formatMoney, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { JAPAN_OFFSET_MS } from '../../shared/japan-time';
import { Card } from '../../shared/ui/card';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { numberClass, toneClass, toneOf } from '../../shared/ui/tone';
import { downloadAnnualReport, useAnnualReport, useReportYears } from './annual-report-api';
import styles from './annual-report.module.css';

/** The figures of the totals table, in the order the CSV and the PDF list them. */
const FIGURES = [
  'opening',
  'deposits',
  'withdrawals',
  'withdrawalFees',
  'realizedPnl',
  'tradingFees',
  'stampDuty',
  'loanInterest',
  'exchanges',
  'copyTrading',
  'rewards',
  'other',
  'netChange',
  'closing',
  'ipoAllotments',
] as const satisfies readonly Exclude<keyof AnnualReportTotals, 'currency'>[];

/** An amount and its currency; a signed one (profit, change) coloured by its sign. */
function Amount({
  value,
  currency,
  signed = false,
  testId,
}: {
  value: DecimalString;
  currency?: string;
  signed?: boolean;
  testId?: string;
}) {
  const tone = signed ? toneOf(value) : 'flat';
  const className = [numberClass, tone === 'flat' ? undefined : toneClass(tone)]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} data-testid={testId} data-value={value}>
      {formatMoney(value)}
      {currency ? ` ${currency}` : ''}
    </span>
  );
}

const japanDate = (iso: string) =>
  new Date(Date.parse(iso) + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

function Totals({ report }: { report: AnnualReport }) {
  const { t } = useTranslation('report');
  return (
    <Card title={t('totals')} testId="report-totals">
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" />
              {report.totals.map((totals) => (
                <th scope="col" key={totals.currency}>
                  {totals.currency}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FIGURES.map((figure) => (
              <tr key={figure}>
                <th scope="row">{t(`figures.${figure}`)}</th>
                {report.totals.map((totals) => (
                  <td key={totals.currency}>
                    <Amount
                      value={totals[figure]}
                      signed={figure === 'realizedPnl' || figure === 'netChange'}
                      testId={`report-${figure}-${totals.currency}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('ledgerNote')}</p>
    </Card>
  );
}

function ClosedTrades({ report }: { report: AnnualReport }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  return (
    <Card title={t('sections.closedTrades')} testId="report-trades">
      {report.closedTrades.length === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <ul className={styles.rows}>
          {report.closedTrades.map((trade) => (
            <li key={trade.orderNo} data-testid="report-trade">
              <div className={styles.rowHead}>
                <span>
                  {trade.symbol} {trade.names[locale]}
                </span>
                <span className={styles.side}>{t(`trade.${trade.direction}`)}</span>
              </div>
              <div className={styles.muted}>
                {t('trade.dates', {
                  opened: japanDate(trade.openedAt),
                  closed: japanDate(trade.closedAt),
                })}
                {' · '}
                {t('trade.shares', { count: trade.shares })}
              </div>
              <div className={styles.muted}>
                {t('trade.prices', {
                  open: formatMoney(trade.openPrice),
                  close: formatMoney(trade.closePrice),
                })}
              </div>
              <dl className={styles.facts}>
                <dt>{t('trade.fees')}</dt>
                <dd>
                  <Amount value={trade.fees} />
                </dd>
                <dt>{t('trade.stampDuty')}</dt>
                <dd>
                  <Amount value={trade.stampDuty} />
                </dd>
                <dt>{t('trade.realizedPnl')}</dt>
                <dd>
                  <Amount value={trade.realizedPnl} signed />
                </dd>
              </dl>
            </li>
          ))}
          <li className={styles.totalRow} data-testid="report-trades-total">
            <div className={styles.rowHead}>{t('total')}</div>
            <dl className={styles.facts}>
              <dt>{t('trade.fees')}</dt>
              <dd>
                <Amount value={report.closedTradeTotals.fees} />
              </dd>
              <dt>{t('trade.stampDuty')}</dt>
              <dd>
                <Amount value={report.closedTradeTotals.stampDuty} />
              </dd>
              <dt>{t('trade.realizedPnl')}</dt>
              <dd>
                <Amount value={report.closedTradeTotals.realizedPnl} signed />
              </dd>
            </dl>
          </li>
        </ul>
      )}
    </Card>
  );
}

/** A list of dated amounts: deposits, withdrawals, exchanges, interest, allotments. */
function Movements({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: { key: string; label: string; detail?: string; amount: React.ReactNode }[];
}) {
  const { t } = useTranslation('report');
  return (
    <Card title={title} testId={testId}>
      {rows.length === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.movement}>
              <div>
                <div>{row.label}</div>
                {row.detail ? <div className={styles.muted}>{row.detail}</div> : null}
              </div>
              <div className={styles.amount}>{row.amount}</div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Sections({ report }: { report: AnnualReport }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  return (
    <>
      <ClosedTrades report={report} />
      <Movements
        title={t('sections.deposits')}
        testId="report-deposits"
        rows={report.deposits.map((row) => ({
          key: row.orderNo,
          label: japanDate(row.at),
          detail: row.orderNo,
          amount: <Amount value={row.amount} currency={row.currency} />,
        }))}
      />
      <Movements
        title={t('sections.withdrawals')}
        testId="report-withdrawals"
        rows={report.withdrawals.map((row) => ({
          key: row.orderNo,
          label: japanDate(row.at),
          detail: `${row.orderNo} · ${t('fee', { fee: formatMoney(row.fee) })}`,
          amount: <Amount value={row.amount} currency={row.currency} />,
        }))}
      />
      <Movements
        title={t('sections.exchanges')}
        testId="report-exchanges"
        rows={report.exchanges.map((row) => ({
          key: row.orderNo,
          label: japanDate(row.at),
          detail: `${formatMoney(row.fromAmount)} ${row.fromCurrency} → ${formatMoney(row.toAmount)} ${row.toCurrency}`,
          amount: <Amount value={row.toAmount} currency={row.toCurrency} />,
        }))}
      />
      <Movements
        title={t('sections.loanInterest')}
        testId="report-interest"
        rows={report.loanInterest.map((row) => ({
          key: row.orderNo,
          label: row.orderNo,
          amount: <Amount value={row.amount} currency={row.currency} />,
        }))}
      />
      <Movements
        title={t('sections.ipoAllotments')}
        testId="report-allotments"
        rows={report.ipoAllotments.map((row) => ({
          key: row.orderNo,
          label: `${row.symbol} ${row.names[locale]}`,
          detail: `${japanDate(row.at)} · ${t('allotment', { shares: row.shares.toLocaleString('en-US'), price: formatMoney(row.price) })}`,
          amount: <Amount value={row.amount} currency="JPY" />,
        }))}
      />
    </>
  );
}

/**
 * /user/annualReport: the annual report (docs/annual-report.md). Pick a year, see its totals (the
 * ledger's sums) and sections, and download the CSV or the PDF the server makes in this language.
 */
export function AnnualReportScreen() {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const years = useReportYears();
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked ?? years.data?.years[0]?.year ?? null;
  const report = useAnnualReport(year);
  const [downloading, setDownloading] = useState<AnnualReportFormat | null>(null);

  async function download(format: AnnualReportFormat) {
    if (year === null) return;
    setDownloading(format);
    try {
      await downloadAnnualReport(year, format, locale);
    } catch {
      // The client has told the customer already (a toast), as for any failed call.
    } finally {
      setDownloading(null);
    }
  }

  const data = report.data;
  return (
    <Page title={t('title')} backTo="/user/usercenter" className={styles.page}>
      <PullRefresh onRefresh={() => Promise.all([years.refetch(), report.refetch()])}>
        <div className={styles.content}>
          <p className={styles.lead}>{t('lead')}</p>
          {years.isError || report.isError ? (
            <LoadFailed
              onRetry={() => void Promise.all([years.refetch(), report.refetch()])}
              title={t('failed')}
            />
          ) : !years.data || !data ? (
            <Loading />
          ) : (
            <>
              <Card title={t('year')} testId="report-year">
                <Selector
                  columns={3}
                  value={year === null ? [] : [year]}
                  onChange={(value) => {
                    if (value[0] !== undefined) setPicked(value[0]);
                  }}
                  options={years.data.years.map((each) => ({
                    value: each.year,
                    label: t('yearOption', { year: each.year }),
                  }))}
                />
                <p
                  className={data.final ? styles.note : styles.notFinal}
                  data-testid="report-status"
                >
                  {data.final ? t('final') : t('notFinal')}
                </p>
                <div className={styles.downloads}>
                  <Button
                    block
                    loading={downloading === 'csv'}
                    onClick={() => void download('csv')}
                    data-testid="report-download-csv"
                  >
                    {t('downloadCsv')}
                  </Button>
                  <Button
                    block
                    color="primary"
                    loading={downloading === 'pdf'}
                    onClick={() => void download('pdf')}
                    data-testid="report-download-pdf"
                  >
                    {t('downloadPdf')}
                  </Button>
                </div>
              </Card>
              <Totals report={data} />
              <Sections report={data} />
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
