import { useQuery } from '@tanstack/react-query';
import type { DecimalString } from '@kabuto/money';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/api';
import { useUserInfo } from '../../shared/api/user-info';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatPrice } from '../../shared/realtime/quote-format';
import { Money } from '../../shared/ui/money';
import { formatCount, formatTime, usePriceText } from '../../shared/ui/offering';
import { Row, Rows } from '../../shared/ui/rows';
import { StepButton, Stepper, stepperBoxClass } from '../../shared/ui/stepper';
import { showSuccess } from '../../shared/ui/toast';
import { ticketQuery, usePlaceBid, type Offering } from './api';
import { amountToHold, parsePrice, stepPrice } from './bidding-math';
import { BiddingRules } from './components';
import shared from '../../shared/ui/offering.module.css';
import styles from './bidding.module.css';

/** The price field: typed freely, or stepped one tick at a time from the floor up. */
function PriceField({
  id,
  text,
  onText,
  offering,
  tick,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  offering: Offering;
  tick: DecimalString | null;
}) {
  const { t } = useTranslation('bidding');
  const price = usePriceText();
  const current = parsePrice(text) ?? offering.floorPrice;
  const step = (direction: -1 | 1) =>
    tick ? onText(stepPrice(current, tick, direction, offering.floorPrice)) : undefined;
  return (
    <div className={shared.field}>
      <label htmlFor={id}>{t('bid.price')}</label>
      <div className={stepperBoxClass}>
        <StepButton
          direction={-1}
          label={t('bid.decreasePrice')}
          disabled={!tick}
          onClick={() => step(-1)}
        />
        <input
          id={id}
          className={styles.priceInput}
          inputMode="decimal"
          value={text}
          onChange={(event) => onText(event.target.value)}
          data-testid="bidding-price"
        />
        <StepButton
          direction={1}
          label={t('bid.increasePrice')}
          disabled={!tick}
          onClick={() => step(1)}
        />
      </div>
      <span className={shared.note} data-testid="bidding-price-hint">
        {t('bid.priceHint', {
          floor: price(offering.floorPrice),
          tick: tick ? price(tick) : '—',
        })}
      </span>
    </div>
  );
}

/**
 * The bid sheet of an open offering: the price (on the tick grid, at or above the floor, which
 * it shows), the lots (within the per-customer bounds), the amount that will be held (bid price ×
 * shares) shown before the customer confirms, and the rules. Its idempotency key is made when it
 * opens and sent with every attempt from it, so a double tap bids once; the server checks the
 * tick, the floor and the price limits, and its refusal is shown here in the customer's language.
 */
export function BidSheet({ offering, onDone }: { offering: Offering; onDone: () => void }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const id = useId();
  const info = useUserInfo();
  const ticket = useQuery(ticketQuery(offering.symbol));
  const [priceText, setPriceText] = useState(() => formatPrice(offering.floorPrice));
  const [lots, setLots] = useState(offering.minLots);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const place = usePlaceBid({
    showsRefusal: (key) => {
      setRefusal(translateErrorKey(key));
      return true;
    },
  });
  const price = parsePrice(priceText);
  const hold = price ? amountToHold(price, lots, offering.lotShares) : null;

  const submit = async () => {
    setRefusal(null);
    if (!price) {
      setRefusal(translateErrorKey('bidding_price_invalid'));
      return;
    }
    const view = await place
      .mutateAsync({ body: { offeringId: offering.id, price, lots }, idempotencyKey })
      .catch(() => null);
    if (!view) return;
    showSuccess(t('bid.done'));
    onDone();
  };

  return (
    <div className={shared.sheet} data-testid="bidding-sheet">
      <h2 className={shared.sheetTitle}>{t('bid.title', { name: offering.names[locale] })}</h2>
      <p className={shared.sheetSub}>
        {offering.symbol} · {t('bid.closesAt', { time: formatTime(offering.closesAt, locale) })}
      </p>
      <PriceField
        id={`${id}-price`}
        text={priceText}
        onText={(next) => {
          setPriceText(next);
          setRefusal(null);
        }}
        offering={offering}
        tick={ticket.data?.tickSize ?? null}
      />
      <div className={shared.field}>
        <label htmlFor={`${id}-lots`}>{t('bid.lots')}</label>
        <Stepper
          id={`${id}-lots`}
          min={offering.minLots}
          max={offering.maxLots}
          value={lots}
          onChange={(next) => {
            setLots(next);
            setRefusal(null);
          }}
          decreaseLabel={t('bid.decreaseLots')}
          increaseLabel={t('bid.increaseLots')}
          testId="bidding-lots"
        />
        <span className={shared.note}>
          {t('bid.lotsHint', {
            min: formatCount(offering.minLots, locale),
            max: formatCount(offering.maxLots, locale),
            shares: formatCount(offering.lotShares, locale),
          })}
        </span>
      </div>
      <Rows>
        <Row term={t('bid.shares')} testId="bidding-sheet-shares">
          {t('values.shares', { n: formatCount(lots * offering.lotShares, locale) })}
        </Row>
        <Row term={t('bid.buyFee')} testId="bidding-sheet-fee">
          {t('bid.noBuyFee')}
        </Row>
        <Row term={t('bid.available')} testId="bidding-sheet-available">
          <Money value={info.data?.assets.availableFunds} currency="JPY" />
        </Row>
      </Rows>
      <div className={shared.hold}>
        <span>{t('bid.hold')}</span>
        {hold ? <Money value={hold} currency="JPY" testId="bidding-hold" /> : <span>—</span>}
      </div>
      <p className={shared.note}>{t('bid.holdHint')}</p>
      <BiddingRules className={shared.rules} />
      {refusal ? (
        <p className={shared.refusal} role="alert" data-testid="bidding-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={shared.sheetButtons}>
        <Button onClick={onDone}>{t('bid.back')}</Button>
        <Button
          color="primary"
          loading={place.isPending}
          onClick={() => void submit()}
          data-testid="bidding-confirm"
        >
          {t('bid.confirm')}
        </Button>
      </div>
    </div>
  );
}
