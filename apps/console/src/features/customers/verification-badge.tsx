import { useLabels } from '../../shared/labels';
import { Badge, type Tone } from '../../shared/ui/notice';

const TONES: Record<string, Tone | 'neutral'> = {
  unverified: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function VerificationBadge({ status }: { status: string }) {
  const labels = useLabels();
  return <Badge tone={TONES[status] ?? 'neutral'}>{labels.verification(status)}</Badge>;
}
