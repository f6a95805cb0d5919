import type { Locale, NewsCategory } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { insertArticleOnce } from './repo';

type Text = { title: string; summary: string; body: string };
type SeedArticle = { key: string; category: NewsCategory; hoursAgo: number; texts: Record<Locale, Text> };

/**
 * Kabuto's own demo articles. They explain how the market and the app work; none of them reports
 * market events, because the demo market is simulated and must never be passed off as real.
 */
const SEED_ARTICLES: SeedArticle[] = [
  {
    key: 'trading-hours',
    category: 'must_read',
    hoursAgo: 2,
    texts: {
      ja: {
        title: '東証の取引時間と昼休み',
        summary: '前場は9:00〜11:30、後場は12:30〜15:30。土日・祝日と年末年始は休場です。',
        body: '東京証券取引所の取引は前場（9:00〜11:30）と後場（12:30〜15:30）に分かれています。2024年11月5日から後場の終了が15:30に延長され、15:25〜15:30はクロージング・オークションで終値が一度に決まります。\n\n土日、国民の祝日、12月31日から1月3日までは休場です。Kabutoのデモ環境ではいつでも試せるよう常時開場のシミュレーション市場が動いており、その旨が画面に表示されます。',
      },
      'zh-TW': {
        title: '東證的交易時間與午休',
        summary: '早盤9:00至11:30，午盤12:30至15:30；週末、國定假日及年末年初休市。',
        body: '東京證券交易所的交易分為早盤（9:00至11:30）與午盤（12:30至15:30）。自2024年11月5日起午盤延長至15:30，15:25至15:30為收盤集合競價，以單一價格決定收盤價。\n\n週末、日本國定假日以及12月31日至1月3日休市。Kabuto的示範環境提供全天開放的模擬市場，方便隨時試用，畫面上會標示為模擬。',
      },
      en: {
        title: 'Tokyo trading hours and the lunch break',
        summary: 'Morning session 9:00–11:30, afternoon 12:30–15:30; closed on weekends, holidays and at year end.',
        body: 'The Tokyo Stock Exchange trades in a morning session (9:00–11:30) and an afternoon session (12:30–15:30). Since 5 November 2024 the afternoon runs to 15:30, and from 15:25 a closing auction sets the closing price at a single price.\n\nThe exchange is closed on weekends, Japanese public holidays and from 31 December to 3 January. Kabuto’s demo runs an always-open simulated market so you can try everything at any hour; the app labels it as simulated.',
      },
    },
  },
  {
    key: 'price-limits',
    category: 'must_read',
    hoursAgo: 26,
    texts: {
      ja: {
        title: '値幅制限とは：ストップ高・ストップ安',
        summary: '1日の値動きは前日終値を基準に上下一定の幅に制限されます。',
        body: '東証では、株価が1日に動ける幅が前日終値（基準値段）に応じて決められています。たとえば基準値段が1,000円以上1,500円未満なら上下300円です。上限に達した状態をストップ高、下限をストップ安といいます。\n\n指値注文の価格もこの範囲内でなければならず、範囲外の価格は「値幅制限を超えています」としてお受けできません。',
      },
      'zh-TW': {
        title: '什麼是漲跌停限制',
        summary: '每日價格波動以前一日收盤價為基準，限制在一定範圍內。',
        body: '東證依前一日收盤價（基準價）規定每日的價格波動範圍。例如基準價在1,000日圓以上、未滿1,500日圓時，上下限為300日圓。觸及上限稱為漲停，觸及下限稱為跌停。\n\n限價單的價格也必須落在此範圍內，超出範圍的價格會以「超出漲跌停價格限制」拒絕。',
      },
      en: {
        title: 'Daily price limits: limit-up and limit-down',
        summary: 'A stock’s price can move only a set amount a day from its previous close.',
        body: 'The Tokyo Stock Exchange limits how far a price can move in one day, by a table based on the previous close (the base price). For a base price from ¥1,000 up to ¥1,500, for example, the limit is ¥300 either way. A stock at its upper limit is limit-up; at its lower limit, limit-down.\n\nLimit orders must be priced inside this band; a price outside it is refused with “The price exceeds the daily price limit”.',
      },
    },
  },
  {
    key: 'costs-before-you-trade',
    category: 'must_read',
    hoursAgo: 50,
    texts: {
      ja: {
        title: '注文前にすべての費用を表示します',
        summary: '証拠金、手数料、決済時の取引税（設定）を確定前に確認できます。',
        body: 'Kabutoでは注文を確定する前に、必要な証拠金、新規手数料、サービス料、決済時に見込まれる手数料と取引税（設定）をすべて表示します。取引税（設定）はKabutoが定める率の費用で、法定の税ではありません。約定後は実際に差し引かれた金額が資金明細に記録され、1円単位で確認できます。\n\n費用が後から変わることはありません。',
      },
      'zh-TW': {
        title: '下單前顯示所有費用',
        summary: '確認前即可看到保證金、手續費及平倉時的交易稅（設定）。',
        body: '在Kabuto下單確認前，會列出所需保證金、建倉手續費、服務費，以及預估的平倉手續費與交易稅（設定）。交易稅（設定）是Kabuto訂定費率的費用，並非法定稅金。成交後，實際扣除的金額會記錄在資金明細中，可逐筆核對。\n\n費用不會事後變更。',
      },
      en: {
        title: 'Every cost, shown before you confirm',
        summary: 'Margin, fees and the transaction tax at the close are shown before you commit.',
        body: 'Before you confirm an order, Kabuto shows the margin it needs, the opening fee, the service fee, and the estimated closing fee and transaction tax (a rate set by Kabuto, not a statutory tax). After the fill, what was actually charged appears in your fund records, to the yen.\n\nCosts never change after the fact.',
      },
    },
  },
  {
    key: 'closing-review-how-to-read',
    category: 'closing_review',
    hoursAgo: 5,
    texts: {
      ja: {
        title: '大引け後の振り返り方：騰落数と売買代金',
        summary: '値上がり・値下がり銘柄数と売買代金で、その日の相場の広がりを読みます。',
        body: '指数が上がっても、値上がりした銘柄が少なければ一部の大型株が相場を支えただけかもしれません。ホーム画面の騰落インジケーターは、値上がり・値下がり・変わらずの銘柄数を表示します。\n\n売買代金上位の銘柄は、その日に最も資金が集まった銘柄です。デモ市場の数値はシミュレーションによるものです。',
      },
      'zh-TW': {
        title: '收盤後如何回顧：漲跌家數與成交金額',
        summary: '以上漲、下跌家數及成交金額判斷當日行情的廣度。',
        body: '即使指數上漲，若上漲家數不多，可能只是少數大型股撐盤。首頁的漲跌指標會顯示上漲、下跌與平盤的家數。\n\n成交金額居前的個股，是當天資金最集中的標的。示範市場的數字來自模擬。',
      },
      en: {
        title: 'Reading the close: breadth and turnover',
        summary: 'Rising and falling counts and turnover show how broad the day’s move was.',
        body: 'An index can rise while most stocks fall, if a few large names carry it. The rise/fall indicator on Home shows how many stocks rose, fell or were flat.\n\nThe stocks with the highest turnover are where the day’s money went. In the demo, these figures come from the simulated market.',
      },
    },
  },
  {
    key: 'closing-auction',
    category: 'closing_review',
    hoursAgo: 29,
    texts: {
      ja: {
        title: 'クロージング・オークションの仕組み',
        summary: '15:25〜15:30に注文を集め、15:30に単一価格で約定します。',
        body: '後場の最後の5分間は注文を受け付けるだけで約定せず、15:30に買いと売りが最も多く成立する単一の価格で一斉に約定します。これが終値になります。\n\n終値は翌日の値幅制限の基準にもなります。',
      },
      'zh-TW': {
        title: '收盤集合競價的機制',
        summary: '15:25至15:30收集委託，15:30以單一價格撮合。',
        body: '午盤最後五分鐘只接受委託而不成交，於15:30以能成交最多數量的單一價格一次撮合，該價格即為收盤價。\n\n收盤價也是次日漲跌停限制的基準。',
      },
      en: {
        title: 'How the closing auction works',
        summary: 'Orders collect from 15:25 and match at one price at 15:30.',
        body: 'In the last five minutes of the afternoon session orders are collected but not matched; at 15:30 they all match at the single price that fills the most shares. That price is the close.\n\nThe close is also the base for the next day’s price limits.',
      },
    },
  },
  {
    key: 'closing-review-demo',
    category: 'closing_review',
    hoursAgo: 53,
    texts: {
      ja: {
        title: 'デモ市場について：シミュレーションであることの表示',
        summary: 'デモの株価はすべてシミュレーションです。実際の相場ではありません。',
        body: 'Kabutoのデモ環境では、実在する上場企業の名前を使った模擬市場が動いています。価格、出来高、板はすべてシミュレーションで生成されており、実際の相場を示すものではありません。\n\n価格が表示される画面には必ず「シミュレーション」の表示が付きます。',
      },
      'zh-TW': {
        title: '關於示範市場：標示為模擬',
        summary: '示範環境的股價全部為模擬，並非真實行情。',
        body: 'Kabuto示範環境使用真實上市公司的名稱運行模擬市場。價格、成交量與五檔報價皆由模擬產生，不代表真實行情。\n\n凡是顯示價格的畫面都會標示「模擬」。',
      },
      en: {
        title: 'About the demo market: always labeled as simulated',
        summary: 'Prices in the demo are simulated, not real market data.',
        body: 'Kabuto’s demo runs a simulated market that uses the names of real listed companies. Its prices, volumes and order books are all generated by the simulation and say nothing about the real market.\n\nEvery screen that shows a price labels it as simulated.',
      },
    },
  },
  {
    key: 'video-order-ticket',
    category: 'video',
    hoursAgo: 8,
    texts: {
      ja: {
        title: '解説：注文チケットの見方',
        summary: '新規買・新規売、成行・指値、単元数とレバレッジの選び方を順に説明します。',
        body: '注文チケットでは、まず新規買（ロング）か新規売（ショート）を選び、成行か指値かを決めます。1単元は1,000株です。レバレッジを選ぶと必要な証拠金が変わります。\n\n確定前に表示される費用の内訳を確認してから注文してください。',
      },
      'zh-TW': {
        title: '解說：如何看懂下單畫面',
        summary: '依序說明做多或做空、市價或限價、單位數與槓桿的選擇。',
        body: '在下單畫面中，先選擇做多或做空，再決定市價或限價。1單位為1,000股。選擇槓桿會改變所需的保證金。\n\n請先確認確認前顯示的費用明細再下單。',
      },
      en: {
        title: 'Explainer: reading the order ticket',
        summary: 'Long or short, market or limit, lots and leverage, step by step.',
        body: 'On the order ticket you first choose long or short, then market or limit. One lot is 1,000 shares. The leverage you choose changes the margin needed.\n\nCheck the cost breakdown shown before confirming, then place the order.',
      },
    },
  },
  {
    key: 'video-deposit',
    category: 'video',
    hoursAgo: 32,
    texts: {
      ja: {
        title: '解説：入金から反映まで',
        summary: '振込、証明書のアップロード、審査、残高反映までの流れです。',
        body: '入金は平日9:30〜19:30に受け付けます。指定口座へ振り込み、振込証明をアップロードすると審査に回り、承認されると残高に反映されます。\n\n出金の最低額・最高額と受付時間は入金前に確認できます。',
      },
      'zh-TW': {
        title: '解說：從入金到入帳',
        summary: '匯款、上傳憑證、審核到餘額入帳的流程。',
        body: '入金受理時間為平日9:30至19:30。匯款至指定帳戶並上傳匯款憑證後進入審核，核准後即入帳。\n\n出金的最低、最高金額與受理時間可在入金前查看。',
      },
      en: {
        title: 'Explainer: from deposit to balance',
        summary: 'Transfer, upload the proof, review, then the money arrives.',
        body: 'Deposits are accepted on weekdays from 9:30 to 19:30. Transfer to the account shown, upload the transfer proof, and once an operator approves it the money appears in your balance.\n\nWithdrawal minimums, maximums and hours are shown before you deposit.',
      },
    },
  },
  {
    key: 'video-security',
    category: 'video',
    hoursAgo: 56,
    texts: {
      ja: {
        title: '解説：アカウントを守るパスワードと取引暗証番号',
        summary: 'ログインパスワードと取引暗証番号の役割の違い。',
        body: 'ログインパスワードはアプリに入るため、6桁の取引暗証番号は出金など資金を動かすときに使います。取引暗証番号の初回設定にはログインパスワードが必要です。\n\nログインパスワードを変更すると、すべての端末からログアウトされます。',
      },
      'zh-TW': {
        title: '解說：保護帳戶的兩組密碼',
        summary: '登入密碼與交易密碼的不同用途。',
        body: '登入密碼用於進入應用程式，6位數的交易密碼用於出金等資金操作。首次設定交易密碼需要輸入登入密碼。\n\n變更登入密碼後，所有裝置都會被登出。',
      },
      en: {
        title: 'Explainer: the password and the PIN that protect you',
        summary: 'What the login password and the trading PIN are each for.',
        body: 'The login password lets you into the app; the 6-digit trading PIN is asked whenever money leaves, such as a withdrawal. Setting the trading PIN the first time needs your login password.\n\nChanging the login password signs you out on every device.',
      },
    },
  },
  {
    key: 'popular-lots',
    category: 'popularity',
    hoursAgo: 11,
    texts: {
      ja: {
        title: 'よくある質問：1単元は何株？',
        summary: 'Kabutoでは1単元＝1,000株です。',
        body: 'Kabutoの注文は1単元＝1,000株単位です（東証の売買単位は100株ですが、本サービスでは1,000株を1単元としています）。注文チケットには株数と金額が併せて表示されます。',
      },
      'zh-TW': {
        title: '常見問題：1單位是幾股？',
        summary: '在Kabuto，1單位等於1,000股。',
        body: 'Kabuto的委託以1單位＝1,000股計算（東證的交易單位為100股，本服務以1,000股為1單位）。下單畫面會同時顯示股數與金額。',
      },
      en: {
        title: 'FAQ: how many shares is a lot?',
        summary: 'At Kabuto one lot is 1,000 shares.',
        body: 'Orders at Kabuto are in lots of 1,000 shares (the Tokyo exchange’s trading unit is 100 shares; this service uses 1,000 as one lot). The order ticket shows both the share count and the amount.',
      },
    },
  },
  {
    key: 'popular-t1',
    category: 'popularity',
    hoursAgo: 35,
    texts: {
      ja: {
        title: 'よくある質問：新規約定の当日に決済できないのはなぜ？',
        summary: '当日およびT+1の決済制限と、新規約定から15分のルールについて。',
        body: '通常の取引では、新規約定の当日と翌営業日（T+1）は決済できず、新規約定から15分以内も決済できません。新規買でも新規売でも同じです。デイトレードを申請して承認された場合の取引はこの制限の対象外で、取引終了時に自動的に決済されます。',
      },
      'zh-TW': {
        title: '常見問題：為何建倉當天不能平倉？',
        summary: '關於當日與T+1的平倉限制及建倉後15分鐘規則。',
        body: '一般交易在建倉當日及次一營業日（T+1）不可平倉，建倉成交後15分鐘內也不可平倉，做多、做空皆同。申請並獲准當沖後的交易不受此限，並於收盤時自動平倉。',
      },
      en: {
        title: 'FAQ: why can’t I close on the day I open?',
        summary: 'The opening-day and T+1 rule, and the 15-minute rule.',
        body: 'Ordinary positions, long or short, cannot be closed on the day they were opened or on the next trading day (T+1), nor within 15 minutes of opening. Day-trading orders, once your application is approved, are exempt and are closed automatically at the session’s end.',
      },
    },
  },
  {
    key: 'popular-withdraw',
    category: 'popularity',
    hoursAgo: 59,
    texts: {
      ja: {
        title: 'よくある質問：出金のルール',
        summary: '最低額・最高額（1回500万円まで）、受付時間、取引暗証番号。',
        body: '出金は認証済みの本人名義口座へのみ可能で、取引暗証番号が必要です。1回の上限は5,000,000円です。出金を申請した金額は審査中は拘束され、承認で送金、却下で元に戻ります。借入金は出金できません。',
      },
      'zh-TW': {
        title: '常見問題：出金規則',
        summary: '最低與最高金額（單次上限500萬日圓）、受理時間與交易密碼。',
        body: '出金僅能匯至已認證的本人銀行帳戶，並需輸入交易密碼。單次上限為5,000,000日圓。申請出金的金額在審核期間會被圈存，核准後匯出，駁回則退回。借款不可出金。',
      },
      en: {
        title: 'FAQ: the withdrawal rules',
        summary: 'Minimum and maximum (¥5,000,000 at a time), hours, and the trading PIN.',
        body: 'Withdrawals go only to a bank account in your verified name and need your trading PIN. The most you can withdraw at once is ¥5,000,000. The amount requested is on hold while it is reviewed; approval pays it out and rejection returns it. Borrowed money cannot be withdrawn.',
      },
    },
  },
];

/** Writes the demo articles once (their external ids make a second run a no-op). */
export async function seedNewsArticles(db: Queryable, now: Date): Promise<void> {
  for (const article of SEED_ARTICLES) {
    await insertArticleOnce(db, {
      category: article.category,
      source: 'kabuto',
      externalId: `kabuto:${article.key}`,
      link: null,
      imageUrl: null,
      videoUrl: null,
      publishedAt: new Date(now.getTime() - article.hoursAgo * 3600_000),
      texts: (Object.entries(article.texts) as [Locale, Text][]).map(([locale, text]) => ({ locale, ...text })),
    });
  }
}
