import { add } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../../shared/ui/date-time';
import { EmptyRow } from '../../shared/ui/state';
import type { AdminPosition } from './api';
import { useTradingLabels } from './labels';
import { PositionStatusBadge, Price, Shares, Side, SignedYen, SymbolName, Yen } from './parts';

/** What a row says about money: held funds while pending, live P/L while open, net P/L once ended. */
function Outcome({ position }: { position: AdminPosition }) {
  const { t } = useTranslation('trading');
  if (position.status === 'pending') {
    return (
      <>
        <div className="muted small">{t('columns.held')}</div>
        <Yen value={position.heldAmount} />
      </>
    );
  }
  if (position.status === 'closed') {
    return (
      <>
        <div className="muted small">{t('fields.netPnl')}</div>
        <SignedYen value={position.netPnl} />
      </>
    );
  }
  if (position.status === 'cancelled') return <span className="muted">—</span>;
  return (
    <>
      <SignedYen value={position.unrealizedPnl} />
      <div className="muted small tabular">
        {t('columns.markAt')} <Price value={position.markPrice} />
      </div>
    </>
  );
}

/**
 * Orders and positions, one row each, newest first. The customer column is left out where the
 * table already belongs to one customer.
 */
export function PositionsTable({
  rows,
  showCustomer,
  emptyText,
  refreshing = false,
}: {
  rows: AdminPosition[];
  showCustomer: boolean;
  emptyText: string;
  refreshing?: boolean;
}) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const columns = showCustomer ? 10 : 9;
  return (
    <table className={refreshing ? 'table positions-table is-refreshing' : 'table positions-table'}>
      <thead>
        <tr>
          <th>{t('columns.orderNoAt')}</th>
          {showCustomer ? <th>{t('fields.account')}</th> : null}
          <th>{t('fields.symbol')}</th>
          <th>{t('columns.side')}</th>
          <th>{t('columns.order')}</th>
          <th className="num">{t('columns.quantity')}</th>
          <th className="num">{t('fields.openPrice')}</th>
          <th className="num">{t('columns.margin')}</th>
          <th className="num">{t('columns.outcome')}</th>
          <th>{t('fields.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <EmptyRow columns={columns} text={emptyText} /> : null}
        {rows.map((position) => (
          <tr key={position.id}>
            <td>
              <Link
                to={`/positions/${position.id}`}
                className="mono strong-link"
                aria-label={t('openNamed', { orderNo: position.orderNo })}
              >
                {position.orderNo}
              </Link>
              <div className="muted small">
                <DateTime iso={position.orderedAt} />
              </div>
            </td>
            {showCustomer ? (
              <td>
                <Link to={`/customers/${position.customerId}`} className="mono">
                  {position.account}
                </Link>
              </td>
            ) : null}
            <td>
              <SymbolName symbol={position.symbol} names={position.names} />
            </td>
            <td>
              <Side
                direction={position.direction}
                leverage={position.leverage}
                dayTrade={position.dayTrade}
              />
            </td>
            <td className="nowrap">
              {labels.orderType(position.orderType)}
              {position.limitPrice !== null ? (
                <span className="tabular">
                  {' '}
                  @ <Price value={position.limitPrice} />
                </span>
              ) : null}
              {position.session !== 'regular' ? (
                <div className="muted small">{labels.session(position.session)}</div>
              ) : null}
            </td>
            <td className="num">
              {t('units.lots', { count: position.lots })}
              <div className="muted small">
                <Shares count={position.shares} />
              </div>
            </td>
            <td className="num">
              <Price value={position.openPrice} />
            </td>
            <td className="num">
              <Yen value={add(position.margin, position.addedMargin)} />
            </td>
            <td className="num">
              <Outcome position={position} />
            </td>
            <td>
              <PositionStatusBadge status={position.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
