import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../shared/format';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { CustomerLink } from '../../shared/ui/links';
import { Badge, BadgeRow } from '../../shared/ui/notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Dash, Text } from '../../shared/ui/text';
import { useTradingSettings, type AdminPositionDetail } from './api';
import { useTradingLabels } from './labels';
import { Price, Shares, Side, SignedYen, SymbolName, Yen } from './parts';

type Position = AdminPositionDetail;

/** Fields shown the same way wherever they stand: a moment, a price, yen, a profit or loss. */
const SHOWN_AS = {
  orderedAt: 'time',
  expiresAt: 'time',
  openedAt: 'time',
  closableFrom: 'time',
  dayTradeCloseAt: 'time',
  closeRequestedAt: 'time',
  closedAt: 'time',
  limitPrice: 'price',
  openPrice: 'price',
  markPrice: 'price',
  closeLimitPrice: 'price',
  closePrice: 'price',
  warningPrice: 'price',
  forcedClosePrice: 'price',
  heldAmount: 'yen',
  openNotional: 'yen',
  margin: 'yen',
  addedMargin: 'yen',
  buyFee: 'yen',
  serviceFee: 'yen',
  marketValue: 'yen',
  closeNotional: 'yen',
  sellFee: 'yen',
  stampDuty: 'yen',
  lossAbsorbed: 'yen',
  unrealizedPnl: 'pnl',
  realizedPnl: 'pnl',
  netPnl: 'pnl',
} as const satisfies Partial<Record<keyof Position, 'time' | 'price' | 'yen' | 'pnl'>>;
type Plain = keyof typeof SHOWN_AS;

function Shown({ field, position }: { field: Plain; position: Position }) {
  const value = position[field];
  switch (SHOWN_AS[field]) {
    case 'time':
      return <DateTime iso={value} />;
    case 'price':
      return <Price value={value} />;
    case 'yen':
      return <Yen value={value} />;
    case 'pnl':
      return <SignedYen value={value} />;
  }
}

/** A field of the detail, labelled by its key (`fields.<key>`): a plain one, or its own value. */
type Row = Plain | [key: string, value: ReactNode];

/** A panel of the position's fields. */
function Fields({
  title,
  position,
  rows,
  note,
}: {
  title: string;
  position: Position;
  rows: Row[];
  note?: ReactNode;
}) {
  const { t } = useTranslation('trading');
  return (
    <Panel title={title}>
      <DefinitionList look="ruled">
        {rows.map((row) => {
          const [key, value] =
            typeof row === 'string' ? [row, <Shown field={row} position={position} />] : row;
          return (
            <Definition key={key} label={t(`fields.${key}` as 'fields.orderNo')}>
              {value}
            </Definition>
          );
        })}
      </DefinitionList>
      {note ? <PanelNote>{note}</PanelNote> : null}
    </Panel>
  );
}

/** The order as the customer placed it, and who placed it. */
export function OrderPanel({ position }: { position: Position }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const { customerId, account, symbol, names, direction, leverage, dayTrade } = position;
  return (
    <Fields
      position={position}
      title={t('detail.order')}
      rows={[
        ['orderNo', <Text mono>{position.orderNo}</Text>],
        ['account', <CustomerLink customerId={customerId} account={account} withId />],
        ['businessType', labels.businessType(position.businessType)],
        ['symbol', <SymbolName symbol={symbol} names={names} />],
        ['direction', <Side direction={direction} leverage={leverage} dayTrade={dayTrade} />],
        ['orderType', labels.orderType(position.orderType)],
        'limitPrice',
        ['session', labels.session(position.session)],
        ['dayTrade', dayTrade ? t('yes') : t('no')],
        [
          'lots',
          <Text tabular>
            {t('units.lots', { count: position.lots })} (<Shares count={position.shares} />)
          </Text>,
        ],
        'orderedAt',
        'heldAmount',
        'expiresAt',
      ]}
    />
  );
}

/** The position once filled: price, margin, what opening it cost, when the customer may sell. */
export function OpenPanel({ position }: { position: Position }) {
  const { t } = useTranslation('trading');
  return (
    <Fields
      position={position}
      title={t('detail.open')}
      rows={[
        'openedAt',
        'openPrice',
        'openNotional',
        'margin',
        'addedMargin',
        'buyFee',
        'serviceFee',
        'closableFrom',
        'dayTradeCloseAt',
      ]}
    />
  );
}

/** The margin level, against the maintenance level it is measured by. */
function MarginLevel({ percent }: { percent: string | null }) {
  const { t } = useTranslation('trading');
  // The level it is measured against; the detail answer does not carry it (the settings do).
  const settings = useTradingSettings();
  if (percent === null) return <Dash />;
  return (
    <>
      <Text tabular strong>
        {formatDecimal(percent)}%
      </Text>
      {settings.data ? (
        <Text block muted small>
          {t('detail.maintenanceLevel', {
            percent: formatDecimal(settings.data.maintenanceLevelPercent),
          })}
        </Text>
      ) : null}
    </>
  );
}

/** Valued at the market price when the answer was made (open positions only). */
export function MarketPanel({ position }: { position: Position }) {
  const { t } = useTranslation('trading');
  return (
    <Fields
      position={position}
      title={t('detail.market')}
      rows={[
        'markPrice',
        'marketValue',
        'unrealizedPnl',
        ['marginLevelPercent', <MarginLevel percent={position.marginLevelPercent} />],
        'warningPrice',
        'forcedClosePrice',
      ]}
      note={
        <BadgeRow>
          {/* What the customer sees too: the level has reached the warning level. */}
          {position.marginWarning ? <Badge tone="warning">{t('detail.marginWarning')}</Badge> : null}
          {position.simulated ? <Badge tone="warning">{t('simulated')}</Badge> : null}
          {t('detail.marketNote')}
        </BadgeRow>
      }
    />
  );
}

/** The close order and the sale: prices, charges, the result, and why it ended. */
export function ClosePanel({ position }: { position: Position }) {
  const { t } = useTranslation('trading');
  const labels = useTradingLabels();
  const { closeOrderType, closeReason, cancelReason } = position;
  return (
    <Fields
      position={position}
      title={t('detail.close')}
      note={t('detail.netPnlNote')}
      rows={[
        ['closeOrderType', closeOrderType === null ? <Dash /> : labels.orderType(closeOrderType)],
        'closeLimitPrice',
        'closeRequestedAt',
        'closedAt',
        'closePrice',
        'closeNotional',
        'sellFee',
        'stampDuty',
        'realizedPnl',
        'lossAbsorbed',
        'netPnl',
        ['closeReason', closeReason === null ? <Dash /> : labels.closeReason(closeReason)],
        ['cancelReason', cancelReason === null ? <Dash /> : labels.cancelReason(cancelReason)],
      ]}
    />
  );
}
