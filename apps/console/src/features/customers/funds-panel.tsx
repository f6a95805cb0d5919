import { isZero } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLabels } from '../../shared/labels';
import { fundingStatusColumn, reasonColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CheckboxField } from '../../shared/ui/field';
import { CodeLink } from '../../shared/ui/links';
import { Amount, SignedAmount } from '../../shared/ui/money';
import { BadgeRow } from '../../shared/ui/notice';
import { PagedTable } from '../../shared/ui/query-tables';
import { Columns, Panel } from '../../shared/ui/panel';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { LabelledCode, Text, textClass } from '../../shared/ui/text';
import { FUND_RECORD_TABS, useCustomerFunds, type CustomerFunds, type FundRecordTab } from './api';
import styles from './customers.module.css';

type FundRecord = CustomerFunds['records']['items'][number];

/** Balances per currency and every fund record of one customer (read-only: no "set balance" anywhere). */
export function CustomerFundsSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FundRecordTab>('all');
  const funds = useCustomerFunds(customerId, tab);
  const columns = useFundRecordColumns();
  const records = funds.data?.pages.flatMap((page) => page.records.items) ?? [];
  const first = funds.data?.pages[0];
  return (
    <>
      {first ? <Balances funds={first} /> : null}
      <PagedTable
        query={funds}
        rows={records}
        columns={columns}
        rowKey={(record) => record.id}
        empty={t('funds.empty')}
        title={t('funds.records')}
        tabs={{
          options: FUND_RECORD_TABS,
          value: tab,
          onChange: setTab,
          text: (option) => t(`funds.tabs.${option}`),
        }}
      />
    </>
  );
}

/** The member-centre figures in the customer's own currency. */
const FIGURES = ['totalAssets', 'availableFunds', 'frozenFunds', 'profit'] as const;

/** The member-centre figures, and the open deposit or withdrawal if there is one. */
function Figures({ funds }: { funds: CustomerFunds }) {
  const { t } = useTranslation();
  const { figures, openOperation } = funds;
  return (
    <Panel title={t('funds.figures')}>
      <DefinitionList look="ruled">
        {FIGURES.map((figure) => (
          <Definition
            key={figure}
            label={t(`funds.${figure}`)}
            className={figure === 'totalAssets' ? textClass({ strong: true }) : undefined}
          >
            <Amount value={figures[figure]} currency={figures.currency} />
          </Definition>
        ))}
        <Definition label={t('funds.usdAmount')}>
          <Amount value={figures.usdAmount} currency="USD" />
        </Definition>
        <Definition label={t('funds.openOperation')}>
          {openOperation ? (
            <BadgeRow>
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
            </BadgeRow>
          ) : (
            <Text muted>{t('common.none')}</Text>
          )}
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

type Wallet = CustomerFunds['wallets'][number];
const WALLET_FIGURES = ['available', 'held', 'margin', 'loan'] as const;

function Balances({ funds }: { funds: CustomerFunds }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  // JPY and every currency the customer has money in; the others on request.
  const used = funds.wallets.filter(
    (wallet) =>
      wallet.currency === 'JPY' || !WALLET_FIGURES.every((figure) => isZero(wallet[figure])),
  );
  const columns: Column<Wallet>[] = [
    textColumn('currency', t('funds.currency'), (wallet) => wallet.currency, {
      mono: true,
      strong: true,
    }),
    ...WALLET_FIGURES.map((figure): Column<Wallet> => ({
      key: figure,
      header: t(`funds.${figure}`),
      align: 'num',
      cell: (wallet) => formatAmount(wallet[figure], wallet.currency),
    })),
  ];
  return (
    <Columns>
      <Figures funds={funds} />
      <Panel
        table
        title={t('funds.balances')}
        actions={
          <CheckboxField
            className={styles.titleCheckbox}
            label={t('funds.showAllCurrencies')}
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
          />
        }
      >
        <DataTable
          rows={showAll ? funds.wallets : used}
          rowKey={(wallet) => wallet.currency}
          columns={columns}
        />
      </Panel>
    </Columns>
  );
}

/** Where a fund record opens: its deposit or withdrawal; ledger entries have no page. */
function recordLink(record: FundRecord): string | null {
  const [kind, id] = record.id.split(':');
  if (kind === 'deposit') return `/deposits/${id}`;
  if (kind === 'withdrawal') return `/withdrawals/${id}`;
  return null;
}

function useFundRecordColumns(): Column<FundRecord>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const locale = useLocale();
  return [
    timeColumn('time', t('funds.columns.time'), (record) => record.createdAt),
    {
      key: 'type',
      header: t('funds.columns.type'),
      className: textClass({ nowrap: true }),
      cell: (record) => (
        <LabelledCode label={labels.fundRecordType(record.type)} code={record.type} />
      ),
    },
    {
      key: 'orderNo',
      header: t('funds.columns.orderNo'),
      cell: (record) => {
        const link = recordLink(record);
        return link ? (
          <CodeLink to={link}>{record.orderNo}</CodeLink>
        ) : (
          <Text mono>{record.orderNo}</Text>
        );
      },
    },
    {
      key: 'amount',
      header: t('funds.columns.amount'),
      align: 'num',
      cell: (record) => <SignedAmount value={record.amount} currency={record.currency} />,
    },
    fundingStatusColumn(t('funds.columns.status')),
    // A rejection's reason, else the deposit's channel (in the operator's language) or the remark.
    reasonColumn(
      'remark',
      t('funds.columns.remark'),
      (record) => record.reviewReason?.text ?? record.channelName?.[locale] ?? record.remark,
    ),
  ];
}
