import type { IPO_OFFERING_STATUSES, IpoPhase } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../shared/format';
import { Badge, type Tone } from '../../shared/ui/notice';
import { Text } from '../../shared/ui/text';
import type { AdminApplication } from './api';

/** Small pieces every IPO screen shows the same way. */

type OfferingStatus = (typeof IPO_OFFERING_STATUSES)[number];

const STATUS_TONES: Record<OfferingStatus, Tone | 'neutral'> = {
  draft: 'neutral',
  published: 'info',
  drawn: 'success',
  cancelled: 'danger',
};

export function OfferingStatusBadge({ status }: { status: OfferingStatus }) {
  const { t } = useTranslation('ipo');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function PhaseText({ phase }: { phase: IpoPhase }) {
  const { t } = useTranslation('ipo');
  return <Text nowrap>{t(`phases.${phase}`)}</Text>;
}

const APPLICATION_TONES: Record<AdminApplication['status'], Tone | 'neutral'> = {
  awaiting_draw: 'neutral',
  not_won: 'neutral',
  pending_payment: 'warning',
  paid: 'success',
  lapsed: 'danger',
  withdrawn: 'neutral',
};

/** An application's state, in the words of the one status catalogue (docs/adr/0017). */
export function ApplicationStatusBadge({ status }: { status: AdminApplication['status'] }) {
  const { t } = useTranslation('statuses');
  return <Badge tone={APPLICATION_TONES[status]}>{t(`ipo.${status}`)}</Badge>;
}

/** Whole yen ("¥1,400"), or a dash. */
export function yen(value: string | null): string | null {
  return value === null ? null : `¥${formatDecimal(value)}`;
}

/** "¥1,200 – ¥1,400", and the final price under it once set. */
export function PriceCell({
  priceLow,
  priceHigh,
  finalPrice,
}: {
  priceLow: string;
  priceHigh: string;
  finalPrice: string | null;
}) {
  const { t } = useTranslation('ipo');
  return (
    <>
      <Text tabular nowrap block>
        {yen(priceLow)} – {yen(priceHigh)}
      </Text>
      {finalPrice === null ? null : (
        <Text tabular nowrap block strong>
          {t('finalPrice', { price: yen(finalPrice) })}
        </Text>
      )}
    </>
  );
}

// An IPO page's counts and hashes look as every draw's (shared/ui/draw-document.tsx).
export { Count, Hash } from '../../shared/ui/draw-document';
