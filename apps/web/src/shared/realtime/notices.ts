import {
  alertsApi,
  fundRecordsApi,
  fundingApi,
  ipoApi,
  loanApi,
  notificationsApi,
  queryRoot,
  supportApi,
  tradingApi,
  type Locale,
  type LocalizedNames,
  type Notice,
  type RealtimeEvent,
} from '@kabuto/contract';
import type { TFunction } from 'i18next';
import { userInfoQuery } from '../api/user-info';
import { alertConditionText } from '../price-alerts';
import { formatPrice } from './quote-format';

/**
 * What the app does with a customer's event (ADR 0039): which cached answers it fetches again, what
 * it says in a toast and where a notice leads. Pure, so a unit test holds the mapping. The event
 * names what changed and its ids; the texts are built from those, and the screens fetch the rest.
 */

type QueryKey = readonly unknown[];

const INBOX: QueryKey[] = [queryRoot(notificationsApi.list)];
const MONEY: QueryKey[] = [userInfoQuery.queryKey, queryRoot(fundRecordsApi.records)];
/** Positions, a position, the summary and the ticket's funds (all under /trade/), and the wallets. */
const TRADING: QueryKey[] = [
  queryRoot(tradingApi.positions),
  queryRoot(fundingApi.wallets),
  ...MONEY,
];
const FUNDING: QueryKey[] = [queryRoot(fundingApi.wallets), ...MONEY];
const SUPPORT: QueryKey[] = [queryRoot(supportApi.conversation)];

const BY_KIND: Record<RealtimeEvent['kind'], QueryKey[]> = {
  'order.filled': [...TRADING, ...INBOX],
  'position.closed': [...TRADING, ...INBOX],
  'deposit.reviewed': [...FUNDING, ...INBOX],
  'withdrawal.reviewed': [...FUNDING, ...INBOX],
  'ipo.drawn': [queryRoot(ipoApi.list), queryRoot(tradingApi.positions), ...MONEY, ...INBOX],
  'loan.reviewed': [queryRoot(loanApi.info), ...MONEY, ...INBOX],
  'support.reply': [...SUPPORT, ...INBOX],
  'price.alert': [queryRoot(alertsApi.list), ...INBOX],
  'support.message': SUPPORT,
  'support.conversation': SUPPORT,
};

/** The cached answers an event makes out of date. */
export function queriesToRefresh(event: RealtimeEvent): QueryKey[] {
  return BY_KIND[event.kind];
}

/**
 * Everything any event could have changed, fetched again when the socket (re)joins or the app comes
 * back to the foreground: events are at most once, so one missed while away costs nothing.
 */
export function queriesToRefreshOnJoin(): QueryKey[] {
  const seen = new Set<string>();
  return Object.values(BY_KIND)
    .flat()
    .filter((key) => {
      const id = JSON.stringify(key);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** A notice for the customer (with its inbox row), as opposed to the support desk's own events. */
export function isNoticeEvent(
  event: RealtimeEvent,
): event is Extract<RealtimeEvent, { notificationId: number }> {
  return 'notificationId' in event;
}

/**
 * The notice's sentence in the app's language (root namespace: a toast may appear on any screen);
 * a stock is named in `locale` where the notice carries its names, else by its code.
 */
export function noticeText(t: TFunction, notice: Notice, locale?: Locale): string {
  switch (notice.kind) {
    case 'order.filled':
      return t('notices.orderFilled', { symbol: stockLabel(notice, locale) });
    case 'position.closed':
      return t(`notices.positionClosed.${notice.reason}`, { symbol: stockLabel(notice, locale) });
    case 'deposit.reviewed':
      return t(`notices.deposit.${notice.outcome}`);
    case 'withdrawal.reviewed':
      return t(`notices.withdrawal.${notice.outcome}`);
    case 'ipo.drawn':
      if (notice.symbol === undefined)
        return t(notice.allotted ? 'notices.ipo.allotted' : 'notices.ipo.notAllotted');
      return t(notice.allotted ? 'notices.ipo.allottedOf' : 'notices.ipo.notAllottedOf', {
        symbol: stockLabel({ symbol: notice.symbol, names: notice.names }, locale),
      });
    case 'loan.reviewed':
      return t(`notices.loan.${notice.outcome}`);
    case 'support.reply':
      return t('notices.supportReply');
    case 'price.alert':
      return t('notices.priceAlert', {
        symbol: stockLabel(notice, locale),
        condition: alertConditionText(t, notice.condition, notice.threshold),
        price: formatPrice(notice.price),
      });
  }
}

/** A notice's stock: its name in `locale` and its code where the notice carries names, else the code. */
function stockLabel(
  notice: { symbol: string; names?: LocalizedNames | undefined },
  locale: Locale | undefined,
): string {
  return notice.names && locale ? `${notice.names[locale]} ${notice.symbol}` : notice.symbol;
}

/** The screen a notice opens. */
export function noticeLink(notice: Notice): string {
  switch (notice.kind) {
    case 'order.filled':
    case 'position.closed':
      return `/position/positionDetail?id=${notice.positionId}`;
    case 'deposit.reviewed':
    case 'withdrawal.reviewed':
      return '/user/FundingDetails';
    case 'ipo.drawn':
      return `/market/subscribeDetail?id=${notice.offeringId}`;
    case 'loan.reviewed':
      return '/user/jkjl';
    case 'support.reply':
      return '/user/support';
    case 'price.alert':
      return `/market/marketDetail?symbol=${encodeURIComponent(notice.symbol)}`;
  }
}
