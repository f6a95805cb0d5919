import type { BLOCK_OFFERING_STATUSES } from '@kabuto/contract';
import { isNegative, isPositive, negate } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../shared/ui/notice';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { BackLink } from '../../shared/ui/page-header';
import { Text } from '../../shared/ui/text';
import { BLOCK_PATH, type BlockApplication, type BlockOffering } from './api';

/** Small pieces every block trade screen shows the same way. */

type OfferingStatus = (typeof BLOCK_OFFERING_STATUSES)[number];

const STATUS_TONES: Record<OfferingStatus, Tone | 'neutral'> = {
  open: 'info',
  allocated: 'success',
  cancelled: 'danger',
};

export function OfferingStatusBadge({ status }: { status: OfferingStatus }) {
  const { t } = useTranslation('block');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function BackToOfferings() {
  const { t } = useTranslation('block');
  return <BackLink to={BLOCK_PATH}>{t('title')}</BackLink>;
}

/** The offering's price, and under it how far it is from the previous close it was checked against. */
export function PriceCell({ offering }: { offering: BlockOffering }) {
  const { t } = useTranslation('block');
  // The server's discount is (close − price) / close: below the close is a positive discount.
  const versus = negate(offering.discountPercent);
  return (
    <>
      <Text tabular nowrap block strong>
        {yen(offering.price)}
      </Text>
      <Text tabular nowrap block muted small>
        {t('versusClose', {
          percent: signedPercent(isNegative(versus) || isPositive(versus) ? versus : '0'),
          close: yen(offering.referencePrice),
        })}
      </Text>
    </>
  );
}

/** Why an application was rejected, in words, on a line of its own; nothing for one that was not. */
export function RejectReason({ reason }: { reason: BlockApplication['rejectReason'] }) {
  const { t } = useTranslation('block');
  return reason === null ? null : (
    <Text block nowrap muted small>
      {t(`rejectReasons.${reason}`)}
    </Text>
  );
}
