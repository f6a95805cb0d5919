import type { TicketResponse } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { Row, Rows } from '../../shared/ui/rows';
import { ChargeRow, Notice, YenRow } from './components';
import { exceedsLending, type TicketChoice, type TicketEstimate } from './ticket-estimate';

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
  const { t: tMain } = useTranslation();
  const { costs, required } = estimate;
  const { rates } = ticket;
  return (
    <Rows>
      <Row term={t(`costs.basis.${estimate.basis}`)} testId="cost-price">
        {tMain('money.jpy', { amount: formatPrice(estimate.price) })}
      </Row>
      <YenRow term={t('costs.notional')} value={costs.notional} testId="cost-notional" />
      <YenRow term={t('costs.margin')} value={costs.margin} testId="cost-margin" />
      <ChargeRow charge="buyFee" rates={rates} value={costs.buyFee} on="cost" />
      <ChargeRow charge="serviceFee" rates={rates} value={costs.serviceFee} on="cost" />
      <YenRow term={t('costs.total')} value={costs.total} strong testId="cost-total" />
      {required !== costs.total ? (
        <YenRow term={t('costs.held')} value={required} testId="cost-held" />
      ) : null}
      <ChargeRow charge="sellFee" rates={rates} value={costs.estimatedSellFee} on="cost" />
      <ChargeRow charge="stampDuty" rates={rates} value={costs.estimatedStampDuty} on="cost" />
      <YenRow term={t('costs.available')} value={ticket.availableFunds} testId="cost-available" />
      {/* A shortfall shows as a negative amount; otherwise it is a balance like any other. */}
      <YenRow
        term={t('costs.availableAfter')}
        value={estimate.availableAfter}
        signed={!estimate.enough}
        testId="cost-available-after"
      />
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
