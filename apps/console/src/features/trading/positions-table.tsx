import { add } from '@kabuto/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { CodeLink, CustomerLink } from '../../shared/ui/links';
import { Dash, Text } from '../../shared/ui/text';
import { PagedTable, pagedRows, type PanelTabs } from '../../shared/ui/query-tables';
import type { AdminPosition, usePositions } from './api';
import { useTradingLabels } from './labels';
import { PositionStatusBadge, Price, Shares, Side, SignedYen, SymbolName, Yen } from './parts';
import styles from './trading.module.css';

/** What a row says about money: held funds while pending, live P/L while open, net P/L once ended. */
function Outcome({ position }: { position: AdminPosition }) {
  const { t } = useTranslation('trading');
  const labelled = (label: string, value: ReactNode) => (
    <>
      <Text block muted small>
        {label}
      </Text>
      {value}
    </>
  );
  if (position.status === 'pending') {
    return labelled(t('columns.held'), <Yen value={position.heldAmount} />);
  }
  if (position.status === 'closed') {
    return labelled(t('fields.netPnl'), <SignedYen value={position.netPnl} />);
  }
  if (position.status === 'cancelled') return <Dash />;
  return (
    <>
      <SignedYen value={position.unrealizedPnl} />
      <Text block muted small tabular>
        {t('columns.markAt')} <Price value={position.markPrice} />
      </Text>
    </>
  );
}

/** The order: its type, the limit price, the session when not the regular one. */
function OrderCell({ position }: { position: AdminPosition }) {
  const labels = useTradingLabels();
  return (
    <>
      {labels.orderType(position.orderType)}
      {position.limitPrice !== null ? (
        <Text tabular>
          {' '}
          @ <Price value={position.limitPrice} />
        </Text>
      ) : null}
      {position.session !== 'regular' ? (
        <Text block muted small>
          {labels.session(position.session)}
        </Text>
      ) : null}
    </>
  );
}

/**
 * Orders and positions, one row each, newest first, paged. The customer column is left out where
 * the table already belongs to one customer (`showCustomer` false, in the customer's panel).
 */
export function PositionsTable<Tab extends string = never>({
  query,
  showCustomer,
  ...panel
}: {
  query: ReturnType<typeof usePositions>;
  showCustomer: boolean;
  empty: string;
  title?: string;
  tabs?: PanelTabs<Tab>;
  actions?: ReactNode;
  panelTestId?: string;
}) {
  const columns = usePositionColumns(showCustomer);
  return (
    <PagedTable
      {...panel}
      query={query}
      rows={pagedRows(query.data)}
      columns={columns}
      rowKey={(position) => position.id}
      className={styles.positions}
      testId="positions"
    />
  );
}

function usePositionColumns(showCustomer: boolean): Column<AdminPosition>[] {
  const { t } = useTranslation('trading');
  const customer: Column<AdminPosition>[] = showCustomer
    ? [
        {
          key: 'account',
          header: t('fields.account'),
          cell: (position) => (
            <CustomerLink customerId={position.customerId} account={position.account} />
          ),
        },
      ]
    : [];
  return [
    {
      key: 'orderNo',
      header: t('columns.orderNoAt'),
      cell: (position) => (
        <>
          <CodeLink
            to={`/positions/${position.id}`}
            strong
            aria-label={t('openNamed', { orderNo: position.orderNo })}
          >
            {position.orderNo}
          </CodeLink>
          <Text block muted small>
            <DateTime iso={position.orderedAt} />
          </Text>
        </>
      ),
    },
    ...customer,
    {
      key: 'symbol',
      header: t('fields.symbol'),
      cell: (position) => <SymbolName symbol={position.symbol} names={position.names} />,
    },
    {
      key: 'side',
      header: t('columns.side'),
      cell: (position) => (
        <Side
          direction={position.direction}
          leverage={position.leverage}
          dayTrade={position.dayTrade}
        />
      ),
    },
    {
      key: 'order',
      header: t('columns.order'),
      cell: (position) => <OrderCell position={position} />,
    },
    {
      key: 'quantity',
      header: t('columns.quantity'),
      align: 'num',
      cell: (position) => (
        <>
          {t('units.lots', { count: position.lots })}
          <Text block muted small>
            <Shares count={position.shares} />
          </Text>
        </>
      ),
    },
    {
      key: 'openPrice',
      header: t('fields.openPrice'),
      align: 'num',
      cell: (position) => <Price value={position.openPrice} />,
    },
    {
      key: 'margin',
      header: t('columns.margin'),
      align: 'num',
      cell: (position) => <Yen value={add(position.margin, position.addedMargin)} />,
    },
    {
      key: 'outcome',
      header: t('columns.outcome'),
      align: 'num',
      cell: (position) => <Outcome position={position} />,
    },
    {
      key: 'status',
      header: t('fields.status'),
      cell: (position) => <PositionStatusBadge status={position.status} />,
    },
  ];
}
