import { Button } from 'antd-mobile';
import type { PriceAlertView } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { alertConditionText } from '../../shared/price-alerts';
import { formatPrice } from '../../shared/realtime/quote-format';
import { showSuccess } from '../../shared/ui/toast';
import { useDeleteAlert, useEnableAlert } from './alerts-api';
import styles from './alerts.module.css';

/**
 * One price alert: its condition, whether it waits or has notified (when, at what price), and
 * what the customer can do: turn a notified one on again, delete it. With `showStock` (Mine's
 * list) the stock's name leads to its page.
 */
export function AlertRow({ alert, showStock }: { alert: PriceAlertView; showStock?: boolean }) {
  const { t: tRoot } = useTranslation();
  const { t } = useTranslation('market');
  const locale = useLocale();
  const navigate = useNavigate();
  const remove = useDeleteAlert();
  const enable = useEnableAlert();
  const fired = alert.status === 'fired';
  return (
    <li className={styles.row} data-testid="price-alert" data-status={alert.status}>
      <div className={styles.rowBody}>
        {showStock ? (
          <button
            type="button"
            className={styles.rowStock}
            onClick={() => void navigate(`/market/marketDetail?symbol=${alert.symbol}`)}
          >
            {alert.names[locale]} {alert.symbol}
          </button>
        ) : null}
        <p className={styles.rowCondition}>
          {alertConditionText(tRoot, alert.kind, alert.threshold)}
        </p>
        <p className={styles.rowMeta}>
          <span className={fired ? styles.status : `${styles.status} ${styles.armed}`}>
            {t(`alerts.status.${alert.status}`)}
          </span>
          {fired && alert.firedAt
            ? t('alerts.firedAt', {
                time: formatJapanTime(alert.firedAt, locale, 'minutes'),
                price: formatPrice(alert.firedPrice),
              })
            : null}
        </p>
      </div>
      <div className={styles.rowActions}>
        {fired ? (
          <Button
            size="mini"
            color="primary"
            fill="outline"
            loading={enable.isPending}
            onClick={() =>
              void enable
                .mutateAsync(alert.id)
                .then(() => showSuccess(t('alerts.enabled')))
                .catch(() => undefined)
            }
            data-testid="price-alert-enable"
          >
            {t('alerts.enable')}
          </Button>
        ) : null}
        <Button
          size="mini"
          loading={remove.isPending}
          onClick={() =>
            void remove
              .mutateAsync(alert.id)
              .then(() => showSuccess(t('alerts.deleted')))
              .catch(() => undefined)
          }
          data-testid="price-alert-delete"
        >
          {t('alerts.delete')}
        </Button>
      </div>
    </li>
  );
}
