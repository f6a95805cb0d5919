/**
 * What run.ts, server.ts and client.ts say to each other over Node's IPC channel, and the
 * synthetic quotes the servers publish. Shared by the three processes of bench/quotes.
 */
import type { QuoteUpdate } from '../../apps/server/src/realtime/quote-bus';

export type Implementation = 'kabuto' | 'naive';

/** run.ts -> server.ts */
export type ServerCommand =
  /** Publish the schedule's updates due in [from, until) (wall-clock ms), then answer `published`. */
  { type: 'publish'; from: number; until: number } | { type: 'stats' } | { type: 'exit' };

/** server.ts -> run.ts */
export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'stats'; subscriptions: number }
  /**
   * `skipped`: slots the publisher missed because it woke up too late (the server's event loop was
   * busy); `lateMs`: how far behind its schedule it fell at worst.
   */
  | { type: 'published'; updates: number; skipped: number; cpuMs: number; lateMs: number };

/** run.ts -> client.ts */
export type ClientCommand =
  | {
      type: 'connect';
      implementation: Implementation;
      url: string;
      count: number;
      symbols: string[];
    }
  /**
   * Count the quotes published in [from, until) from now on; a quote counts as delivered when it
   * arrives by `onTimeUntil`. `null` ends counting (warm-up windows are not counted at all).
   */
  | { type: 'window'; window: { from: number; until: number; onTimeUntil: number } | null }
  | { type: 'progress' }
  | { type: 'report'; implementation: Implementation }
  | { type: 'disconnect' };

/** client.ts -> run.ts */
export type ClientReply =
  | { type: 'connected'; opened: number; failed: number; firstError: string | null }
  | { type: 'progress'; received: number }
  /**
   * `histogram`: [age in whole ms, count] pairs, ages of every quote of the window that arrived;
   * `cpuMs`: this process's CPU time from the window's start to the report; `unreadable`: live
   * frames in which no quote's `time` could be read (a change of the servers' message layout).
   */
  | {
      type: 'report';
      delivered: number;
      arrived: number;
      histogram: [number, number][];
      cpuMs: number;
      unreadable: number;
    }
  | { type: 'disconnected' };

/** Ages at or above this many ms share the histogram's last bucket. */
export const MAX_AGE_MS = 10_000;

/** Names in the three languages the app shows, so messages have the real size and character mix. */
const NAMES: [string, string, string][] = [
  ['トヨタ自動車', 'Toyota Motor', '豐田汽車'],
  ['ソニーグループ', 'Sony Group', '索尼集團'],
  ['三菱UFJフィナンシャル・グループ', 'Mitsubishi UFJ Financial Group', '三菱日聯金融集團'],
  ['キーエンス', 'Keyence', '基恩斯'],
  ['任天堂', 'Nintendo', '任天堂'],
  ['ソフトバンクグループ', 'SoftBank Group', '軟銀集團'],
  ['東京エレクトロン', 'Tokyo Electron', '東京威力科創'],
  ['信越化学工業', 'Shin-Etsu Chemical', '信越化學工業'],
  ['ファーストリテイリング', 'Fast Retailing', '迅銷'],
  ['日立製作所', 'Hitachi', '日立製作所'],
  ['三井住友フィナンシャルグループ', 'Sumitomo Mitsui Financial Group', '三井住友金融集團'],
  ['リクルートホールディングス', 'Recruit Holdings', '瑞可利控股'],
  ['ダイキン工業', 'Daikin Industries', '大金工業'],
  ['伊藤忠商事', 'Itochu', '伊藤忠商事'],
  ['三菱商事', 'Mitsubishi Corporation', '三菱商事'],
  ['KDDI', 'KDDI', 'KDDI'],
  ['本田技研工業', 'Honda Motor', '本田技研工業'],
  ['武田薬品工業', 'Takeda Pharmaceutical', '武田藥品工業'],
  ['日本電信電話', 'Nippon Telegraph and Telephone', '日本電信電話'],
  ['オリエンタルランド', 'Oriental Land', '東方樂園'],
];

export function symbolCodes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => String(1301 + index * 409));
}

/**
 * The `seq`-th update of a symbol, shaped like the real quote DTO (decimal strings, names in three
 * languages, simulated flag). Its `time`, the quote's own time (market time in the app), is the
 * wall-clock time the update was due to be published: what the clients measure its age from.
 */
export function syntheticUpdate(
  symbol: string,
  index: number,
  seq: number,
  publishedMs: number,
): QuoteUpdate {
  const [ja, en, zhTw] = NAMES[index % NAMES.length]!;
  const prevCloseTicks = 20_000 + index * 1_337;
  const lastTicks = prevCloseTicks + ((seq * 7) % 41) - 20;
  const change = lastTicks - prevCloseTicks;
  const price = (ticks: number) => `${Math.floor(ticks / 10)}.${ticks % 10}`;
  const signed = (ticks: number) => (ticks < 0 ? `-${price(-ticks)}` : price(ticks));
  const basisPoints = Math.round((change * 10_000) / prevCloseTicks);
  const percent = `${basisPoints < 0 ? '-' : ''}${Math.floor(Math.abs(basisPoints) / 100)}.${String(Math.abs(basisPoints) % 100).padStart(2, '0')}`;
  const time = new Date(publishedMs).toISOString();
  return {
    symbol,
    seq,
    time,
    quote: {
      symbol,
      names: { ja, en, 'zh-TW': zhTw },
      sector: 'Transportation Equipment',
      price: price(lastTicks),
      open: price(prevCloseTicks + 3),
      prevClose: price(prevCloseTicks),
      high: price(prevCloseTicks + 25),
      low: price(prevCloseTicks - 25),
      change: signed(change),
      changePercent: percent,
      volume: String(1_000_000 + seq * 300),
      turnover: String(20_000_000_000 + seq * 6_000_000),
      limitUp: price(prevCloseTicks + 5_000),
      limitDown: price(prevCloseTicks - 5_000),
      time,
      seq,
      sessionState: 'open',
      source: 'simulated',
      simulated: true,
    },
  };
}
