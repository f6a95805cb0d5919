import { Input } from 'antd-mobile';
import type { TicketResponse } from '@kabuto/contract';
import { add, isDecimalString, isPositive, subtract } from '@kabuto/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/realtime/quote-format';
import { StepButton, stepperBoxClass } from '../../shared/ui/stepper';
import { numberInput } from './format';
import { limitPriceProblem } from './ticket-estimate';
import styles from './ticket.module.css';

/** The finest tick is ¥0.1: a price never needs more decimals. */
const PRICE_DECIMALS = 1;

/**
 * A limit price with one-tick steps, the tick size and the day's limits beside it, and the same
 * checks the server makes (it answers price_not_on_tick or exceeds_price_limit otherwise).
 */
export function LimitPriceField({
  ticket,
  value,
  onChange,
  label,
  testId = 'limit-price',
}: {
  ticket: Pick<TicketResponse, 'tickSize' | 'quote'>;
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('trading');
  const id = useId();
  const problem = limitPriceProblem(value, ticket);
  const step = (direction: 1 | -1) => {
    const base = isDecimalString(value) ? value : ticket.quote.price;
    const next = direction > 0 ? add(base, ticket.tickSize) : subtract(base, ticket.tickSize);
    if (isPositive(next)) onChange(next);
  };
  return (
    <div className={styles.control}>
      <div className={styles.controlLine}>
        <label className={styles.controlLabel} htmlFor={id}>
          {label}
        </label>
        <div className={stepperBoxClass}>
          <StepButton direction={-1} label={t('ticket.tickDown')} onClick={() => step(-1)} />
          <Input
            id={id}
            className={styles.priceInput}
            value={value}
            onChange={(text) => onChange(numberInput(text, PRICE_DECIMALS))}
            inputMode="decimal"
            placeholder={formatPrice(ticket.quote.price)}
            data-testid={testId}
          />
          <StepButton direction={1} label={t('ticket.tickUp')} onClick={() => step(1)} />
        </div>
      </div>
      <div className={styles.controlHint}>
        {t('ticket.priceHint', {
          tick: formatPrice(ticket.tickSize),
          up: formatPrice(ticket.quote.limitUp),
          down: formatPrice(ticket.quote.limitDown),
        })}
      </div>
      {problem && problem !== 'missing' ? (
        <div className={styles.controlProblem} role="alert" data-testid="limit-price-problem">
          {t(`ticket.priceProblem.${problem}`, { tick: formatPrice(ticket.tickSize) })}
        </div>
      ) : null}
    </div>
  );
}
