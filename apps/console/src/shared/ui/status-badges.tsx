import { useTranslation } from 'react-i18next';
import { useLabels } from '../labels';
import { Badge, BadgeRow, type Tone } from './notice';
import { Text } from './text';

type Tones = Record<string, Tone | 'neutral'>;

const FUNDING_TONES: Tones = {
  pending: 'warning',
  awaiting_second_approval: 'info',
  approved: 'success',
  completed: 'success',
  rejected: 'danger',
};

const VERIFICATION_TONES: Tones = {
  unverified: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** A request's state: pending, awaiting a second approval, approved, rejected (or completed). */
export function FundingStatusBadge({ status }: { status: string }) {
  const labels = useLabels();
  return <Badge tone={FUNDING_TONES[status] ?? 'neutral'}>{labels.fundingStatus(status)}</Badge>;
}

/** Where a customer's identity verification stands. */
export function VerificationBadge({ status }: { status: string }) {
  const labels = useLabels();
  return (
    <Badge tone={VERIFICATION_TONES[status] ?? 'neutral'}>{labels.verification(status)}</Badge>
  );
}

/** A customer's restrictions in force, each a red badge. */
export function RestrictionBadges({ kinds }: { kinds: readonly string[] }) {
  const labels = useLabels();
  return (
    <>
      {kinds.map((kind) => (
        <Badge key={kind} tone="danger">
          {labels.restriction(kind)}
        </Badge>
      ))}
    </>
  );
}

/** The restrictions in a list's cell or a panel: "none", or their badges in a row. */
export function RestrictionsCell({ kinds }: { kinds: readonly string[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return <Text muted>{t('common.none')}</Text>;
  return (
    <BadgeRow>
      <RestrictionBadges kinds={kinds} />
    </BadgeRow>
  );
}
