import type { PlaceOrderRequest, TicketResponse } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice } from '../../shared/realtime/quote-format';
import { showSuccess } from '../../shared/ui/toast';
import { Row, Rows } from '../../shared/ui/rows';
import { Dialog } from '../../shared/ui/overlays';
import { usePlaceOrder } from './api';
import { DirectionTag, LeverageRow, LotsRow } from './components';
import { CostRows } from './ticket-costs';
import type { TicketEstimate } from './ticket-estimate';
import type { TicketState } from './ticket-state';
import styles from './ticket.module.css';

function orderBody(ticket: TicketResponse, state: TicketState): PlaceOrderRequest {
  const { choice } = state;
  return {
    symbol: ticket.quote.symbol,
    direction: choice.direction,
    orderType: choice.orderType,
    lots: choice.lots,
    leverage: choice.leverage,
    session: choice.session,
    dayTrade: state.dayTrade,
    ...(choice.orderType === 'limit' ? { limitPrice: choice.limitPrice.trim() } : {}),
  };
}

/** The order in words, then every cost again: what the customer is about to confirm. */
function OrderSummary({
  ticket,
  state,
  estimate,
}: {
  ticket: TicketResponse;
  state: TicketState;
  estimate: TicketEstimate;
}) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const { choice } = state;
  return (
    <div className={styles.summary} data-testid="order-confirm">
      <p className={styles.summaryHead}>
        <DirectionTag direction={choice.direction} />
        <strong>{ticket.quote.names[locale]}</strong>
        <span>{ticket.quote.symbol}</span>
      </p>
      <Rows>
        <Row term={t('ticket.orderType')}>
          {t(`orderType.${choice.orderType}`)}
          {choice.orderType === 'limit' ? ` ${formatPrice(choice.limitPrice)}` : ''}
        </Row>
        <Row term={t('ticket.session')}>
          {t(`session.${choice.session}`)}
          {state.dayTrade ? ` · ${t('businessType.day_trade')}` : ''}
        </Row>
        <LotsRow term={t('ticket.lots')} lots={choice.lots} shares={estimate.shares} />
        <LeverageRow term={t('ticket.leverage')} leverage={choice.leverage} />
      </Rows>
      <CostRows ticket={ticket} estimate={estimate} />
      <p className={styles.summaryNote}>{t('confirm.note')}</p>
    </div>
  );
}

/**
 * The confirmation step. The ticket's idempotency key is made when the ticket opens and sent with
 * every submission from it: a double tap or a retry after a lost answer places one order (a
 * refusal claims no key, so the customer can correct the ticket and send it again).
 */
export function useReviewOrder(ticket: TicketResponse, state: TicketState) {
  const { t } = useTranslation('trading');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);
  return (estimate: TicketEstimate) => {
    const body = orderBody(ticket, state);
    void Dialog.confirm({
      title: t('confirm.title'),
      content: <OrderSummary ticket={ticket} state={state} estimate={estimate} />,
      confirmText: t(`confirm.place_${body.direction}`),
      cancelText: t('confirm.back'),
      onConfirm: async () => {
        // A refusal is shown as a toast by the API client; the ticket stays as it was.
        const view = await place.mutateAsync({ body, idempotencyKey }).catch(() => null);
        if (!view) return;
        showSuccess(t('confirm.placed', { orderNo: view.orderNo }));
        void navigate(`/position/positionDetail?id=${view.id}`, { replace: true });
      },
    });
  };
}
