import type { MarketStatus, Quote } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import {
  formatMarketTime,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/realtime/quote-format';
import { SourceTag, StaleTag, toneClass, toneOfChange } from '../../shared/realtime/quote-ui';
import styles from './ticket.module.css';

/** The stock being traded, its live price, and where the price comes from (integrity rule 10). */
export function TicketQuote({
  quote,
  market,
  stale,
}: {
  quote: Quote;
  market: MarketStatus;
  stale: boolean;
}) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const tone = toneOfChange(quote.change);
  return (
    <section className={styles.quote} data-testid="ticket-quote">
      <div className={styles.quoteName}>
        <h1 data-testid="ticket-name">{quote.names[locale]}</h1>
        <span>{quote.symbol}</span>
      </div>
      <div className={styles.quoteLine}>
        <span className={`${styles.quotePrice} ${toneClass(tone)}`} data-testid="ticket-price">
          {formatPrice(quote.price)}
        </span>
        <span className={`${styles.quoteChange} ${toneClass(tone)}`}>
          {formatSignedPrice(quote.change)} {formatSignedPercent(quote.changePercent)}
        </span>
        <span className={styles.quoteTags}>
          <SourceTag simulated={quote.simulated} />
          {stale ? <StaleTag /> : null}
        </span>
      </div>
      <p className={styles.quoteTime}>
        {t('ticket.asOf', { time: formatMarketTime(quote.time, true) })}
        {market.demoSession ? ` · ${t('ticket.demoSession')}` : ''}
      </p>
    </section>
  );
}
