import { Selector, Switch } from 'antd-mobile';
import { DIRECTIONS, type TicketResponse, type TradingSessionKey } from '@kabuto/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShares } from '../../shared/realtime/quote-format';
import { Stepper } from '../../shared/ui/stepper';
import { LimitPriceField } from './limit-price-field';
import type { TicketState } from './ticket-state';
import styles from './ticket.module.css';

function Control({
  label,
  labelFor,
  hint,
  stacked = false,
  children,
}: {
  label: string;
  /** The id of the field the label names, when the control is one field. */
  labelFor?: string;
  hint?: ReactNode;
  /** The label above a control that needs the full width (the leverage choices). */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.control}>
      <div className={stacked ? styles.controlStacked : styles.controlLine}>
        {labelFor === undefined ? (
          <span className={styles.controlLabel}>{label}</span>
        ) : (
          <label className={styles.controlLabel} htmlFor={labelFor}>
            {label}
          </label>
        )}
        <div className={styles.controlInput}>{children}</div>
      </div>
      {hint ? <div className={styles.controlHint}>{hint}</div> : null}
    </div>
  );
}

function DirectionSwitch({ state }: { state: TicketState }) {
  const { t } = useTranslation('trading');
  return (
    <div className={styles.directions} role="radiogroup" aria-label={t('ticket.direction')}>
      {DIRECTIONS.map((direction) => (
        <button
          key={direction}
          type="button"
          role="radio"
          aria-checked={state.choice.direction === direction}
          className={`${styles.direction} ${styles[`direction_${direction}`]}`}
          onClick={() => state.setDirection(direction)}
          data-testid={`direction-${direction}`}
        >
          <strong>{t(`direction.${direction}`)}</strong>
          <span>{t(`direction.${direction}Hint`)}</span>
        </button>
      ))}
    </div>
  );
}

function SessionControl({ state }: { state: TicketState }) {
  const { t } = useTranslation('trading');
  const options: TradingSessionKey[] = state.openSessions.includes(state.choice.session)
    ? state.openSessions
    : [state.choice.session, ...state.openSessions];
  return (
    <Control label={t('ticket.session')}>
      {options.length > 1 ? (
        <Selector
          className={styles.selector}
          showCheckMark={false}
          options={options.map((session) => ({ label: t(`session.${session}`), value: session }))}
          value={[state.choice.session]}
          onChange={(values) => values[0] && state.setSession(values[0])}
        />
      ) : (
        <span className={styles.controlValue} data-testid="ticket-session">
          {t(`session.${state.choice.session}`)}
        </span>
      )}
    </Control>
  );
}

/** Direction, session, order type, limit price, lots, leverage and the day-trade flag. */
export function TicketForm({ ticket, state }: { ticket: TicketResponse; state: TicketState }) {
  const { t } = useTranslation('trading');
  const { choice } = state;
  const lotsId = useId();
  return (
    <section className={styles.form} data-testid="ticket-form">
      <DirectionSwitch state={state} />
      <SessionControl state={state} />
      <Control label={t('ticket.orderType')}>
        <Selector
          className={styles.selector}
          showCheckMark={false}
          options={(['market', 'limit'] as const).map((type) => ({
            label: t(`orderType.${type}`),
            value: type,
            disabled: !state.orderTypes.includes(type),
          }))}
          value={[choice.orderType]}
          onChange={(values) => values[0] && state.setOrderType(values[0])}
        />
      </Control>
      {choice.orderType === 'limit' ? (
        <LimitPriceField
          ticket={ticket}
          value={choice.limitPrice}
          onChange={state.setLimitPrice}
          label={t('ticket.limitPrice')}
        />
      ) : null}
      <Control
        label={t('ticket.lots')}
        labelFor={lotsId}
        hint={t('ticket.lotsHint', {
          lotShares: formatShares(ticket.lotShares),
          shares: formatShares(choice.lots * ticket.lotShares),
          max: String(ticket.maxLotsPerOrder),
        })}
      >
        <Stepper
          id={lotsId}
          min={1}
          max={ticket.maxLotsPerOrder}
          value={choice.lots}
          onChange={(value) => state.setLots(value)}
          decreaseLabel={t('ticket.lotsDown')}
          increaseLabel={t('ticket.lotsUp')}
          testId="ticket-lots"
        />
      </Control>
      <Control label={t('ticket.leverage')} stacked>
        <Selector
          className={styles.selector}
          columns={ticket.leverageChoices.length}
          showCheckMark={false}
          options={ticket.leverageChoices.map((leverage) => ({
            label: t('ticket.leverageValue', { leverage: String(leverage) }),
            value: leverage,
          }))}
          value={[choice.leverage]}
          onChange={(values) => values[0] !== undefined && state.setLeverage(values[0])}
        />
      </Control>
      {state.canDayTrade ? (
        <Control label={t('ticket.dayTrade')} hint={t('ticket.dayTradeHint')}>
          <Switch
            checked={state.dayTrade}
            onChange={state.setDayTrade}
            aria-label={t('ticket.dayTrade')}
            data-testid="ticket-day-trade"
          />
        </Control>
      ) : null}
    </section>
  );
}
