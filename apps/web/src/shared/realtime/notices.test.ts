import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  alertsApi,
  fundingApi,
  ipoApi,
  loanApi,
  notificationsApi,
  queryKey,
  queryRoot,
  supportApi,
  tradingApi,
  type Locale,
  type Notice,
} from '@kabuto/contract';
import { dec } from '@kabuto/money/testing';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import zhTW from '../../locales/zh-TW.json';
import { userInfoQuery } from '../api/user-info';
import {
  isNoticeEvent,
  noticeLink,
  noticeText,
  queriesToRefresh,
  queriesToRefreshOnJoin,
} from './notices';

const priceAlert: Notice = {
  kind: 'price.alert',
  alertId: 4,
  symbol: '7203',
  condition: 'above',
  threshold: dec('2905.5'),
  price: dec('2906'),
};

/** The app's root texts in one language, as the app registers them. */
async function textsIn(locale: Locale): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    resources: { ja: { translation: ja }, 'zh-TW': { translation: zhTW }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

/** Whether a cached answer's key falls under one of the keys an event refreshes (TanStack's prefix match). */
function refreshes(keys: readonly (readonly unknown[])[], answer: readonly unknown[]): boolean {
  return keys.some((key) =>
    key.every((part, index) => JSON.stringify(part) === JSON.stringify(answer[index])),
  );
}

const positionsList = queryKey(tradingApi.positions, { tab: 'open', limit: 20 });
const onePosition = queryKey(tradingApi.position, { positionId: 5 });
const summary = queryKey(tradingApi.summary, {});
const wallets = queryKey(fundingApi.wallets, {});
const inbox = queryKey(notificationsApi.list, { limit: 20 });
const unread = queryKey(notificationsApi.unread, {});
const ipoRecords = queryKey(ipoApi.records, { limit: 20 });
const loanInfo = queryKey(loanApi.info, {});
const conversation = queryKey(supportApi.conversation, {});

const withId = <N extends Notice>(notice: N) => ({ ...notice, notificationId: 1 });

describe('what an event fetches again', () => {
  it('a fill or a close: positions, the summary, the money and the inbox; not the support chat', () => {
    for (const notice of [
      withId({ kind: 'order.filled', positionId: 5, symbol: '7203' }),
      withId({ kind: 'position.closed', positionId: 5, symbol: '7203', reason: 'maintenance' }),
    ] as const) {
      const keys = queriesToRefresh(notice);
      for (const answer of [
        positionsList,
        onePosition,
        summary,
        wallets,
        userInfoQuery.queryKey,
        inbox,
        unread,
      ]) {
        expect(refreshes(keys, answer)).toBe(true);
      }
      expect(refreshes(keys, conversation)).toBe(false);
      expect(refreshes(keys, loanInfo)).toBe(false);
    }
  });

  it('a deposit or withdrawal decision: the wallets and the inbox, not positions', () => {
    const keys = queriesToRefresh(
      withId({ kind: 'deposit.reviewed', depositId: 3, outcome: 'approved' }),
    );
    expect(refreshes(keys, wallets)).toBe(true);
    expect(refreshes(keys, userInfoQuery.queryKey)).toBe(true);
    expect(refreshes(keys, unread)).toBe(true);
    expect(refreshes(keys, positionsList)).toBe(false);
    const paid = queriesToRefresh(
      withId({ kind: 'withdrawal.reviewed', withdrawalId: 3, outcome: 'paid' }),
    );
    expect(refreshes(paid, wallets)).toBe(true);
  });

  it('the IPO draw, a loan review and a support reply: their own screens and the inbox', () => {
    const drawn = queriesToRefresh(
      withId({ kind: 'ipo.drawn', offeringId: 2, applicationId: 9, allotted: true }),
    );
    expect(refreshes(drawn, ipoRecords)).toBe(true);
    expect(refreshes(drawn, inbox)).toBe(true);
    const loan = queriesToRefresh(
      withId({ kind: 'loan.reviewed', loanId: 4, outcome: 'rejected' }),
    );
    expect(refreshes(loan, loanInfo)).toBe(true);
    const reply = queriesToRefresh(
      withId({ kind: 'support.reply', conversationId: 1, messageId: 8 }),
    );
    expect(refreshes(reply, conversation)).toBe(true);
    expect(refreshes(reply, wallets)).toBe(false);
  });

  it('the chat’s own events refresh the chat only, and are no notice (no toast)', () => {
    const event = { kind: 'support.message', conversationId: 1, messageId: 2 } as const;
    expect(isNoticeEvent(event)).toBe(false);
    expect(refreshes(queriesToRefresh(event), conversation)).toBe(true);
    expect(refreshes(queriesToRefresh(event), inbox)).toBe(false);
    expect(isNoticeEvent(withId({ kind: 'support.reply', conversationId: 1, messageId: 2 }))).toBe(
      true,
    );
  });

  it('a (re)join fetches again everything any event could have changed, each key once', () => {
    const keys = queriesToRefreshOnJoin();
    for (const answer of [
      positionsList,
      onePosition,
      summary,
      wallets,
      inbox,
      unread,
      ipoRecords,
      loanInfo,
      conversation,
    ]) {
      expect(refreshes(keys, answer)).toBe(true);
    }
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });
});

describe('what a notice says, in three languages', () => {
  const maintenance = {
    kind: 'position.closed',
    positionId: 5,
    symbol: '7203',
    reason: 'maintenance',
  } as const;

  it('names the stock and the reason for a close', async () => {
    expect(noticeText(await textsIn('en'), maintenance)).toBe(
      'Your 7203 position was closed automatically: the margin level fell too low',
    );
    expect(noticeText(await textsIn('ja'), maintenance)).toBe(
      '証拠金維持率が下がったため、7203の建玉を強制決済しました',
    );
    expect(noticeText(await textsIn('zh-TW'), maintenance)).toBe(
      '保證金維持率不足，您的 7203 部位已強制平倉',
    );
  });

  const namedDraw = {
    kind: 'ipo.drawn',
    offeringId: 3,
    applicationId: 1,
    symbol: '299A',
    names: { ja: 'カブトテスト', 'zh-TW': '卡布托測試', en: 'Kabuto Test' },
    allotted: false,
  } as const;

  it('names the IPO in the customer’s language where the notice carries its names', async () => {
    expect(noticeText(await textsIn('en'), { ...namedDraw, allotted: true }, 'en')).toBe(
      'IPO result for Kabuto Test 299A: you were allotted shares',
    );
    expect(noticeText(await textsIn('ja'), namedDraw, 'ja')).toBe(
      'IPO抽選結果（カブトテスト 299A）：今回は当選しませんでした',
    );
    expect(noticeText(await textsIn('zh-TW'), { ...namedDraw, allotted: true }, 'zh-TW')).toBe(
      '新股抽籤結果（卡布托測試 299A）：您已中籤',
    );
  });

  it('names the stock in the customer’s language where the notice carries its names', async () => {
    const names = { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' };
    const filled = { kind: 'order.filled', positionId: 1, symbol: '7203', names } as const;
    expect(noticeText(await textsIn('ja'), filled, 'ja')).toBe(
      'トヨタ自動車 7203の注文が約定しました',
    );
    expect(noticeText(await textsIn('en'), { ...maintenance, names }, 'en')).toBe(
      'Your Toyota Motor 7203 position was closed automatically: the margin level fell too low',
    );
    expect(noticeText(await textsIn('zh-TW'), { ...maintenance, names }, 'zh-TW')).toBe(
      '保證金維持率不足，您的 豐田汽車 7203 部位已強制平倉',
    );
  });

  it('has a text for every kind and outcome in every language, without a missing key', async () => {
    const notices: Notice[] = [
      { kind: 'order.filled', positionId: 1, symbol: '6758' },
      { ...maintenance, reason: 'customer' },
      maintenance,
      { ...maintenance, reason: 'day_trade_end' },
      { kind: 'deposit.reviewed', depositId: 1, outcome: 'approved' },
      { kind: 'deposit.reviewed', depositId: 1, outcome: 'rejected' },
      { kind: 'withdrawal.reviewed', withdrawalId: 1, outcome: 'paid' },
      { kind: 'withdrawal.reviewed', withdrawalId: 1, outcome: 'rejected' },
      { kind: 'ipo.drawn', offeringId: 1, applicationId: 1, allotted: true },
      { kind: 'ipo.drawn', offeringId: 1, applicationId: 1, allotted: false },
      { ...namedDraw, allotted: true },
      namedDraw,
      { kind: 'loan.reviewed', loanId: 1, outcome: 'approved' },
      { kind: 'loan.reviewed', loanId: 1, outcome: 'rejected' },
      { kind: 'support.reply', conversationId: 1, messageId: 1 },
      ...(['above', 'below', 'day_move'] as const).map((condition) => ({
        ...priceAlert,
        condition,
      })),
    ];
    for (const locale of ['ja', 'zh-TW', 'en'] as const) {
      const t = await textsIn(locale);
      const texts = notices.map((notice) => noticeText(t, notice));
      for (const text of texts) {
        expect(text).not.toMatch(/notices\.|\{\{/);
        expect(text.length).toBeGreaterThan(4);
      }
      // Every kind and outcome reads differently.
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(
      noticeText(await textsIn('en'), {
        kind: 'deposit.reviewed',
        depositId: 1,
        outcome: 'approved',
      }),
    ).toBe('Your deposit was approved');
    expect(
      noticeText(await textsIn('ja'), { kind: 'order.filled', positionId: 1, symbol: '6758' }),
    ).toBe('6758の注文が約定しました');
    expect(
      noticeText(await textsIn('zh-TW'), {
        kind: 'withdrawal.reviewed',
        withdrawalId: 1,
        outcome: 'paid',
      }),
    ).toBe('您的出金已匯出');
  });

  it('says which stock, which condition and which price fired a price alert', async () => {
    expect(noticeText(await textsIn('en'), priceAlert)).toBe(
      'Price alert for 7203: at or above ¥2,905.5 (price ¥2,906)',
    );
    expect(noticeText(await textsIn('ja'), { ...priceAlert, condition: 'below' })).toBe(
      '株価アラート（7203）：2,905.5円以下（株価 2,906円）',
    );
    expect(
      noticeText(await textsIn('zh-TW'), {
        ...priceAlert,
        condition: 'day_move',
        threshold: dec('3.5'),
      }),
    ).toBe('股價提醒（7203）：較前日收盤價漲跌 3.5% 以上（股價 2,906 日圓）');
    expect(noticeLink(priceAlert)).toBe('/market/marketDetail?symbol=7203');
    // With the stock's names (every notice written since they are kept): named in the language.
    const named = {
      ...priceAlert,
      names: { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' },
    };
    expect(noticeText(await textsIn('en'), named, 'en')).toBe(
      'Price alert for Toyota Motor 7203: at or above ¥2,905.5 (price ¥2,906)',
    );
    expect(noticeText(await textsIn('ja'), named, 'ja')).toBe(
      '株価アラート（トヨタ自動車 7203）：2,905.5円以上（株価 2,906円）',
    );
    expect(queriesToRefresh({ ...priceAlert, notificationId: 1 })).toContainEqual(
      queryRoot(alertsApi.list),
    );
  });

  it('opens the screen it is about', () => {
    expect(noticeLink(maintenance)).toBe('/position/positionDetail?id=5');
    expect(noticeLink({ kind: 'ipo.drawn', offeringId: 3, applicationId: 1, allotted: true })).toBe(
      '/market/subscribeDetail?id=3',
    );
    expect(noticeLink({ kind: 'support.reply', conversationId: 1, messageId: 1 })).toBe(
      '/user/support',
    );
  });
});
