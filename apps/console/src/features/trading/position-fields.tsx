import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDecimal } from '../../shared/format';
import { DateTime } from '../../shared/ui/date-time';
import { Badge } from '../../shared/ui/notice';
import { useTradingSettings, type AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { Price, Shares, Side, SignedYen, SymbolName, Yen } from './parts';

type Row = { key: string; label: string; value: ReactNode };

const NONE = <span className="muted">—</span>;

function Fields({ title, rows, note }: { title: string; rows: Row[]; note?: ReactNode }) {
  return (
    <section className="panel">
      <h3 className="panel-title">{title}</h3>
      <dl className="definition-grid">
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      {note ? <p className="panel-note muted">{note}</p> : null}
    </section>
  );
}

/** The order as the customer placed it, and who placed it. */
export function OrderPanel({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const f = (key: string) => t(`fields.${key}` as 'fields.orderNo');
  const rows: Row[] = [
    {
      key: 'orderNo',
      label: f('orderNo'),
      value: <span className="mono">{position.orderNo}</span>,
    },
    {
      key: 'account',
      label: f('account'),
      value: (
        <>
          <Link to={`/customers/${position.customerId}`} className="mono">
            {position.account}
          </Link>{' '}
          <span className="muted">#{position.customerId}</span>
        </>
      ),
    },
    {
      key: 'businessType',
      label: f('businessType'),
      value: labels.businessType(position.businessType),
    },
    {
      key: 'symbol',
      label: f('symbol'),
      value: <SymbolName symbol={position.symbol} names={position.names} />,
    },
    {
      key: 'direction',
      label: f('direction'),
      value: (
        <Side
          direction={position.direction}
          leverage={position.leverage}
          dayTrade={position.dayTrade}
        />
      ),
    },
    { key: 'orderType', label: f('orderType'), value: labels.orderType(position.orderType) },
    { key: 'limitPrice', label: f('limitPrice'), value: <Price value={position.limitPrice} /> },
    { key: 'session', label: f('session'), value: labels.session(position.session) },
    { key: 'dayTrade', label: f('dayTrade'), value: position.dayTrade ? t('yes') : t('no') },
    {
      key: 'lots',
      label: f('lots'),
      value: (
        <span className="tabular">
          {t('units.lots', { count: position.lots })} (<Shares count={position.shares} />)
        </span>
      ),
    },
    { key: 'orderedAt', label: f('orderedAt'), value: <DateTime iso={position.orderedAt} /> },
    { key: 'heldAmount', label: f('heldAmount'), value: <Yen value={position.heldAmount} /> },
    { key: 'expiresAt', label: f('expiresAt'), value: <DateTime iso={position.expiresAt} /> },
  ];
  return <Fields title={t('detail.order')} rows={rows} />;
}

/** The position once filled: price, margin, what opening it cost, when the customer may sell. */
export function OpenPanel({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation('trading');
  const f = (key: string) => t(`fields.${key}` as 'fields.orderNo');
  const rows: Row[] = [
    { key: 'openedAt', label: f('openedAt'), value: <DateTime iso={position.openedAt} /> },
    { key: 'openPrice', label: f('openPrice'), value: <Price value={position.openPrice} /> },
    { key: 'openNotional', label: f('openNotional'), value: <Yen value={position.openNotional} /> },
    { key: 'margin', label: f('margin'), value: <Yen value={position.margin} /> },
    { key: 'addedMargin', label: f('addedMargin'), value: <Yen value={position.addedMargin} /> },
    { key: 'buyFee', label: f('buyFee'), value: <Yen value={position.buyFee} /> },
    { key: 'serviceFee', label: f('serviceFee'), value: <Yen value={position.serviceFee} /> },
    {
      key: 'closableFrom',
      label: f('closableFrom'),
      value: <DateTime iso={position.closableFrom} />,
    },
    {
      key: 'dayTradeCloseAt',
      label: f('dayTradeCloseAt'),
      value: <DateTime iso={position.dayTradeCloseAt} />,
    },
  ];
  return <Fields title={t('detail.open')} rows={rows} />;
}

/** Valued at the market price when the answer was made (open positions only). */
export function MarketPanel({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation('trading');
  // The level it is measured against; the detail answer does not carry it (the settings do).
  const settings = useTradingSettings();
  const f = (key: string) => t(`fields.${key}` as 'fields.orderNo');
  const rows: Row[] = [
    { key: 'markPrice', label: f('markPrice'), value: <Price value={position.markPrice} /> },
    { key: 'marketValue', label: f('marketValue'), value: <Yen value={position.marketValue} /> },
    {
      key: 'unrealizedPnl',
      label: f('unrealizedPnl'),
      value: <SignedYen value={position.unrealizedPnl} />,
    },
    {
      key: 'marginLevelPercent',
      label: f('marginLevelPercent'),
      value:
        position.marginLevelPercent === null ? (
          NONE
        ) : (
          <>
            <span className="tabular strong">{formatDecimal(position.marginLevelPercent)}%</span>
            {settings.data ? (
              <div className="muted small">
                {t('detail.maintenanceLevel', {
                  percent: formatDecimal(settings.data.maintenanceLevelPercent),
                })}
              </div>
            ) : null}
          </>
        ),
    },
  ];
  return (
    <Fields
      title={t('detail.market')}
      rows={rows}
      note={
        <span className="badge-row">
          {position.simulated ? <Badge tone="warning">{t('simulated')}</Badge> : null}
          {t('detail.marketNote')}
        </span>
      }
    />
  );
}

/** The close order and the sale: prices, charges, the result, and why it ended. */
export function ClosePanel({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const f = (key: string) => t(`fields.${key}` as 'fields.orderNo');
  const rows: Row[] = [
    {
      key: 'closeOrderType',
      label: f('closeOrderType'),
      value: position.closeOrderType === null ? NONE : labels.orderType(position.closeOrderType),
    },
    {
      key: 'closeLimitPrice',
      label: f('closeLimitPrice'),
      value: <Price value={position.closeLimitPrice} />,
    },
    {
      key: 'closeRequestedAt',
      label: f('closeRequestedAt'),
      value: <DateTime iso={position.closeRequestedAt} />,
    },
    { key: 'closedAt', label: f('closedAt'), value: <DateTime iso={position.closedAt} /> },
    { key: 'closePrice', label: f('closePrice'), value: <Price value={position.closePrice} /> },
    {
      key: 'closeNotional',
      label: f('closeNotional'),
      value: <Yen value={position.closeNotional} />,
    },
    { key: 'sellFee', label: f('sellFee'), value: <Yen value={position.sellFee} /> },
    { key: 'stampDuty', label: f('stampDuty'), value: <Yen value={position.stampDuty} /> },
    {
      key: 'realizedPnl',
      label: f('realizedPnl'),
      value: <SignedYen value={position.realizedPnl} />,
    },
    { key: 'lossAbsorbed', label: f('lossAbsorbed'), value: <Yen value={position.lossAbsorbed} /> },
    { key: 'netPnl', label: f('netPnl'), value: <SignedYen value={position.netPnl} /> },
    {
      key: 'closeReason',
      label: f('closeReason'),
      value: position.closeReason === null ? NONE : labels.closeReason(position.closeReason),
    },
    {
      key: 'cancelReason',
      label: f('cancelReason'),
      value: position.cancelReason === null ? NONE : labels.cancelReason(position.cancelReason),
    },
  ];
  return <Fields title={t('detail.close')} rows={rows} note={t('detail.netPnlNote')} />;
}
