import type { LocalizedNames } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { typedDecimal, versusClose } from '../../shared/offering-input';
import { AnnounceOfferingDialog, type FieldKind } from '../../shared/ui/announce-offering-dialog';
import { Definition } from '../../shared/ui/definition-list';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { Text } from '../../shared/ui/text';
import { useAnnounceBidding, useQuoteLimits } from './api';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  type DraftField,
  type OfferingInput,
  type QuoteLimits,
} from './offering-form';
import styles from './bidding.module.css';

/** The form's fields in order, with their input's kind. */
const FIELDS: readonly { field: DraftField; kind: FieldKind }[] = [
  { field: 'symbol', kind: 'code' },
  { field: 'floorPrice', kind: 'yen' },
  { field: 'lotsOffered', kind: 'lots' },
  { field: 'minLots', kind: 'lots' },
  { field: 'maxLots', kind: 'lots' },
  { field: 'opensAt', kind: 'time' },
  { field: 'closesAt', kind: 'time' },
];

/**
 * Announce an agreed-price bidding offering (finance): a listed stock with a floor price inside
 * the day's price limits — shown under the floor as soon as the code is typed —, the lots, the
 * bounds per customer and the window. The remainder draw's seed is drawn by the server and only
 * its commitment published.
 */
export function AnnounceBiddingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bidding');
  const announce = useAnnounceBidding();
  return (
    <AnnounceOfferingDialog<DraftField, OfferingInput, QuoteLimits & { names: LocalizedNames }>
      namespace="bidding"
      fields={FIELDS}
      blank={BLANK_DRAFT}
      useQuote={useQuoteLimits}
      validate={(draft, limits, now) => fromDraft(draft, limits, now)}
      hint={(field, draft, limits) => {
        if (field === 'floorPrice')
          return limits ? (
            <LimitsHint limits={limits} price={draft.floorPrice} />
          ) : (
            t('form.limitsRule')
          );
        if (field === 'minLots' || field === 'maxLots') return t('form.perCustomer');
        return undefined;
      }}
      shown={(_field, values) => yen(values.floorPrice)}
      summaryTail={(values, limits) =>
        limits ? (
          <Definition label={t('fields.priceLimits')}>
            <LimitsHint limits={limits} price={values.floorPrice} />
          </Definition>
        ) : null
      }
      announce={(offering, reason) => announce.mutateAsync({ offering, reason })}
      fieldOfRefusal={fieldOfRefusal}
      leadClassName={styles.formLead}
      onClose={onClose}
    />
  );
}

/** "Previous close ¥412; price limits ¥332 to ¥492 (now −2.18%)". */
function LimitsHint({ limits, price }: { limits: QuoteLimits; price: string }) {
  const { t } = useTranslation('bidding');
  const versus = versusClose(typedDecimal(price), limits.reference);
  return (
    <span data-testid="price-limits">
      <Text tabular>
        {t('form.limits', {
          close: yen(limits.reference),
          low: yen(limits.limitDown),
          high: yen(limits.limitUp),
        })}
      </Text>
      {versus === null ? null : (
        <Text tabular strong>
          {' '}
          {t('form.versus', { percent: signedPercent(versus) })}
        </Text>
      )}
    </span>
  );
}
