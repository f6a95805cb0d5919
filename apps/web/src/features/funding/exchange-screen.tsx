import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Picker } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import {
  CURRENCY_CODES,
  currencyScale,
  fxQuoteRequest,
  isCurrencyCode,
  type CurrencyCode,
} from '@kabuto/contract';
import { ZERO } from '@kabuto/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { checkForm, refuse } from '../../shared/forms';
import { useLocale } from '../../shared/i18n/use-locale';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { Row } from '../../shared/ui/rows';
import { fxRatesQuery, useFxExchange, useFxQuote, walletsQuery } from './api';
import { Rows } from './components';
import { formatRate } from './exchange-rate';
import { amountInput, currencyName, formatAmount } from './format';
import styles from './funding.module.css';
import { SwapIcon } from './swap-icon';

type Quote = NonNullable<ReturnType<typeof useFxQuote>['data']>;

/** Seconds left until `expiresAt` on the server's clock (`offsetMs`: server minus device time). */
function useSecondsLeft(expiresAt: string | null, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - (now + offsetMs)) / 1000));
}

function CurrencyButton({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: CurrencyCode;
  onChange: (code: CurrencyCode) => void;
  testId: string;
}) {
  const { t } = useTranslation('funding');
  const locale = useLocale();
  // A picker of this screen's own (not Picker.prompt, whose root outlives the screen).
  const [picking, setPicking] = useState(false);
  // Named by the label above it, then by what it shows (the name holds the visible text).
  const id = useId();
  return (
    <div>
      <span className={styles.pairLabel} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={styles.currencyButton}
        data-testid={testId}
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setPicking(true)}
      >
        <span className={styles.currencyCode}>{value}</span>
        <span className={styles.currencyName}>{currencyName(value, locale)}</span>
      </button>
      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[
          CURRENCY_CODES.map((code) => ({
            label: `${code}  ${currencyName(code, locale)}`,
            value: code,
          })),
        ]}
        value={[value]}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        title={label}
        onConfirm={(picked) => {
          const code = picked[0];
          if (typeof code === 'string' && isCurrencyCode(code)) onChange(code);
        }}
      />
    </div>
  );
}

/**
 * /user/exchange: from one wallet to another at a quoted rate. The quote is honoured only while it
 * is valid (a countdown); confirming after that asks for a new one. No fee.
 */
export function ExchangeScreen() {
  const { t } = useTranslation('funding');
  const queryClient = useQueryClient();
  const wallets = useQuery(walletsQuery);
  const quoteCall = useFxQuote();
  const exchange = useFxExchange();
  const [from, setFrom] = useState<CurrencyCode>('JPY');
  const [to, setTo] = useState<CurrencyCode>('USD');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const secondsLeft = useSecondsLeft(quote?.expiresAt ?? null, offsetMs);
  const expired = quote !== null && secondsLeft <= 0;

  const clearQuote = () => setQuote(null);
  const available = wallets.data?.find((wallet) => wallet.currency === from)?.available ?? ZERO;
  const targetBalance = wallets.data?.find((wallet) => wallet.currency === to)?.available ?? ZERO;

  const requestQuote = async () => {
    const body = checkForm(fxQuoteRequest, { from, to, amount });
    if (!body) return;
    // The server's clock decides the validity; the simulated rate table's time is the server's
    // "now", which lets the countdown follow the server even when this device's clock is off.
    const sentAt = Date.now();
    const rates = await queryClient.fetchQuery({ ...fxRatesQuery, staleTime: 0 }).catch(() => null);
    const receivedAt = Date.now();
    setOffsetMs(rates?.source.simulated ? Date.parse(rates.asOf) - (sentAt + receivedAt) / 2 : 0);
    quoteCall.mutate(body, { onSuccess: setQuote });
  };

  const confirm = () => {
    if (!quote) return;
    if (expired) {
      refuse('fx_quote_expired');
      return;
    }
    exchange.mutate(quote.quoteId, {
      onSuccess: (result) => {
        showSuccess(
          t('exchange.done', {
            from: formatAmount(result.fromAmount, result.from),
            to: formatAmount(result.toAmount, result.to),
          }),
        );
        setQuote(null);
        setAmount('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.key === 'fx_quote_expired') setQuote(null);
      },
    });
  };

  if (!wallets.data) {
    return (
      <Page title={t('exchange.title')} backTo="/user/usercenter">
        {wallets.isError ? <LoadFailed onRetry={() => void wallets.refetch()} /> : <Loading />}
      </Page>
    );
  }

  const scale = currencyScale(from);

  return (
    <Page title={t('exchange.title')} backTo="/user/usercenter">
      <section className={styles.hero}>
        <p className={styles.heroLabel}>{t('exchange.available', { currency: from })}</p>
        <span className={styles.heroValue} data-testid="exchange-available">
          {formatAmount(available, from)}
        </span>
        <dl className={styles.heroGrid}>
          <div>
            <dt>{t('exchange.targetBalance', { currency: to })}</dt>
            <dd>{formatAmount(targetBalance, to)}</dd>
          </div>
          <div>
            <dt>{t('exchange.fee')}</dt>
            <dd>{t('exchange.noFee')}</dd>
          </div>
        </dl>
      </section>

      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void requestQuote();
        }}
        noValidate
      >
        <div className={styles.pair}>
          <CurrencyButton
            label={t('exchange.from')}
            value={from}
            testId="exchange-from"
            onChange={(code) => {
              setFrom(code);
              setAmount((current) => amountInput(current, currencyScale(code)));
              clearQuote();
            }}
          />
          <button
            type="button"
            className={styles.swap}
            aria-label={t('exchange.swap')}
            onClick={() => {
              setFrom(to);
              setTo(from);
              setAmount((current) => amountInput(current, currencyScale(to)));
              clearQuote();
            }}
          >
            <SwapIcon />
          </button>
          <CurrencyButton
            label={t('exchange.to')}
            value={to}
            testId="exchange-to"
            onChange={(code) => {
              setTo(code);
              clearQuote();
            }}
          />
        </div>
        {from === to ? <p className={styles.note}>{t('exchange.sameCurrency')}</p> : null}

        <label className={styles.label} htmlFor="exchange-amount" style={{ marginTop: 16 }}>
          {t('exchange.amount', { currency: from })}
        </label>
        <div className={styles.amountBox}>
          <span className={styles.amountSymbol}>{from}</span>
          <Input
            id="exchange-amount"
            className={styles.amountInput}
            value={amount}
            onChange={(value) => {
              setAmount(amountInput(value, scale));
              clearQuote();
            }}
            placeholder={t('exchange.amountPlaceholder')}
            inputMode={scale === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
          />
          <button type="button" className={styles.linkButton} onClick={() => setAmount(available)}>
            {t('exchange.all')}
          </button>
        </div>

        {quote ? (
          <div className={styles.quote} data-testid="fx-quote">
            <div className={styles.quoteHead}>
              <span>{t('exchange.quote')}</span>
              <span
                className={`${styles.countdown} ${expired ? styles.countdownExpired : ''}`}
                data-testid="fx-countdown"
              >
                <ClockCircleOutline />
                {expired ? t('exchange.expired') : t('exchange.validFor', { seconds: secondsLeft })}
              </span>
            </div>
            <Rows>
              <Row term={t('exchange.rate')} testId="fx-rate">
                {t('exchange.rateValue', {
                  from: quote.from,
                  rate: formatRate(quote.rate, quote.from, quote.to),
                  to: quote.to,
                })}
              </Row>
              <Row term={t('exchange.youPay')}>{formatAmount(quote.amount, quote.from)}</Row>
              <Row term={t('exchange.fee')}>{t('exchange.noFee')}</Row>
              <Row term={t('exchange.youGet')} strong testId="fx-to-amount">
                {formatAmount(quote.toAmount, quote.to)}
              </Row>
            </Rows>
            <span className={styles.simulated}>
              {quote.source.simulated
                ? t('exchange.sourceSimulated')
                : t('exchange.source', { source: quote.source.label })}
            </span>
            <p className={styles.note}>{t('exchange.roundingNote')}</p>
          </div>
        ) : null}

        <div className={styles.actions}>
          {quote && !expired ? (
            <Button
              block
              color="primary"
              size="large"
              loading={exchange.isPending}
              onClick={confirm}
            >
              {t('exchange.confirm')}
            </Button>
          ) : (
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={quoteCall.isPending}
              disabled={from === to}
            >
              {quote ? t('exchange.requote') : t('exchange.getQuote')}
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
