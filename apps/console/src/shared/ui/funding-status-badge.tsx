import { useLabels } from '../labels';
import { Badge, type Tone } from './notice';

const TONES: Record<string, Tone | 'neutral'> = {
  pending: 'warning',
  awaiting_second_approval: 'info',
  approved: 'success',
  completed: 'success',
  rejected: 'danger',
  verified: 'success',
};

/** A request's state: pending, awaiting a second approval, approved, rejected (or completed). */
export function FundingStatusBadge({ status }: { status: string }) {
  const labels = useLabels();
  return <Badge tone={TONES[status] ?? 'neutral'}>{labels.fundingStatus(status)}</Badge>;
}
