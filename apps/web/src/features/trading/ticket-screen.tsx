import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import type { TicketResponse } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveQuotes } from '../../shared/realtime';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { Card } from '../../shared/ui/card';
import { ticketQuery } from './api';
import { CostRows, CostWarnings } from './ticket-costs';
import { useReviewOrder } from './ticket-confirm';
import { estimateTicket } from './ticket-estimate';
import { TicketForm } from './ticket-form';
import { TicketNotices, TicketRules } from './ticket-notices';
import { parseTicketParams, type TicketParams } from './ticket-params';
import { TicketQuote } from './ticket-quote';
import { useTicketState } from './ticket-state';
import styles from './trading.module.css';

function TicketBody({ ticket, params }: { ticket: TicketResponse; params: TicketParams }) {
  const { t } = useTranslation('trading');
  const state = useTicketState(ticket, params);
  const live = useLiveQuotes([ticket.quote.symbol]);
  const quote = live.stock(ticket.quote.symbol, ticket.quote) ?? ticket.quote;
  const estimate = estimateTicket(ticket, state.choice);
  const review = useReviewOrder(ticket, state);
  const direction = state.choice.direction;
  return (
    <>
      <TicketQuote quote={quote} market={ticket.market} stale={live.stale(quote.time)} />
      <TicketNotices ticket={ticket} params={params} state={state} />
      <TicketForm ticket={ticket} state={state} />
      <Card title={t('costs.title')} extra={t('costs.estimated')} testId="ticket-costs">
        {estimate ? (
          <CostRows ticket={ticket} estimate={estimate} />
        ) : (
          <p className={styles.muted} data-testid="ticket-no-estimate">
            {state.choice.orderType === 'limit' ? t('costs.needPrice') : t('costs.noBook')}
          </p>
        )}
        <CostWarnings ticket={ticket} choice={state.choice} estimate={estimate} />
      </Card>
      <TicketRules ticket={ticket} />
      <div className={styles.actionBar}>
        <Button
          block
          size="large"
          className={direction === 'long' ? styles.buttonLong : styles.buttonShort}
          disabled={!estimate || ticket.restriction !== null}
          onClick={() => {
            if (estimate) review(estimate);
          }}
          data-testid="ticket-review"
        >
          {t(`ticket.review_${direction}`)}
        </Button>
      </div>
    </>
  );
}

function Ticket({ params }: { params: TicketParams }) {
  const ticket = useQuery(ticketQuery(params.symbol));
  if (ticket.isPending) return <Loading />;
  if (!ticket.data) return <LoadFailed onRetry={() => void ticket.refetch()} />;
  return <TicketBody ticket={ticket.data} params={params} />;
}

/**
 * /market/marketBuy?symbol=7203&direction=long|short[&session=…][&dayTrade=1]: the order ticket.
 * Every cost is shown before the customer confirms, computed as the server charges it.
 */
export function TicketScreen() {
  const { t } = useTranslation('trading');
  const [search] = useSearchParams();
  const params = parseTicketParams(search);
  const backTo = params.symbol ? `/market/marketDetail?symbol=${params.symbol}` : '/market/market';
  return (
    <Page title={t('ticket.title')} backTo={backTo} className={styles.page}>
      {params.symbol ? (
        <Ticket key={params.symbol} params={params} />
      ) : (
        <ErrorBlock status="empty" title={t('ticket.missingSymbol')} description={null} />
      )}
    </Page>
  );
}
