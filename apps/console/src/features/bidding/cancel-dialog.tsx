import { sum } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count } from '../../shared/ui/draw-document';
import { yen } from '../../shared/ui/offering-parts';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useCancelBidding, type BiddingBid, type BiddingOffering } from './api';

/**
 * Withdraw an open bidding offering before its close (finance): every bid's hold is given back and
 * each is rejected as "offering withdrawn". The reason is the bidders' to read, written in the
 * console's language and sent with it; the server audits it as `bidding.cancel`.
 */
export function CancelBiddingDialog({
  offering,
  bids,
  onClose,
}: {
  offering: BiddingOffering;
  /** The offering's bids as last read: those pending get their hold back. */
  bids: readonly BiddingBid[];
  onClose: () => void;
}) {
  const { t } = useTranslation('bidding');
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelBidding();
  const { symbol } = offering;
  const pending = bids.filter((bid) => bid.status === 'pending');
  const held = sum(pending.map((bid) => bid.amount));
  return (
    <ReasonedActionDialog
      title={t('cancel.title', { symbol })}
      context={
        <>
          <DefinitionList look="summary" compact>
            <Definition label={t('fields.symbol')} className={textClass({ mono: true })}>
              {symbol}
            </Definition>
            <Definition label={t('columns.name')}>{offering.names[locale]}</Definition>
            <Definition label={t('fields.floorPrice')}>{yen(offering.floorPrice)}</Definition>
            <Definition label={t('cancel.holdsReleased')}>
              <Count count={pending.length} />
            </Definition>
            <Definition label={t('cancel.amountReleased')}>
              {`${formatAmount(held, 'JPY')} JPY`}
            </Definition>
          </DefinitionList>
          <p className={textClass({ muted: true, small: true })}>{t('cancel.context')}</p>
        </>
      }
      reasonLabel={t('cancel.reason')}
      reasonHint={t('cancel.reasonHint', { language: tMain(`language.names.${locale}`) })}
      confirmLead={t('cancel.confirmLead')}
      summary={<ActionLine label={t('cancel.action')} action={t('cancel.withdraw')} />}
      warning={t('cancel.warning')}
      confirmLabel={t('cancel.confirm')}
      danger
      submit={(reason) => cancel.mutateAsync({ offeringId: offering.id, reason })}
      done={() => t('cancel.done', { symbol })}
      onClose={onClose}
    />
  );
}
