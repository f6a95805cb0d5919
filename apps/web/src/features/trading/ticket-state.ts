import type {
  DirectionKey,
  OrderTypeKey,
  TicketResponse,
  TradingSessionKey,
} from '@kabuto/contract';
import { useState } from 'react';
import type { TicketChoice } from './ticket-estimate';
import type { TicketParams } from './ticket-params';

export type TicketState = {
  choice: TicketChoice;
  /** Marked as a day trade (only offered once the customer's application is approved). */
  dayTrade: boolean;
  canDayTrade: boolean;
  /** The sessions the customer may pick now (their `openNow`). */
  openSessions: TradingSessionKey[];
  orderTypes: readonly OrderTypeKey[];
  setDirection: (direction: DirectionKey) => void;
  setSession: (session: TradingSessionKey) => void;
  setOrderType: (orderType: OrderTypeKey) => void;
  setLots: (lots: number) => void;
  setLeverage: (leverage: number) => void;
  setLimitPrice: (text: string) => void;
  setDayTrade: (dayTrade: boolean) => void;
};

/**
 * The session a ticket opens in: the one the link asked for if it takes orders now, else the
 * regular session if open (or if nothing is: the server then says it is outside trading hours),
 * else whichever is open.
 */
export function initialSession(
  ticket: Pick<TicketResponse, 'sessions'>,
  requested: TradingSessionKey | null,
): TradingSessionKey {
  const open = ticket.sessions.filter((each) => each.openNow).map((each) => each.session);
  if (requested && open.includes(requested)) return requested;
  if (open.includes('regular') || open.length === 0) return 'regular';
  return open[0]!;
}

/**
 * What the customer has chosen on the ticket, kept consistent with the ticket's rules: a session
 * that takes market orders only has no limit, a day trade is a regular-session order, lots stay
 * within 1 and the maximum.
 */
export function useTicketState(ticket: TicketResponse, params: TicketParams): TicketState {
  const [direction, setDirection] = useState<DirectionKey>(params.direction);
  const [session, setSession] = useState<TradingSessionKey>(() =>
    initialSession(ticket, params.session),
  );
  const [orderType, setOrderTypeState] = useState<OrderTypeKey>('market');
  const [lots, setLotsState] = useState(1);
  const [leverage, setLeverage] = useState(() => ticket.leverageChoices[0] ?? 1);
  const [limitPrice, setLimitPrice] = useState('');
  const [dayTradeWanted, setDayTrade] = useState(params.dayTrade);

  const openSessions = ticket.sessions.filter((each) => each.openNow).map((each) => each.session);
  const sessionWindow = ticket.sessions.find((each) => each.session === session);
  const orderTypes = sessionWindow?.orderTypes ?? ['market'];
  const effectiveOrderType = orderTypes.includes(orderType) ? orderType : 'market';
  const canDayTrade = ticket.dayTrading === 'approved' && session === 'regular';
  const effectiveLeverage = ticket.leverageChoices.includes(leverage)
    ? leverage
    : (ticket.leverageChoices[0] ?? 1);

  return {
    choice: {
      direction,
      session,
      orderType: effectiveOrderType,
      lots: Math.min(Math.max(lots, 1), ticket.maxLotsPerOrder),
      leverage: effectiveLeverage,
      limitPrice,
    },
    dayTrade: canDayTrade && dayTradeWanted,
    canDayTrade,
    openSessions,
    orderTypes,
    setDirection,
    setSession,
    setOrderType(next) {
      // A limit starts at the last price: the customer adjusts it rather than typing it all.
      if (next === 'limit' && limitPrice === '') setLimitPrice(ticket.quote.price);
      setOrderTypeState(next);
    },
    setLots: (next) =>
      setLotsState(Math.min(Math.max(Math.trunc(next), 1), ticket.maxLotsPerOrder)),
    setLeverage,
    setLimitPrice,
    setDayTrade,
  };
}
