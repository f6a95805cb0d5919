import type { LocalizedNames } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { typedDecimal, versusClose } from '../../shared/offering-input';
import { AnnounceOfferingDialog, type FieldKind } from '../../shared/ui/announce-offering-dialog';
import { Definition } from '../../shared/ui/definition-list';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { Text } from '../../shared/ui/text';
import { useAnnounceOffering, useReferencePrice } from './api';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  priceBand,
  type DraftField,
  type OfferingInput,
  type PriceBand,
} from './offering-form';
import styles from './block.module.css';

/** The stock's previous close (the band's reference) and its names. */
type ReferenceQuote = { reference: DecimalString; names: LocalizedNames };

/** The form's fields in order, with their input's kind. */
const FIELDS: readonly { field: DraftField; kind: FieldKind }[] = [
  { field: 'symbol', kind: 'code' },
  { field: 'price', kind: 'yen' },
  { field: 'lotsOffered', kind: 'lots' },
  { field: 'minLots', kind: 'lots' },
  { field: 'maxLots', kind: 'lots' },
  { field: 'minBuyAmount', kind: 'yen' },
  { field: 'opensAt', kind: 'time' },
  { field: 'closesAt', kind: 'time' },
];

/**
 * Announce a block trade offering (finance): a listed stock at a price within ±7% of its previous
 * close — the band shown under the price as soon as the code is typed —, the lots, the bounds per
 * customer, the minimum amount and the window. The lottery's seed is drawn by the server and only
 * its commitment published.
 */
export function AnnounceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('block');
  const announce = useAnnounceOffering();
  const bandOf = (quote: ReferenceQuote | null): PriceBand | null =>
    quote ? priceBand(quote.reference) : null;
  return (
    <AnnounceOfferingDialog<DraftField, OfferingInput, ReferenceQuote>
      namespace="block"
      fields={FIELDS}
      blank={BLANK_DRAFT}
      useQuote={useReferencePrice}
      validate={(draft, quote, now) => fromDraft(draft, bandOf(quote), now)}
      hint={(field, draft, quote) => {
        const band = bandOf(quote);
        if (field === 'price')
          return band ? <BandHint band={band} price={draft.price} /> : t('form.bandRule');
        if (field === 'minBuyAmount') return t('form.minBuyAmountHint');
        if (field === 'minLots' || field === 'maxLots') return t('form.perCustomer');
        return undefined;
      }}
      shown={(field, values) =>
        field === 'minBuyAmount'
          ? `${formatAmount(values.minBuyAmount, 'JPY')} JPY`
          : yen(values.price)
      }
      summaryTail={(values, quote) => {
        const band = bandOf(quote);
        return band ? (
          <Definition label={t('fields.referencePrice')}>
            <BandHint band={band} price={values.price} />
          </Definition>
        ) : null;
      }}
      announce={(offering, reason) => announce.mutateAsync({ offering, reason })}
      fieldOfRefusal={fieldOfRefusal}
      leadClassName={styles.formLead}
      onClose={onClose}
    />
  );
}

/** "Previous close ¥412: the price goes from ¥383.16 to ¥440.84 (now −2.18%)". */
function BandHint({ band, price }: { band: PriceBand; price: string }) {
  const { t } = useTranslation('block');
  const versus = versusClose(typedDecimal(price), band.reference);
  return (
    <span data-testid="price-band">
      <Text tabular>
        {t('form.band', { close: yen(band.reference), low: yen(band.low), high: yen(band.high) })}
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
