import type { GRAB_QUEUE_STATUSES } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Badge, BadgeRow, type Tone } from '../../shared/ui/notice';
import { BackLink } from '../../shared/ui/page-header';
import { Text } from '../../shared/ui/text';
import { GRAB_PATH, type GrabOrder, type GrabQueue } from './api';

/** Small pieces every grab shares screen shows the same way. */

type QueueStatus = (typeof GRAB_QUEUE_STATUSES)[number];

const STATUS_TONES: Record<QueueStatus, Tone | 'neutral'> = {
  open: 'info',
  allocated: 'success',
};

/** Where a queue stands, and once allocated whether the day closed at the limit. */
export function QueueStatusBadges({
  queue,
}: {
  queue: Pick<GrabQueue, 'status' | 'closedAtLimit'>;
}) {
  const { t } = useTranslation('grab');
  return (
    <BadgeRow>
      <Badge tone={STATUS_TONES[queue.status]}>{t(`statuses.${queue.status}`)}</Badge>
      {queue.closedAtLimit === null ? null : (
        <Badge tone={queue.closedAtLimit ? 'neutral' : 'warning'}>
          {t(queue.closedAtLimit ? 'closedAtLimit.yes' : 'closedAtLimit.no')}
        </Badge>
      )}
    </BadgeRow>
  );
}

export function BackToQueues() {
  const { t } = useTranslation('grab');
  return <BackLink to={GRAB_PATH}>{t('title')}</BackLink>;
}

/** Why an order got nothing, in words, on a line of its own; nothing for one that was not. */
export function RejectReason({ reason }: { reason: GrabOrder['rejectReason'] }) {
  const { t } = useTranslation('grab');
  return reason === null ? null : (
    <Text block nowrap muted small>
      {t(`rejectReasons.${reason}`)}
    </Text>
  );
}
