import type { TicketResponse, TradingSessionKey } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/ui/card';
import { SentenceWithReason } from '../../shared/ui/operator-reason';
import { Notice } from './components';
import type { TicketParams } from './ticket-params';
import type { TicketState } from './ticket-state';
import styles from './trading.module.css';

type SessionWindow = TicketResponse['sessions'][number];

/** A session's hours and rules in a sentence ("15:45–17:00, at the closing price, market orders"). */
export function useSessionHours() {
  const { t } = useTranslation('trading');
  return (slot: SessionWindow) =>
    slot.session === 'regular'
      ? t('sessionHours.regular')
      : t(`sessionHours.${slot.session}`, {
          opens: slot.opensAt ?? '--',
          closes: slot.closesAt ?? '--',
        });
}

/** The pre- and after-market sessions' hours, and whether each takes orders now. */
export function ExtendedSessions({
  ticket,
  only,
}: {
  ticket: TicketResponse;
  only?: TradingSessionKey;
}) {
  const { t } = useTranslation('trading');
  const hours = useSessionHours();
  const slots = ticket.sessions.filter(
    (slot) => slot.session !== 'regular' && (!only || slot.session === only),
  );
  return (
    <ul className={styles.sessionList} data-testid="session-hours">
      {slots.map((slot) => (
        <li key={slot.session}>
          <strong>{t(`session.${slot.session}`)}</strong>
          <span className={slot.openNow ? styles.openNow : styles.closedNow}>
            {slot.openNow ? t('ticket.openNow') : t('ticket.closedNow')}
          </span>
          <p className={styles.muted}>{hours(slot)}</p>
        </li>
      ))}
    </ul>
  );
}

/** What stands in the way of this order, or changes it, before the customer fills it in. */
export function TicketNotices({
  ticket,
  params,
  state,
}: {
  ticket: TicketResponse;
  params: TicketParams;
  state: TicketState;
}) {
  const { t } = useTranslation('trading');
  const { t: tErrors } = useTranslation('errors');
  const requested = params.session;
  const requestedClosed =
    requested !== null && requested !== 'regular' && !state.openSessions.includes(requested);
  return (
    <>
      {ticket.restriction ? (
        <Notice tone="error" title={t('ticket.restricted')} testId="ticket-restriction">
          <p>
            {ticket.restriction.kind === 'frozen' || ticket.restriction.kind === 'trade_barred'
              ? tErrors(`account_${ticket.restriction.kind}`)
              : t('ticket.restrictedOther')}
          </p>
          <p>
            <SentenceWithReason
              sentence={(reason) => t('ticket.restrictionReason', { reason })}
              reason={ticket.restriction.reason}
            />
          </p>
        </Notice>
      ) : null}
      {state.openSessions.length === 0 ? (
        <Notice tone="warn" testId="ticket-closed">
          {t('ticket.nothingOpen')}
        </Notice>
      ) : null}
      {requestedClosed ? (
        <Notice
          tone="warn"
          title={t('ticket.sessionClosed', { session: t(`session.${requested}`) })}
          testId="ticket-session-closed"
        >
          <ExtendedSessions ticket={ticket} only={requested} />
        </Notice>
      ) : null}
      {params.dayTrade && ticket.dayTrading !== 'approved' ? (
        <Notice tone="warn" testId="ticket-day-trade-unavailable">
          {t('ticket.dayTradeUnavailable')}
        </Notice>
      ) : null}
    </>
  );
}

/** When a position bought now may be sold, and the sessions' hours. */
export function TicketRules({ ticket }: { ticket: TicketResponse }) {
  const { t } = useTranslation('trading');
  const minutes = String(ticket.sellAfterMinutes);
  const days = ticket.sellAfterTradingDays;
  return (
    <Card title={t('rules.title')} testId="ticket-rules">
      <p className={styles.muted}>
        {t(`rules.sellAfter${days === 1 ? 1 : days === 0 ? 0 : 2}`, { minutes })}
      </p>
      <p className={styles.muted}>
        {t('rules.maintenance', { level: ticket.maintenanceLevelPercent })}
      </p>
      <ExtendedSessions ticket={ticket} />
    </Card>
  );
}
