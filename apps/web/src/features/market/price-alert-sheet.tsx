import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { PRICE_ALERT_KINDS, type PriceAlertKind } from '@kabuto/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { formatPrice } from '../../shared/realtime/quote-format';
import { showSuccess } from '../../shared/ui/toast';
import { alertsQuery, newIdempotencyKey, useCreateAlert } from './alerts-api';
import { suggestedThreshold, thresholdOf } from './alert-threshold';
import { AlertRow } from './alert-row';
import styles from './alerts.module.css';

/**
 * The price alert sheet of a stock: the current price, the condition (at or above a price, at or
 * below one, a move in a day), its threshold (prefilled near the current price, with the tick size
 * or the daily limit beside it), and the stock's alerts with delete. The server decides: a
 * threshold off the grid or a condition already met is refused here in the customer's language.
 */
function AlertSheet({
  symbol,
  name,
  price,
  onClose,
}: {
  symbol: string;
  name: string;
  price: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('market');
  const id = useId();
  const alerts = useQuery(alertsQuery(symbol));
  const stock = alerts.data?.stock ?? null;
  const [kind, setKind] = useState<PriceAlertKind>('above');
  /** What the customer typed; null until they type, while the field shows the suggestion. */
  const [typed, setTyped] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateAlert({
    showsRefusal: (key) => {
      setRefusal(translateErrorKey(key));
      return true;
    },
  });
  // The field starts near the price once the stock's rules are known, and again per condition.
  const text = typed ?? (stock ? suggestedThreshold(kind, stock) : '');

  const submit = async () => {
    setRefusal(null);
    const threshold = thresholdOf(text);
    if (!threshold) {
      setRefusal(translateErrorKey('price_alert_threshold_invalid'));
      return;
    }
    const created = await create
      .mutateAsync({ body: { symbol, kind, threshold }, idempotencyKey: newIdempotencyKey() })
      .catch(() => null);
    if (created) showSuccess(t('alerts.created'));
  };

  return (
    // A dialog over the stock's page: named by its title, its content inside it for screen readers.
    <div
      className={styles.sheet}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-testid="price-alert-sheet"
    >
      <h2 id={`${id}-title`} className={styles.sheetTitle}>
        {t('alerts.sheetTitle', { name })}
      </h2>
      <div className={styles.current}>
        <span>{t('alerts.current')}</span>
        <span className={styles.currentPrice} data-testid="price-alert-current">
          {formatPrice(price)}
        </span>
      </div>
      <fieldset className={styles.field}>
        <legend>{t('alerts.kind')}</legend>
        <div className={styles.kinds}>
          {PRICE_ALERT_KINDS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.kind}
              aria-pressed={kind === option}
              onClick={() => {
                setKind(option);
                setTyped(null);
                setRefusal(null);
              }}
              data-testid={`price-alert-kind-${option}`}
            >
              {t(`alerts.kinds.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-threshold`}>
          {kind === 'day_move' ? t('alerts.percent') : t('alerts.price')}
        </label>
        <input
          id={`${id}-threshold`}
          className={styles.input}
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
          }}
          data-testid="price-alert-threshold"
        />
        {stock ? (
          <p className={styles.note}>
            {kind === 'day_move'
              ? t('alerts.percentHint', { max: stock.maxDayMovePercent ?? '—' })
              : t('alerts.priceHint', { tick: formatPrice(stock.tickSize) })}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="price-alert-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button onClick={onClose} data-testid="price-alert-close">
          {t('alerts.close')}
        </Button>
        <Button
          color="primary"
          loading={create.isPending}
          disabled={!stock}
          onClick={() => void submit()}
          data-testid="price-alert-create"
        >
          {t('alerts.create')}
        </Button>
      </div>
      <h3 className={styles.sectionTitle}>{t('alerts.mine')}</h3>
      {alerts.data && alerts.data.items.length === 0 ? (
        <p className={styles.empty}>{t('alerts.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="price-alert-list">
          {alerts.data?.items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The bell beside the stock's name on its page, and the sheet it opens. */
export function PriceAlertButton({
  symbol,
  name,
  price,
}: {
  symbol: string;
  name: string;
  price: string;
}) {
  const { t } = useTranslation('market');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.bellButton}
        onClick={() => setOpen(true)}
        data-testid="price-alert-open"
      >
        <BellOutline aria-hidden />
        <span>{t('alerts.entry')}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
        destroyOnClose
      >
        <AlertSheet symbol={symbol} name={name} price={price} onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}
