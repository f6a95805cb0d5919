import {
  DIRECTIONS,
  TRADING_SESSIONS,
  type DirectionKey,
  type TradingSessionKey,
} from '@kabuto/contract';

export type TicketParams = {
  symbol: string;
  direction: DirectionKey;
  /** A session the link asks for (pre- or after-market shortcuts); null lets the ticket choose. */
  session: TradingSessionKey | null;
  dayTrade: boolean;
};

/** /market/marketBuy?symbol=7203&direction=long|short[&session=pre_market|after_market][&dayTrade=1] */
export function parseTicketParams(params: URLSearchParams): TicketParams {
  const direction = params.get('direction');
  const session = params.get('session');
  return {
    symbol: (params.get('symbol') ?? '').trim().toUpperCase(),
    direction: DIRECTIONS.find((each) => each === direction) ?? 'long',
    session: TRADING_SESSIONS.find((each) => each === session) ?? null,
    dayTrade: params.get('dayTrade') === '1',
  };
}

/** The link to a ticket, as the stock detail, day trading and the session shortcuts open it. */
export function ticketLink(input: {
  symbol: string;
  direction?: DirectionKey;
  session?: TradingSessionKey | null;
  dayTrade?: boolean;
}): string {
  const params = new URLSearchParams({
    symbol: input.symbol,
    direction: input.direction ?? 'long',
  });
  if (input.session && input.session !== 'regular') params.set('session', input.session);
  if (input.dayTrade) params.set('dayTrade', '1');
  return `/market/marketBuy?${params.toString()}`;
}
