import type { z } from 'zod';
import type {
  adminIpoApplication,
  adminIpoOffering,
  ipoApplicationView,
  ipoOfferingChange,
  ipoOfferingView,
  IpoPhase,
} from '@kabuto/contract';
import { subtract, ZERO, type DecimalString } from '@kabuto/money';
import type { ipoApplications, ipoOfferingChanges, ipoOfferings } from '../../db/schema-ipo';

export type OfferingRow = typeof ipoOfferings.$inferSelect;
export type ApplicationRow = typeof ipoApplications.$inferSelect;
export type ChangeRow = typeof ipoOfferingChanges.$inferSelect;
export type OfferingCounts = { applications: number; lotsRequested: number };

/** Where an offering stands for a customer at `now` (the list's tabs). */
export function phaseOf(row: OfferingRow, now: Date): IpoPhase {
  if (now < row.subscriptionOpensAt) return 'upcoming';
  if (now < row.subscriptionClosesAt) return 'subscribing';
  return 'ended';
}

/** What is still held for an application: the hold less what was paid and given back. */
export function heldNowOf(row: ApplicationRow): DecimalString {
  return subtract(subtract(row.heldAmount, row.paidAmount ?? ZERO), row.releasedAmount);
}

export function toChangeView(row: ChangeRow): z.output<typeof ipoOfferingChange> {
  return {
    changedAt: row.changedAt.toISOString(),
    fields: Object.keys(row.changes as Record<string, unknown>),
    reason: { text: row.reason, locale: row.reasonLocale ?? null },
  };
}

export function toApplicationView(
  row: ApplicationRow,
  offering: OfferingRow,
): z.output<typeof ipoApplicationView> {
  return {
    id: row.id,
    offeringId: offering.id,
    symbol: offering.symbol,
    names: offering.names,
    lots: row.lots,
    shares: row.lots * offering.lotShares,
    autoPurchase: row.autoPurchase,
    heldAmount: row.heldAmount,
    status: row.status,
    lotsWon: row.lotsWon,
    sharesWon: row.lotsWon * offering.lotShares,
    cost: row.cost,
    paidAmount: row.paidAmount,
    releasedAmount: row.releasedAmount,
    heldNow: heldNowOf(row),
    receipt: row.entryHash,
    fromLapse: row.fromLapse,
    finalPrice: offering.finalPrice,
    purchaseDeadlineAt: offering.purchaseDeadlineAt.toISOString(),
    listingDate: offering.listingDate,
    appliedAt: row.appliedAt.toISOString(),
    drawnAt: row.drawnAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    positionId: row.positionId,
  };
}

export function toOfferingView(
  row: OfferingRow,
  now: Date,
  counts: OfferingCounts,
  changes: readonly ChangeRow[],
  mine: ApplicationRow | null,
): z.output<typeof ipoOfferingView> {
  return {
    id: row.id,
    symbol: row.symbol,
    names: row.names,
    sector: row.sector,
    phase: phaseOf(row, now),
    priceLow: row.priceLow,
    priceHigh: row.priceHigh,
    finalPrice: row.finalPrice,
    lotsOffered: row.lotsOffered,
    maxLotsPerApplication: row.maxLotsPerApplication,
    lotShares: row.lotShares,
    subscriptionOpensAt: row.subscriptionOpensAt.toISOString(),
    subscriptionClosesAt: row.subscriptionClosesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    purchaseDeadlineAt: row.purchaseDeadlineAt.toISOString(),
    listingDate: row.listingDate,
    commitment: row.commitment ?? '',
    drawn: row.drawnAt !== null,
    listedAt: row.listedAt?.toISOString() ?? null,
    applications: counts.applications,
    lotsRequested: counts.lotsRequested,
    changes: changes.map(toChangeView),
    myApplication: mine ? toApplicationView(mine, row) : null,
  };
}

export function toAdminOffering(
  row: OfferingRow,
  now: Date,
  counts: OfferingCounts & { lotsWon: number; lotsPaid: number },
  changes: readonly ChangeRow[],
): z.output<typeof adminIpoOffering> {
  const {
    myApplication: _mine,
    commitment: _commitment,
    ...view
  } = toOfferingView(row, now, counts, changes, null);
  return {
    ...view,
    status: row.status,
    commitment: row.commitment,
    lotsWon: counts.lotsWon,
    lotsPaid: counts.lotsPaid,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminApplication(row: ApplicationRow): z.output<typeof adminIpoApplication> {
  return {
    id: row.id,
    entry: row.entryHash,
    lots: row.lots,
    autoPurchase: row.autoPurchase,
    status: row.status,
    lotsWon: row.lotsWon,
    heldAmount: row.heldAmount,
    paidAmount: row.paidAmount,
    fromLapse: row.fromLapse,
    appliedAt: row.appliedAt.toISOString(),
  };
}
