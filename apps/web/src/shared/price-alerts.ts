import type { PriceAlertKind } from '@kabuto/contract';
import type { TFunction } from 'i18next';
import { formatPrice } from './realtime/quote-format';

/**
 * A price alert's condition in words (root namespace: the notice's toast and the inbox say it on
 * any screen, the alert screens list it): a price with its digits grouped, or a percentage.
 */
export function alertConditionText(t: TFunction, kind: PriceAlertKind, threshold: string): string {
  return kind === 'day_move'
    ? t('priceAlert.condition.day_move', { percent: threshold })
    : t(`priceAlert.condition.${kind}`, { price: formatPrice(threshold) });
}
