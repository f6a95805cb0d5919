import { useTranslation } from 'react-i18next';
import { Definition } from '../../shared/ui/definition-list';
import { yen } from '../../shared/ui/offering-parts';
import { WithdrawOfferingDialog } from '../../shared/ui/withdraw-offering-dialog';
import { useCancelBidding, type BiddingBid, type BiddingOffering } from './api';

/** Withdraw an open bidding offering before its close: every bid's hold back (`bidding.cancel`). */
export function CancelBiddingDialog({
  offering,
  bids,
  onClose,
}: {
  offering: BiddingOffering;
  bids: readonly BiddingBid[];
  onClose: () => void;
}) {
  const { t } = useTranslation('bidding');
  const cancel = useCancelBidding();
  return (
    <WithdrawOfferingDialog
      namespace="bidding"
      offering={offering}
      requests={bids}
      terms={<Definition label={t('fields.floorPrice')}>{yen(offering.floorPrice)}</Definition>}
      withdraw={(input) => cancel.mutateAsync(input)}
      onClose={onClose}
    />
  );
}
