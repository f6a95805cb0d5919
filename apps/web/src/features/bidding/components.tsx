import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { formatCount } from '../../shared/ui/offering';

/** A number of lots ("1 lot", "5 lots", "5単元") in the reader's language. */
export function useLotCount(): (lots: number) => string {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  return (lots) => t('values.lots', { count: lots, n: formatCount(lots, locale) });
}

/** Lots with their shares ("2 lots (2,000 shares)") in the reader's language. */
export function useLotsText(): (lots: number, shares: number) => string {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const lotCount = useLotCount();
  return (lots, shares) =>
    t('values.lotsAndShares', {
      lots: lotCount(lots),
      shares: t('values.shares', { n: formatCount(shares, locale) }),
    });
}

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
