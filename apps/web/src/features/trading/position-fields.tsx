import type { PositionDetail } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { Row, Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { LeverageRow, LotsRow, StatusTag, YenRow } from './components';
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
        <LotsRow term={t('detail.quantity')} lots={position.lots} shares={position.shares} />
        <LeverageRow term={t('detail.leverage')} leverage={position.leverage} />
        <Row term={t('detail.status')}>
          <StatusTag status={position.status} />
        </Row>
        {isPositive(position.heldAmount) ? (
          <YenRow term={t('detail.heldAmount')} value={position.heldAmount} />
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

/**
 * The position once opened: price, costs, margin, its value now (live), and the prices at which
 * the margin warning starts and the position is closed by forced liquidation.
 */
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
        <YenRow
          term={t('detail.openNotional')}
          value={position.openNotional}
          testId="detail-open-notional"
        />
        <YenRow term={t('detail.margin')} value={position.margin} testId="detail-margin" />
        <YenRow
          term={t('detail.addedMargin')}
          value={position.addedMargin}
          testId="detail-added-margin"
        />
        <YenRow term={t('detail.buyFee')} value={position.buyFee} />
        <YenRow term={t('detail.serviceFee')} value={position.serviceFee} />
        {live ? (
          <>
            <Row term={t('detail.markPrice')} testId="detail-mark">
              {formatPrice(live.markPrice)}
            </Row>
            <YenRow term={t('detail.marketValue')} value={live.marketValue} />
            <YenRow term={t('detail.unrealized')} value={live.pnl} signed />
            <Row term={t('detail.marginLevel')} testId="detail-margin-level">
              {percentText(live.marginLevelPercent)}
            </Row>
          </>
        ) : null}
        {position.warningPrice ? (
          <Row term={t('detail.warningPrice')} testId="detail-warning-price">
            {formatPrice(position.warningPrice)}
          </Row>
        ) : null}
        {position.forcedClosePrice ? (
          <Row term={t('detail.forcedClosePrice')} testId="detail-forced-close-price">
            {formatPrice(position.forcedClosePrice)}
          </Row>
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
        <YenRow term={t('detail.closeNotional')} value={position.closeNotional} />
        <YenRow term={t('detail.sellFee')} value={position.sellFee} />
        <YenRow term={t('detail.stampDuty')} value={position.stampDuty} />
        <YenRow term={t('detail.realizedPnl')} value={position.realizedPnl} signed />
        {isPositive(position.lossAbsorbed) ? (
          <YenRow term={t('detail.lossAbsorbed')} value={position.lossAbsorbed} />
        ) : null}
        <YenRow
          term={t('detail.netPnl')}
          value={position.netPnl}
          signed
          strong
          testId="detail-net-pnl"
        />
        {position.closeReason ? (
          <Row term={t('detail.closeReason')} testId="detail-close-reason">
            {t(`closeReason.${position.closeReason}`)}
          </Row>
        ) : null}
      </Rows>
    </Card>
  );
}
