import { useTranslation } from 'react-i18next';
import {
  useLotCount as sharedLotCount,
  useLotsText as sharedLotsText,
} from '../../shared/ui/offering';

/** Lots in the reader's language, from this feature's texts. */
export const useLotCount = () => sharedLotCount('bidding');
export const useLotsText = () => sharedLotsText('bidding');

/**
 * The rules known in advance, in plain words: sealed bids, the clearing price, who is filled and
 * how, that every winner pays the clearing price, the refund, no opening fee.
 */
export function BiddingRules({ className }: { className?: string }) {
  const { t } = useTranslation('bidding');
  return (
    <ul className={className} aria-label={t('rules.title')} data-testid="bidding-rules">
      <li>{t('rules.sealed')}</li>
      <li>{t('rules.clearing')}</li>
      <li>{t('rules.fill')}</li>
      <li>
        <strong>{t('rules.pays')}</strong>
      </li>
      <li>{t('rules.refund')}</li>
      <li>{t('rules.fee')}</li>
    </ul>
  );
}
