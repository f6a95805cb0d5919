import { eq, gt } from 'drizzle-orm';
import { canonicalDecimal } from '@kabuto/money';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema-operators';
import { ipoOfferings } from '../../db/schema-ipo';
import { bundledInstruments } from '../../market-data/instruments';
import { ManualClock } from '../../platform/clock';
import { ipoCustomerService } from './customer-service';
import { drawOffering } from './draw';
import { ipoOperatorService } from './operator-service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Codes the demo's offerings may list under (any of them not listed on the market). */
const CANDIDATE_CODES = [
  '5588',
  '5589',
  '5591',
  '5593',
  '5597',
  '5598',
  '4488',
  '4489',
  '4491',
  '4493',
];

type DemoOffering = {
  names: { ja: string; 'zh-TW': string; en: string };
  sector: { ja: string; 'zh-TW': string; en: string };
  priceLow: string;
  priceHigh: string;
  finalPrice: string | null;
  lotsOffered: number;
  maxLotsPerApplication: number;
  /** The schedule, relative to now. */
  opensAtMs: number;
  closesAtMs: number;
  drawAtMs: number;
  deadlineAtMs: number;
  listingInDays: number;
  /** The demo customer applies (lots), and for a past draw it is drawn now. */
  demoLots: number | null;
};

const tokyoDate = (at: number) => new Date(at + 9 * HOUR_MS).toISOString().slice(0, 10);

/**
 * The embedded demo's offerings (docs/ipo.md, "Demo"), so a newcomer sees the whole cycle within
 * minutes: one subscribing for three days (apply to it), one whose subscription has just closed
 * and whose draw comes five minutes after the start (the demo customer applied to it), and one
 * drawn yesterday in which the demo customer won and paid, listing today (its shares become a
 * position the customer can sell). Every application comes after the demo
 * customer's funding (days ago, see seedDemo), so the fund records read in order. Each goes through the same code
 * as the console and the app (the services, on a clock set to the moment), so the holds, the draw
 * and its document are real. Seeded again whenever every offering's subscription has closed, so
 * a demo started days later still has the cycle ahead of it.
 */
export async function seedDemoIpo(
  db: Database,
  options: { now: Date; customer: { id: number; account: string } },
): Promise<void> {
  const now = options.now.getTime();
  const [open] = await db
    .select({ id: ipoOfferings.id })
    .from(ipoOfferings)
    .where(gt(ipoOfferings.subscriptionClosesAt, options.now))
    .limit(1);
  if (open) return;
  const [admin] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, 'admin'));
  if (!admin) return;
  const used = new Set(
    (await db.select({ symbol: ipoOfferings.symbol }).from(ipoOfferings)).map((row) => row.symbol),
  );
  const listed = new Set(bundledInstruments().map((instrument) => instrument.symbol));
  const free = CANDIDATE_CODES.filter((code) => !used.has(code) && !listed.has(code));

  const offerings: DemoOffering[] = [
    {
      names: { ja: 'さくらロボティクス', 'zh-TW': '櫻花機器人', en: 'Sakura Robotics' },
      sector: { ja: '機械', 'zh-TW': '機械', en: 'Machinery' },
      priceLow: '1400',
      priceHigh: '1600',
      finalPrice: null,
      lotsOffered: 20,
      maxLotsPerApplication: 3,
      opensAtMs: now - HOUR_MS,
      closesAtMs: now + 3 * DAY_MS,
      drawAtMs: now + 3 * DAY_MS + 2 * HOUR_MS,
      deadlineAtMs: now + 4 * DAY_MS,
      listingInDays: 7,
      demoLots: null,
    },
    {
      names: { ja: 'みなとクラウド', 'zh-TW': '港灣雲端', en: 'Minato Cloud' },
      sector: { ja: '情報・通信', 'zh-TW': '資訊通訊', en: 'Information & communication' },
      priceLow: '900',
      priceHigh: '1000',
      finalPrice: '980',
      lotsOffered: 2,
      maxLotsPerApplication: 2,
      opensAtMs: now - 20 * HOUR_MS,
      closesAtMs: now - 5 * MINUTE_MS,
      drawAtMs: now + 5 * MINUTE_MS,
      deadlineAtMs: now + DAY_MS,
      listingInDays: 4,
      demoLots: 1,
    },
    {
      names: { ja: 'ひかりバイオ', 'zh-TW': '光輝生技', en: 'Hikari Bio' },
      sector: { ja: '医薬品', 'zh-TW': '醫藥', en: 'Pharmaceuticals' },
      priceLow: '700',
      priceHigh: '800',
      finalPrice: '780',
      lotsOffered: 5,
      maxLotsPerApplication: 1,
      opensAtMs: now - 30 * HOUR_MS,
      closesAtMs: now - 20 * HOUR_MS,
      drawAtMs: now - 18 * HOUR_MS,
      deadlineAtMs: now - 6 * HOUR_MS,
      // Lists today: the demo customer's shares are a position to sell from the first job run.
      listingInDays: 0,
      demoLots: 1,
    },
  ];
  for (const [index, demo] of offerings.entries()) {
    const symbol = free[index];
    if (!symbol) return;
    // The console's own steps, at the moment each happened.
    const before = new ManualClock(new Date(demo.opensAtMs - HOUR_MS));
    const desk = ipoOperatorService({ db, clock: before, isListed: (code) => listed.has(code) });
    const draft = await desk.save(
      admin,
      {
        offering: {
          symbol,
          names: demo.names,
          sector: demo.sector,
          priceLow: canonicalDecimal(demo.priceLow),
          priceHigh: canonicalDecimal(demo.priceHigh),
          finalPrice: demo.finalPrice === null ? null : canonicalDecimal(demo.finalPrice),
          lotsOffered: demo.lotsOffered,
          maxLotsPerApplication: demo.maxLotsPerApplication,
          subscriptionOpensAt: new Date(demo.opensAtMs).toISOString(),
          subscriptionClosesAt: new Date(demo.closesAtMs).toISOString(),
          drawAt: new Date(demo.drawAtMs).toISOString(),
          purchaseDeadlineAt: new Date(demo.deadlineAtMs).toISOString(),
          listingDate: tokyoDate(now + demo.listingInDays * DAY_MS),
        },
        reason: 'Demo offering',
      },
      null,
    );
    await desk.publish(admin, { offeringId: draft.id, reason: 'Demo offering' }, null);
    if (demo.demoLots === null) continue;
    const during = new ManualClock(new Date(demo.opensAtMs + HOUR_MS));
    await ipoCustomerService({ db, clock: during }).subscribe(
      {
        id: options.customer.id,
        account: options.customer.account,
        sessionId: 0,
        restrictions: [],
      },
      { offeringId: draft.id, lots: demo.demoLots, autoPurchase: true },
      `demo-ipo-${symbol}`,
    );
    // A draw in the past is drawn now, as the job would have drawn it then.
    if (demo.drawAtMs <= now) await drawOffering(db, draft.id, new Date(demo.drawAtMs));
  }
}
