import { isZero } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatSignedAmount } from '../../shared/format';
import { useLabels } from '../../shared/labels';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { LoadMore } from '../../shared/ui/load-more';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { FUND_RECORD_TABS, useCustomerFunds, type CustomerFunds, type FundRecordTab } from './api';

function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className="tabular nowrap">
      {formatAmount(value, currency)} <span className="currency">{currency}</span>
    </span>
  );
}

/** Balances per currency and every fund record of one customer (read-only: no "set balance" anywhere). */
export function CustomerFundsSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FundRecordTab>('all');
  const funds = useCustomerFunds(customerId, tab);
  const first = funds.data?.pages[0];
  const records = funds.data?.pages.flatMap((page) => page.records.items) ?? [];
  return (
    <>
      {funds.isError && !funds.data ? (
        <ErrorNotice error={funds.error} onRetry={() => void funds.refetch()} />
      ) : null}
      {funds.isPending ? <Loading /> : null}
      {first ? <Balances funds={first} /> : null}
      {first ? (
        <section className="panel table-panel">
          <h3 className="panel-title">
            {t('funds.records')}
            <span className="toolbar-spacer" />
            <span className="tabs tabs-inline" role="tablist" aria-label={t('funds.records')}>
              {FUND_RECORD_TABS.map((option) => (
                <button
                  key={option}
                  type="button"
                  role="tab"
                  aria-selected={option === tab}
                  className={option === tab ? 'tab active' : 'tab'}
                  onClick={() => setTab(option)}
                >
                  {t(`funds.tabs.${option}`)}
                </button>
              ))}
            </span>
          </h3>
          <FundRecordTable
            records={records}
            refreshing={funds.isFetching && !funds.isFetchingNextPage}
          />
        </section>
      ) : null}
      {first ? <LoadMore query={funds} shown={records.length} /> : null}
    </>
  );
}

function Balances({ funds }: { funds: CustomerFunds }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const { figures, openOperation } = funds;
  const used = funds.wallets.filter(
    (wallet) =>
      wallet.currency === 'JPY' ||
      ![wallet.available, wallet.held, wallet.margin, wallet.loan].every((value) => isZero(value)),
  );
  const wallets = showAll ? funds.wallets : used;
  return (
    <div className="grid-2">
      <section className="panel">
        <h3 className="panel-title">{t('funds.figures')}</h3>
        <dl className="definition-grid">
          <dt>{t('funds.totalAssets')}</dt>
          <dd className="strong">
            <Amount value={figures.totalAssets} currency={figures.currency} />
          </dd>
          <dt>{t('funds.availableFunds')}</dt>
          <dd>
            <Amount value={figures.availableFunds} currency={figures.currency} />
          </dd>
          <dt>{t('funds.frozenFunds')}</dt>
          <dd>
            <Amount value={figures.frozenFunds} currency={figures.currency} />
          </dd>
          <dt>{t('funds.profit')}</dt>
          <dd>
            <Amount value={figures.profit} currency={figures.currency} />
          </dd>
          <dt>{t('funds.usdAmount')}</dt>
          <dd>
            <Amount value={figures.usdAmount} currency="USD" />
          </dd>
          <dt>{t('funds.openOperation')}</dt>
          <dd>
            {openOperation ? (
              <span className="badge-row">
                <Link
                  to={
                    openOperation.kind === 'deposit'
                      ? `/deposits/${openOperation.id}`
                      : `/withdrawals/${openOperation.id}`
                  }
                >
                  {openOperation.kind === 'deposit'
                    ? t('funds.openDeposit', { id: openOperation.id })
                    : t('funds.openWithdrawal', { id: openOperation.id })}
                </Link>
                <FundingStatusBadge status={openOperation.status} />
              </span>
            ) : (
              <span className="muted">{t('common.none')}</span>
            )}
          </dd>
        </dl>
      </section>
      <section className="panel table-panel">
        <h3 className="panel-title">
          {t('funds.balances')}
          <span className="toolbar-spacer" />
          <label className="checkbox-field small">
            <input
              type="checkbox"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            {t('funds.showAllCurrencies')}
          </label>
        </h3>
        <table className="table">
          <thead>
            <tr>
              <th>{t('funds.currency')}</th>
              <th className="num">{t('funds.available')}</th>
              <th className="num">{t('funds.held')}</th>
              <th className="num">{t('funds.margin')}</th>
              <th className="num">{t('funds.loan')}</th>
            </tr>
          </thead>
          <tbody>
            {wallets.map((wallet) => (
              <tr key={wallet.currency}>
                <td className="mono strong">{wallet.currency}</td>
                <td className="num">{formatAmount(wallet.available, wallet.currency)}</td>
                <td className="num">{formatAmount(wallet.held, wallet.currency)}</td>
                <td className="num">{formatAmount(wallet.margin, wallet.currency)}</td>
                <td className="num">{formatAmount(wallet.loan, wallet.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function FundRecordTable({
  records,
  refreshing,
}: {
  records: CustomerFunds['records']['items'];
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <table className={refreshing ? 'table is-refreshing' : 'table'}>
      <thead>
        <tr>
          <th>{t('funds.columns.time')}</th>
          <th>{t('funds.columns.type')}</th>
          <th>{t('funds.columns.orderNo')}</th>
          <th className="num">{t('funds.columns.amount')}</th>
          <th>{t('funds.columns.status')}</th>
          <th className="wide">{t('funds.columns.remark')}</th>
        </tr>
      </thead>
      <tbody>
        {records.length === 0 ? <EmptyRow columns={6} text={t('funds.empty')} /> : null}
        {records.map((record) => {
          const [kind, id] = record.id.split(':');
          const link =
            kind === 'deposit'
              ? `/deposits/${id}`
              : kind === 'withdrawal'
                ? `/withdrawals/${id}`
                : null;
          const negative = record.amount.startsWith('-');
          return (
            <tr key={record.id}>
              <td>
                <DateTime iso={record.createdAt} />
              </td>
              <td className="nowrap">
                {labels.fundRecordType(record.type)}
                <div className="mono muted small">{record.type}</div>
              </td>
              <td>
                {link ? (
                  <Link to={link} className="mono">
                    {record.orderNo}
                  </Link>
                ) : (
                  <span className="mono">{record.orderNo}</span>
                )}
              </td>
              <td className={negative ? 'num amount-out' : 'num amount-in'}>
                {formatSignedAmount(record.amount, record.currency)}{' '}
                <span className="currency">{record.currency}</span>
              </td>
              <td>
                <FundingStatusBadge status={record.status} />
              </td>
              <td className="prewrap">{record.remark || <span className="muted">—</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
