import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../shared/ui/notice';
import { BackLink } from '../../shared/ui/page-header';
import { Text } from '../../shared/ui/text';
import { BIDDING_PATH, type BiddingBid, type BiddingOffering } from './api';

/** Small pieces every bidding screen shows the same way. */

/**
 * Where an offering stands: the server keeps three statuses (open, allocated, cancelled); an open
 * one is still to open before its window, and waits for the allocation job between its close and
 * the allocation. Judged on the server's clock (shared/server-now.ts).
 */
export type OfferingPhase = 'upcoming' | 'open' | 'allocating' | 'allocated' | 'cancelled';

export function offeringPhase(
  offering: Pick<BiddingOffering, 'status' | 'opensAt' | 'closesAt'>,
  now: Date,
): OfferingPhase {
  if (offering.status !== 'open') return offering.status;
  if (now.getTime() < Date.parse(offering.opensAt)) return 'upcoming';
  if (now.getTime() >= Date.parse(offering.closesAt)) return 'allocating';
  return 'open';
}

const PHASE_TONES: Record<OfferingPhase, Tone | 'neutral'> = {
  upcoming: 'neutral',
  open: 'info',
  allocating: 'warning',
  allocated: 'success',
  cancelled: 'danger',
};

export function OfferingPhaseBadge({ phase }: { phase: OfferingPhase }) {
  const { t } = useTranslation('bidding');
  return <Badge tone={PHASE_TONES[phase]}>{t(`phases.${phase}`)}</Badge>;
}

export function BackToOfferings() {
  const { t } = useTranslation('bidding');
  return <BackLink to={BIDDING_PATH}>{t('title')}</BackLink>;
}

/** Why a bid was rejected, in words, on a line of its own; nothing for one that was not. */
export function RejectReason({ reason }: { reason: BiddingBid['rejectReason'] }) {
  const { t } = useTranslation('bidding');
  return reason === null ? null : (
    <Text block nowrap muted small>
      {t(`rejectReasons.${reason}`)}
    </Text>
  );
}
