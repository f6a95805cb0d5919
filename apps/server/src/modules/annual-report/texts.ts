import type { AnnualReportTotals, Locale } from '@kabuto/contract';
import { JST_OFFSET_MS } from '../../platform/calendar';

/**
 * The words of the annual report's CSV and PDF, in the customer's language (the app's screen has
 * its own in apps/web's locale files; a server test checks both name the figures alike). Terms
 * follow the glossary (shared/design/glossary.md): 新規買・新規売 / 做多・做空, 実現損益 / 已實現損益,
 * and the configurable "stamp duty" is a transaction tax set by Kabuto, as the order ticket says.
 */
export type ReportTexts = {
  title: string;
  notFinal: string;
  final: string;
  customer: string;
  account: string;
  generatedAt: string;
  year: string;
  timeZone: string;
  currency: string;
  figures: Record<Exclude<keyof AnnualReportTotals, 'currency'>, string>;
  sections: {
    totals: string;
    closedTrades: string;
    deposits: string;
    withdrawals: string;
    exchanges: string;
    loanInterest: string;
    ipoAllotments: string;
  };
  columns: {
    orderNo: string;
    openedAt: string;
    closedAt: string;
    symbol: string;
    name: string;
    side: string;
    shares: string;
    openPrice: string;
    closePrice: string;
    fees: string;
    stampDuty: string;
    realizedPnl: string;
    date: string;
    amount: string;
    fee: string;
    from: string;
    to: string;
    price: string;
    loan: string;
  };
  long: string;
  short: string;
  total: string;
  none: string;
  ledgerNote: string;
};

export const REPORT_TEXTS: Record<Locale, ReportTexts> = {
  ja: {
    title: '年間取引報告書',
    notFinal: '確定前（年の途中のため、数値は変わることがあります）',
    final: '確定',
    customer: 'お客様',
    account: 'お客様番号',
    generatedAt: '作成日時',
    year: '対象年',
    timeZone: '日本時間',
    currency: '通貨',
    figures: {
      opening: '年初残高',
      deposits: '入金',
      withdrawals: '出金',
      withdrawalFees: '出金手数料',
      realizedPnl: '実現損益',
      tradingFees: '取引手数料',
      stampDuty: '取引税（設定）',
      loanInterest: 'ローン利息',
      exchanges: '両替',
      copyTrading: 'コピートレード',
      rewards: '紹介特典・ボーナス',
      other: 'その他',
      netChange: '年間増減',
      closing: '年末残高',
      ipoAllotments: '新規公開株の払込額',
    },
    sections: {
      totals: '合計（元帳の記帳額）',
      closedTrades: '決済した取引',
      deposits: '入金',
      withdrawals: '出金',
      exchanges: '両替',
      loanInterest: 'ローン利息',
      ipoAllotments: '新規公開株の割当',
    },
    columns: {
      orderNo: '注文番号',
      openedAt: '新規約定日',
      closedAt: '決済約定日',
      symbol: '銘柄コード',
      name: '銘柄名',
      side: '売買',
      shares: '株数',
      openPrice: '建単価',
      closePrice: '決済単価',
      fees: '手数料',
      stampDuty: '取引税（設定）',
      realizedPnl: '実現損益',
      date: '日付',
      amount: '金額',
      fee: '手数料',
      from: '両替元',
      to: '両替先',
      price: '価格',
      loan: 'ローン番号',
    },
    long: '新規買',
    short: '新規売',
    total: '合計',
    none: '該当なし',
    ledgerNote:
      '合計は元帳に記帳された金額の年間合計です。年初残高＋年間増減＝年末残高（利用可能額・拘束金・証拠金からローン残高を差し引いた額）。取引手数料には、年末時点で未決済の建玉の新規手数料も含まれます。',
  },
  'zh-TW': {
    title: '年度交易報告',
    notFinal: '尚未確定（年度進行中，數字可能變動）',
    final: '已確定',
    customer: '客戶',
    account: '客戶編號',
    generatedAt: '產生時間',
    year: '年度',
    timeZone: '日本時間',
    currency: '幣別',
    figures: {
      opening: '年初餘額',
      deposits: '入金',
      withdrawals: '出金',
      withdrawalFees: '出金手續費',
      realizedPnl: '已實現損益',
      tradingFees: '交易手續費',
      stampDuty: '交易稅（設定）',
      loanInterest: '貸款利息',
      exchanges: '換匯',
      copyTrading: '跟單',
      rewards: '推薦獎勵與紅利',
      other: '其他',
      netChange: '年度增減',
      closing: '年末餘額',
      ipoAllotments: '新股申購繳款',
    },
    sections: {
      totals: '合計（帳簿記帳金額）',
      closedTrades: '已平倉交易',
      deposits: '入金',
      withdrawals: '出金',
      exchanges: '換匯',
      loanInterest: '貸款利息',
      ipoAllotments: '新股配售',
    },
    columns: {
      orderNo: '委託書號',
      openedAt: '建倉日',
      closedAt: '平倉日',
      symbol: '股票代號',
      name: '股票名稱',
      side: '方向',
      shares: '股數',
      openPrice: '建倉價',
      closePrice: '平倉價',
      fees: '手續費',
      stampDuty: '交易稅（設定）',
      realizedPnl: '已實現損益',
      date: '日期',
      amount: '金額',
      fee: '手續費',
      from: '換出',
      to: '換入',
      price: '價格',
      loan: '貸款編號',
    },
    long: '做多',
    short: '做空',
    total: '合計',
    none: '無',
    ledgerNote:
      '合計為帳簿所記金額的年度加總。年初餘額＋年度增減＝年末餘額（可用資金、圈存、保證金扣除貸款餘額）。交易手續費也包含年末時尚未平倉部位的建倉手續費。',
  },
  en: {
    title: 'Annual report',
    notFinal: 'Not final (the year is not over; figures may still change)',
    final: 'Final',
    customer: 'Customer',
    account: 'Customer number',
    generatedAt: 'Generated',
    year: 'Year',
    timeZone: 'Japan time',
    currency: 'Currency',
    figures: {
      opening: 'Opening balance',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      withdrawalFees: 'Withdrawal fees',
      realizedPnl: 'Realized P/L',
      tradingFees: 'Trading fees',
      stampDuty: 'Transaction tax (set by Kabuto)',
      loanInterest: 'Loan interest',
      exchanges: 'Exchanges',
      copyTrading: 'Copy trading',
      rewards: 'Referral rewards and bonuses',
      other: 'Other',
      netChange: 'Change in the year',
      closing: 'Closing balance',
      ipoAllotments: 'IPO shares paid for',
    },
    sections: {
      totals: 'Totals (as posted in the ledger)',
      closedTrades: 'Closed trades',
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      exchanges: 'Exchanges',
      loanInterest: 'Loan interest',
      ipoAllotments: 'IPO allotments',
    },
    columns: {
      orderNo: 'Order number',
      openedAt: 'Opened',
      closedAt: 'Closed',
      symbol: 'Symbol',
      name: 'Name',
      side: 'Side',
      shares: 'Shares',
      openPrice: 'Entry price',
      closePrice: 'Close price',
      fees: 'Fees',
      stampDuty: 'Transaction tax',
      realizedPnl: 'Realized P/L',
      date: 'Date',
      amount: 'Amount',
      fee: 'Fee',
      from: 'From',
      to: 'To',
      price: 'Price',
      loan: 'Loan',
    },
    long: 'Buy (long)',
    short: 'Sell short',
    total: 'Total',
    none: 'None',
    ledgerNote:
      'Totals are the year’s sums of the amounts posted in the ledger. Opening balance + change in the year = closing balance (available funds, on hold and margin, less what is owed on loans). Trading fees include the opening fees of positions still open at the year’s end.',
  },
};

/** A Japan date and time, "2026-12-31 23:30" (the documents say "Japan time" in their header). */
export function japanDateTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + JST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** A Japan date, "2026-12-31". */
export function japanDate(iso: string): string {
  return japanDateTime(iso).slice(0, 10);
}
