import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import type { OrderTypeKey, PositionView, TicketResponse } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice, formatShares } from '../../shared/realtime/quote-format';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Row, Rows } from '../../shared/ui/rows';
import { Card } from '../../shared/ui/card';
import { ticketQuery, useClosePosition } from './api';
import { ChargeRow, Notice, YenRow } from './components';
import { formatTradeTime } from './format';
import { LimitPriceField } from './limit-price-field';
import { closableLater, estimateClose, type CloseEstimate } from './position-math';
import { Sheet } from './sheet';
import ticketStyles from './ticket.module.css';
import common from './trading.module.css';

function CloseEstimateRows({
  estimate,
  ticket,
  orderType,
}: {
  estimate: CloseEstimate;
  ticket: TicketResponse;
  orderType: OrderTypeKey;
}) {
  const { t } = useTranslation('trading');
  const { t: tMain } = useTranslation();
  const { rates } = ticket;
  return (
    <Rows>
      <Row term={t(orderType === 'limit' ? 'close.atLimit' : 'close.atBook')} testId="close-price">
        {tMain('money.jpy', { amount: formatPrice(estimate.price) })}
      </Row>
      <YenRow term={t('close.notional')} value={estimate.notional} />
      <YenRow term={t('close.pnl')} value={estimate.pnl} signed testId="close-pnl" />
      <ChargeRow charge="sellFee" rates={rates} value={estimate.sellFee} on="close" />
      <ChargeRow charge="stampDuty" rates={rates} value={estimate.stampDuty} on="close" />
      <YenRow term={t('close.returned')} value={estimate.returned} strong testId="close-returned" />
      <YenRow term={t('close.netPnl')} value={estimate.netPnl} signed />
    </Rows>
  );
}

/**
 * Closing a position (a long or a short alike): market or limit, the closing charges estimated
 * with the contract's `closingCharges`, then one confirmation, offered only once the closing
 * rules allow it. Mounted afresh for each attempt, so each attempt has its own idempotency key:
 * a double tap closes once, and the server answers a repeat with the close.
 */
export function CloseSheet({ position, onDone }: { position: PositionView; onDone: () => void }) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const ticket = useQuery(ticketQuery(position.symbol));
  const close = useClosePosition();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [orderType, setOrderType] = useState<OrderTypeKey>('market');
  const [limitPrice, setLimitPrice] = useState('');
  if (ticket.isPending) return <Loading />;
  if (!ticket.data) return <LoadFailed onRetry={() => void ticket.refetch()} />;
  const estimate = estimateClose(position, ticket.data, orderType, limitPrice);
  // A close the rules forbid yet is not offered: the sheet says from when, and confirm waits.
  const notYet = closableLater(position, ticket.data.market.time);
  const submit = async () => {
    const body = {
      positionId: position.id,
      orderType,
      ...(orderType === 'limit' ? { limitPrice: limitPrice.trim() } : {}),
    };
    // A refusal (too early, outside the session...) is a translated toast; the sheet stays open.
    const view = await close.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (!view) return;
    showSuccess(view.status === 'closed' ? t('close.done') : t('close.placed'));
    onDone();
  };
  return (
    <Sheet
      title={t('close.title', { name: position.names[locale] })}
      lead={t('close.lead', { count: position.lots, shares: formatShares(position.shares) })}
      testId="close-sheet"
      back={{ text: t('close.back'), onClick: onDone }}
      confirm={{
        text: t('close.confirm'),
        onClick: () => void submit(),
        loading: close.isPending,
        disabled: notYet !== null || (orderType === 'limit' && !estimate),
        testId: 'close-confirm',
      }}
    >
      {notYet !== null ? (
        <Notice tone="warn" testId="close-not-yet">
          {t('close.notYet', { time: formatTradeTime(notYet, locale) })}
        </Notice>
      ) : null}
      <Selector
        className={ticketStyles.selector}
        showCheckMark={false}
        columns={2}
        options={(['market', 'limit'] as const).map((type) => ({
          label: t(`orderType.${type}`),
          value: type,
        }))}
        value={[orderType]}
        onChange={(values) => {
          const next = values[0];
          if (!next) return;
          if (next === 'limit' && limitPrice === '') setLimitPrice(ticket.data.quote.price);
          setOrderType(next);
        }}
      />
      {orderType === 'limit' ? (
        <LimitPriceField
          ticket={ticket.data}
          value={limitPrice}
          onChange={setLimitPrice}
          label={t('close.limitPrice')}
          testId="close-limit-price"
        />
      ) : null}
      <Card>
        {estimate ? (
          <CloseEstimateRows estimate={estimate} ticket={ticket.data} orderType={orderType} />
        ) : (
          <p className={common.muted}>
            {orderType === 'limit' ? t('costs.needPrice') : t('costs.noBook')}
          </p>
        )}
        <p className={common.muted}>{t('close.estimateNote')}</p>
      </Card>
    </Sheet>
  );
}
