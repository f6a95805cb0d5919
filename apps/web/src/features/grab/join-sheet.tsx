import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { Money } from '../../shared/ui/money';
import { formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { Row, Rows } from '../../shared/ui/rows';
import { Stepper } from '../../shared/ui/stepper';
import { showSuccess } from '../../shared/ui/toast';
import { ticketQuery, useJoinGrab, type Candidate } from './api';
import { GrabRules } from './components';
import { grabHold, ratePercent } from './grab-math';
import shared from '../../shared/ui/offering.module.css';

/**
 * Joining a stock's queue at the limit price: the lots (1 to the most one order may ask for), the
 * trade value, the opening fee and the amount that will be held (limit price × shares + fee),
 * shown before the customer confirms, and the rules. Its idempotency key is made when it opens and
 * sent with every attempt from it, so a double tap joins once; the server's refusal (money short,
 * the stock off its limit, the queue closed) is shown here in the customer's language.
 */
export function JoinSheet({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const { t } = useTranslation('grab');
  const locale = useLocale();
  const price = usePriceText();
  const id = useId();
  const info = useUserInfo();
  const ticket = useQuery(ticketQuery(candidate.symbol));
  const [lots, setLots] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const join = useJoinGrab({
    showsRefusal: (key) => {
      setRefusal(translateErrorKey(key));
      return true;
    },
  });
  // Until the ticket says how many lots one order may ask for, the stepper waits at 1.
  const maxLots = Math.max(1, ticket.data?.maxLotsPerOrder ?? 1);
  const hold = grabHold(candidate.limitPrice, lots, candidate.lotShares, candidate.buyFeeRate);

  const submit = async () => {
    setRefusal(null);
    const view = await join
      .mutateAsync({ body: { symbol: candidate.symbol, lots }, idempotencyKey })
      .catch(() => null);
    if (!view) return;
    showSuccess(t('join.done'));
    onDone();
  };

  return (
    <div className={shared.sheet} data-testid="grab-sheet">
      <h2 className={shared.sheetTitle}>{t('join.title', { name: candidate.names[locale] })}</h2>
      <p className={shared.sheetSub}>
        {candidate.symbol} · {t('join.closesAt', { time: formatTime(candidate.closesAt, locale) })}
      </p>
      <div className={shared.field}>
        <label htmlFor={`${id}-lots`}>{t('join.lots')}</label>
        <Stepper
          id={`${id}-lots`}
          min={1}
          max={maxLots}
          value={lots}
          onChange={(next) => {
            setLots(next);
            setRefusal(null);
          }}
          decreaseLabel={t('join.decrease')}
          increaseLabel={t('join.increase')}
          testId="grab-lots"
        />
        <span className={shared.note}>
          {t('join.lotsHint', {
            max: formatCount(maxLots, locale),
            shares: formatCount(candidate.lotShares, locale),
          })}
        </span>
      </div>
      <Rows>
        <Row term={t('join.price')}>{price(candidate.limitPrice)}</Row>
        <Row term={t('join.shares')} testId="grab-sheet-shares">
          {t('values.shares', { n: formatCount(lots * candidate.lotShares, locale) })}
        </Row>
        <Row term={t('join.tradeValue')}>
          <Money value={hold.tradeValue} currency="JPY" testId="grab-sheet-trade-value" />
        </Row>
        <Row
          term={t('join.fee', {
            rate: t('values.percent', { value: ratePercent(candidate.buyFeeRate) }),
          })}
        >
          <Money value={hold.fee} currency="JPY" testId="grab-sheet-fee" />
        </Row>
        <Row term={t('join.available')} testId="grab-sheet-available">
          <Money value={info.data?.assets.availableFunds} currency="JPY" />
        </Row>
      </Rows>
      <div className={shared.hold}>
        <span>{t('join.hold')}</span>
        <Money value={hold.total} currency="JPY" testId="grab-hold" />
      </div>
      <p className={shared.note}>{t('join.holdHint')}</p>
      <GrabRules className={shared.rules} />
      {refusal ? (
        <p className={shared.refusal} role="alert" data-testid="grab-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={shared.sheetButtons}>
        <Button onClick={onDone}>{t('join.back')}</Button>
        <Button
          color="primary"
          loading={join.isPending}
          onClick={() => void submit()}
          data-testid="grab-confirm"
        >
          {t('join.confirm')}
        </Button>
      </div>
    </div>
  );
}
