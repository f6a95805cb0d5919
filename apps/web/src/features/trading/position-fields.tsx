import type { PositionDetail } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { Card, Row, Rows, StatusTag, Yen } from './components';
import { formatTradeTime, percentText } from './format';
import type { LiveFigures } from './position-math';

type Props = { position: PositionDetail; live: LiveFigures | null };

/** The order as placed: number, business type, side, type, session, size, leverage, status. */
export function OrderFields({ position }: Props) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const time = (iso: string | null) => formatTradeTime(iso, locale);
  return (
    <Card title={t('detail.order')} testId="detail-order">
      <Rows>
        <Row term={t('detail.orderNo')} testId="detail-order-no">
          {position.orderNo}
        </Row>
        <Row term={t('detail.businessType')}>{t(`businessType.${position.businessType}`)}</Row>
        <Row term={t('detail.direction')}>{t(`direction.${position.direction}`)}</Row>
        <Row term={t('detail.orderType')}>
          {t(`orderType.${position.orderType}`)}
          {position.limitPrice ? ` ${formatPrice(position.limitPrice)}` : ''}
        </Row>
        <Row term={t('detail.session')}>{t(`session.${position.session}`)}</Row>
        <Row term={t('detail.orderedAt')}>{time(position.orderedAt)}</Row>
        <Row term={t('detail.quantity')}>
          {t('detail.quantityValue', {
            count: position.lots,
            shares: formatShares(position.shares),
          })}
        </Row>
        <Row term={t('detail.leverage')}>
          {t('ticket.leverageValue', { leverage: String(position.leverage) })}
        </Row>
        <Row term={t('detail.status')}>
          <StatusTag status={position.status} />
        </Row>
        {isPositive(position.heldAmount) ? (
          <Row term={t('detail.heldAmount')}>
            <Yen value={position.heldAmount} />
          </Row>
        ) : null}
        {position.expiresAt ? (
          <Row term={t('detail.expiresAt')}>{time(position.expiresAt)}</Row>
        ) : null}
        {position.cancelReason ? (
          <Row term={t('detail.cancelReason')}>{t(`cancelReason.${position.cancelReason}`)}</Row>
        ) : null}
      </Rows>
    </Card>
  );
}

/** The position once bought: price, costs, margin, and its value now (live). */
export function HoldingFields({ position, live }: Props) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const time = (iso: string | null) => formatTradeTime(iso, locale);
  if (position.openedAt === null) return null;
  return (
    <Card title={t('detail.position')} testId="detail-position">
      <Rows>
        <Row term={t('detail.openedAt')}>{time(position.openedAt)}</Row>
        <Row term={t('detail.openPrice')} testId="detail-open-price">
          {formatPrice(position.openPrice)}
        </Row>
        <Row term={t('detail.heldShares')}>{formatShares(position.shares)}</Row>
        <Row term={t('detail.openNotional')} testId="detail-open-notional">
          <Yen value={position.openNotional} />
        </Row>
        <Row term={t('detail.margin')} testId="detail-margin">
          <Yen value={position.margin} />
        </Row>
        <Row term={t('detail.addedMargin')} testId="detail-added-margin">
          <Yen value={position.addedMargin} />
        </Row>
        <Row term={t('detail.buyFee')}>
          <Yen value={position.buyFee} />
        </Row>
        <Row term={t('detail.serviceFee')}>
          <Yen value={position.serviceFee} />
        </Row>
        {live ? (
          <>
            <Row term={t('detail.markPrice')} testId="detail-mark">
              {formatPrice(live.markPrice)}
            </Row>
            <Row term={t('detail.marketValue')}>
              <Yen value={live.marketValue} />
            </Row>
            <Row term={t('detail.unrealized')}>
              <Yen value={live.pnl} signed />
            </Row>
            <Row term={t('detail.marginLevel')} testId="detail-margin-level">
              {percentText(live.marginLevelPercent)}
            </Row>
          </>
        ) : null}
        {position.closableFrom ? (
          <Row term={t('detail.closableFrom')} testId="detail-closable-from">
            {time(position.closableFrom)}
          </Row>
        ) : null}
        {position.dayTradeCloseAt ? (
          <Row term={t('detail.dayTradeCloseAt')}>{time(position.dayTradeCloseAt)}</Row>
        ) : null}
        {position.lockReason ? (
          <Row term={t('detail.lockReason')}>{position.lockReason}</Row>
        ) : null}
      </Rows>
    </Card>
  );
}

/** The sale: its order while pending, then its price, charges and the result. */
export function SaleFields({ position }: Props) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const time = (iso: string | null) => formatTradeTime(iso, locale);
  if (position.closeRequestedAt === null && position.closedAt === null) return null;
  return (
    <Card title={t('detail.sale')} testId="detail-sale">
      <Rows>
        {position.closeOrderType ? (
          <Row term={t('detail.closeOrder')}>
            {t(`orderType.${position.closeOrderType}`)}
            {position.closeLimitPrice ? ` ${formatPrice(position.closeLimitPrice)}` : ''}
          </Row>
        ) : null}
        {position.closeRequestedAt ? (
          <Row term={t('detail.closeRequestedAt')}>{time(position.closeRequestedAt)}</Row>
        ) : null}
        <Row term={t('detail.closedAt')}>{time(position.closedAt)}</Row>
        <Row term={t('detail.closePrice')} testId="detail-close-price">
          {formatPrice(position.closePrice)}
        </Row>
        <Row term={t('detail.closeNotional')}>
          <Yen value={position.closeNotional} />
        </Row>
        <Row term={t('detail.sellFee')}>
          <Yen value={position.sellFee} />
        </Row>
        <Row term={t('detail.stampDuty')}>
          <Yen value={position.stampDuty} />
        </Row>
        <Row term={t('detail.realizedPnl')}>
          <Yen value={position.realizedPnl} signed />
        </Row>
        {isPositive(position.lossAbsorbed) ? (
          <Row term={t('detail.lossAbsorbed')}>
            <Yen value={position.lossAbsorbed} />
          </Row>
        ) : null}
        <Row term={t('detail.netPnl')} strong testId="detail-net-pnl">
          <Yen value={position.netPnl} signed />
        </Row>
        {position.closeReason ? (
          <Row term={t('detail.closeReason')} testId="detail-close-reason">
            {t(`closeReason.${position.closeReason}`)}
          </Row>
        ) : null}
      </Rows>
    </Card>
  );
}
