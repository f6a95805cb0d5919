import { toFixedPlaces, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import {
  useLotCount as sharedLotCount,
  useLotsText as sharedLotsText,
} from '../../shared/ui/offering';
import { discountOf } from './block-math';

/** Lots in the reader's language, from this feature's texts. */
export const useLotCount = () => sharedLotCount('block');
export const useLotsText = () => sharedLotsText('block');

/** The offering price against the previous close: "3.00% below the previous close". */
export function DiscountText({ discountPercent }: { discountPercent: DecimalString }) {
  const { t } = useTranslation('block');
  const { kind, percent } = discountOf(discountPercent);
  return <>{t(`values.${kind}`, { percent: toFixedPlaces(percent, 2) })}</>;
}
