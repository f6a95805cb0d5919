import { toFixedPlaces, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatCount } from '../../shared/ui/offering';
import { discountOf } from './block-math';

/** A number of lots ("1 lot", "5 lots", "5単元") in the reader's language. */
export function useLotCount(): (lots: number) => string {
  const { t } = useTranslation('block');
  const locale = useLocale();
  return (lots) => t('values.lots', { count: lots, n: formatCount(lots, locale) });
}

/** Lots with their shares ("2 lots (2,000 shares)") in the reader's language. */
export function useLotsText(): (lots: number, shares: number) => string {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const lotCount = useLotCount();
  return (lots, shares) =>
    t('values.lotsAndShares', {
      lots: lotCount(lots),
      shares: t('values.shares', { n: formatCount(shares, locale) }),
    });
}

/** The offering price against the previous close: "3.00% below the previous close". */
export function DiscountText({ discountPercent }: { discountPercent: DecimalString }) {
  const { t } = useTranslation('block');
  const { kind, percent } = discountOf(discountPercent);
  return <>{t(`values.${kind}`, { percent: toFixedPlaces(percent, 2) })}</>;
}
