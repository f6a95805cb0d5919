import type { TicketResponse } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { Notice, Row, Rows, Yen } from './components';
import { percentText } from './format';
import {
  exceedsLending,
  ratePercent,
  type TicketChoice,
  type TicketEstimate,
} from './ticket-estimate';
import styles from './trading.module.css';

/**
 * Every cost of the order before the customer commits (integrity rule 8): the price it is
 * estimated at and why, notional, margin, each fee with its rate, the total, and what the sale
 * will cost at this price. The same rows appear on the ticket and in the confirmation.
 */
export function CostRows({
  ticket,
  estimate,
}: {
  ticket: TicketResponse;
  estimate: TicketEstimate;
}) {
  const { t } = useTranslation('trading');
  const { costs, required } = estimate;
  const { t: tMain } = useTranslation();
  const rate = (value: string) => percentText(ratePercent(value));
  return (
    <Rows>
      <Row term={t(`costs.basis.${estimate.basis}`)} testId="cost-price">
        {tMain('money.jpy', { amount: formatPrice(estimate.price) })}
      </Row>
      <Row term={t('costs.notional')} testId="cost-notional">
        <Yen value={costs.notional} />
      </Row>
      <Row term={t('costs.margin')} testId="cost-margin">
        <Yen value={costs.margin} />
      </Row>
      <Row
        term={
          <>
            {t('costs.buyFee')} <span className={styles.sub}>{rate(ticket.rates.buyFeeRate)}</span>
          </>
        }
        testId="cost-buy-fee"
      >
        <Yen value={costs.buyFee} />
      </Row>
      <Row
        term={
          <>
            {t('costs.serviceFee')}{' '}
            <span className={styles.sub}>{rate(ticket.rates.serviceFeeRate)}</span>
          </>
        }
        testId="cost-service-fee"
      >
        <Yen value={costs.serviceFee} />
      </Row>
      <Row term={t('costs.total')} strong testId="cost-total">
        <Yen value={costs.total} />
      </Row>
      {required !== costs.total ? (
        <Row term={t('costs.held')} testId="cost-held">
          <Yen value={required} />
        </Row>
      ) : null}
      <Row
        term={
          <>
            {t('costs.sellFee')}{' '}
            <span className={styles.sub}>{rate(ticket.rates.sellFeeRate)}</span>
          </>
        }
        testId="cost-sell-fee"
      >
        <Yen value={costs.estimatedSellFee} />
      </Row>
      <Row
        term={
          <>
            {t('costs.stampDuty')}{' '}
            <span className={styles.sub}>{rate(ticket.rates.stampDutyRate)}</span>
          </>
        }
        testId="cost-stamp-duty"
      >
        <Yen value={costs.estimatedStampDuty} />
      </Row>
      <Row term={t('costs.available')} testId="cost-available">
        <Yen value={ticket.availableFunds} />
      </Row>
      <Row term={t('costs.availableAfter')} testId="cost-available-after">
        {/* A shortfall shows as a negative amount; otherwise it is a balance like any other. */}
        <Yen value={estimate.availableAfter} signed={!estimate.enough} />
      </Row>
    </Rows>
  );
}

/** Why the order may be refused, said before it is sent. */
export function CostWarnings({
  ticket,
  choice,
  estimate,
}: {
  ticket: TicketResponse;
  choice: TicketChoice;
  estimate: TicketEstimate | null;
}) {
  const { t } = useTranslation('trading');
  return (
    <>
      {estimate && !estimate.enough ? (
        <Notice tone="error" testId="ticket-insufficient">
          {t('costs.insufficient')}
        </Notice>
      ) : null}
      {exceedsLending(ticket, choice) ? (
        <Notice tone="warn" testId="ticket-lending">
          {t('costs.lending', { shares: formatShares(ticket.lendingAvailableShares) })}
        </Notice>
      ) : null}
    </>
  );
}
