/**
 * Where an off-auction offering (a block trade, an agreed-price bidding) stands for the customer.
 * The server keeps three statuses (open, allocated, cancelled); an open one is still upcoming
 * before its window opens, and waits for the allocation job between its close and the
 * allocation, which the screens say rather than offering to apply or bid. Judged on the server's
 * clock (shared/api/server-now.ts).
 */
export type OfferingPhase = 'upcoming' | 'open' | 'allocating' | 'allocated' | 'cancelled';

export function offeringPhase(
  offering: { status: 'open' | 'allocated' | 'cancelled'; opensAt: string; closesAt: string },
  serverNowMs: number | null,
): OfferingPhase {
  if (offering.status !== 'open') return offering.status;
  // Until the server's time is known its status is trusted (it refuses a closed window anyway).
  if (serverNowMs === null) return 'open';
  if (serverNowMs < Date.parse(offering.opensAt)) return 'upcoming';
  if (serverNowMs >= Date.parse(offering.closesAt)) return 'allocating';
  return 'open';
}

/** Open offerings first, then those coming, waiting for the allocation, and the closed ones. */
const PHASE_ORDER: readonly OfferingPhase[] = [
  'open',
  'upcoming',
  'allocating',
  'allocated',
  'cancelled',
];

/** The list's order: by phase (what can be acted on, on top), the server's order within one. */
export function byPhase<Entry extends { phase: OfferingPhase }>(
  entries: readonly Entry[],
): Entry[] {
  const rank = (phase: OfferingPhase) => PHASE_ORDER.indexOf(phase);
  // Array.prototype.sort is stable: the server's order (newest first) stays within a phase.
  return [...entries].sort((a, b) => rank(a.phase) - rank(b.phase));
}

/** The spec's review statuses of an application or a bid. */
export type RequestStatus = 'pending' | 'approved' | 'rejected';

/** How a status is coloured: approved (filled) is good news, rejected is not, pending is neutral. */
export function statusTone(status: RequestStatus): 'waiting' | 'won' | 'missed' {
  if (status === 'approved') return 'won';
  if (status === 'pending') return 'waiting';
  return 'missed';
}
