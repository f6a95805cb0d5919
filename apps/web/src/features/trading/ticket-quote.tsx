import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import {
  formatMarketTime,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from '../../shared/realtime/quote-format';
import { SourceTag, StaleTag, type QuoteOnScreen } from '../../shared/realtime/quote-ui';
import { toneClass, toneOf } from '../../shared/ui/tone';
import { Headline } from './headline';
import styles from './ticket.module.css';

/** The stock being traded, its live price, and where the price comes from (integrity rule 10). */
export function TicketQuote({ quote, market, stale }: QuoteOnScreen) {
  const { t } = useTranslation('trading');
  const locale = useLocale();
  const tone = toneOf(quote.change);
  return (
    <Headline
      name={quote.names[locale]}
      symbol={quote.symbol}
      nameTestId="ticket-name"
      className={styles.quote}
      testId="ticket-quote"
    >
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
    </Headline>
  );
}
