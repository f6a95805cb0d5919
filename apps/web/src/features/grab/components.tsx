import { useTranslation } from 'react-i18next';
import {
  useLotCount as sharedLotCount,
  useLotsText as sharedLotsText,
} from '../../shared/ui/offering';

/** Lots in the reader's language, from this feature's texts. */
export const useLotCount = () => sharedLotCount('grab');
export const useLotsText = () => sharedLotsText('grab');

/**
 * The rule in plain words: the queue at the limit price, the proportional allocation at the close
 * with the remainder drawn, the price and the fee, the hold and what comes back.
 */
export function GrabRules({ className }: { className?: string }) {
  const { t } = useTranslation('grab');
  return (
    <ul className={className} aria-label={t('rules.title')} data-testid="grab-rules">
      <li>{t('rules.queue')}</li>
      <li>{t('rules.prorata')}</li>
      <li>
        <strong>{t('rules.price')}</strong>
      </li>
      <li>{t('rules.refund')}</li>
      <li>{t('rules.offLimit')}</li>
    </ul>
  );
}
