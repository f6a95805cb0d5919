import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { formatAmount, formatCount, formatDateTime } from '../../shared/format';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { useServerNow } from '../../shared/server-now';
import { typedDecimal, typedSymbol, versusClose } from '../../shared/offering-input';
import { Definition } from '../../shared/ui/definition-list';
import { FormGrid, TextField } from '../../shared/ui/field';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text } from '../../shared/ui/text';
import { useAnnounceOffering, useReferencePrice } from './api';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  priceBand,
  type DraftErrors,
  type DraftField,
  type OfferingDraft,
  type OfferingInput,
  type PriceBand,
} from './offering-form';
import styles from './block.module.css';

/** The form's fields in order, with their input's kind. */
const FIELDS: readonly { field: DraftField; kind: 'code' | 'yen' | 'lots' | 'time' }[] = [
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
 * its commitment published. A refusal is shown in words, beside its field when it has one.
 */
export function AnnounceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('block');
  const locale = useLocale();
  const announce = useAnnounceOffering();
  const [draft, setDraft] = useState<OfferingDraft>(BLANK_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const symbol = typedSymbol(draft.symbol);
  const quote = useReferencePrice(symbol);
  const band = symbol && quote.data ? priceBand(quote.data.reference) : null;
  const serverNow = useServerNow();
  const result = fromDraft(draft, band, serverNow());
  const next = result.ok ? result.offering : null;

  function set(field: DraftField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  const errorOf = (field: DraftField) => {
    const found = errors[field];
    return found ? translateErrorKey(found) : null;
  };
  const labelOf = (field: DraftField, kind: (typeof FIELDS)[number]['kind']) =>
    kind === 'yen'
      ? `${t(`fields.${field}`)} (${t('units.yen')})`
      : kind === 'lots'
        ? `${t(`fields.${field}`)} (${t('units.lots')})`
        : kind === 'time'
          ? `${t(`fields.${field}`)} (${t('form.jst')})`
          : t(`fields.${field}`);

  function hintOf(field: DraftField): ReactNode {
    if (field === 'symbol') {
      if (!symbol) return undefined;
      if (quote.isError) return t('form.noQuote');
      return quote.data ? quote.data.names[locale] : t('form.quoteLoading');
    }
    if (field === 'price')
      return band ? <BandHint band={band} price={draft.price} /> : t('form.bandRule');
    if (field === 'minBuyAmount') return t('form.minBuyAmountHint');
    if (field === 'minLots' || field === 'maxLots') return t('form.perCustomer');
    return undefined;
  }

  function shown(field: keyof OfferingInput, values: OfferingInput): string {
    switch (field) {
      case 'price':
        return yen(values.price);
      case 'minBuyAmount':
        return `${formatAmount(values.minBuyAmount, 'JPY')} JPY`;
      case 'lotsOffered':
      case 'minLots':
      case 'maxLots':
        return t('lots', { count: values[field], formatted: formatCount(values[field]) });
      case 'opensAt':
      case 'closesAt':
        return formatDateTime(values[field]);
      default:
        return values.symbol;
    }
  }

  const fields = (
    <FormGrid>
      <p className={styles.formLead}>{t('form.lead')}</p>
      {FIELDS.map(({ field, kind }) => (
        <TextField
          key={field}
          label={labelOf(field, kind)}
          type={kind === 'time' ? 'datetime-local' : 'text'}
          inputMode={
            kind === 'yen' ? 'decimal' : kind === 'code' || kind === 'lots' ? 'numeric' : undefined
          }
          maxLength={kind === 'code' ? 4 : undefined}
          hint={hintOf(field)}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(value) => set(field, value)}
        />
      ))}
    </FormGrid>
  );

  const summary: ReactNode = next ? (
    <>
      <Definition label={t('fields.symbol')}>
        {next.symbol} {quote.data?.names[locale] ?? ''}
      </Definition>
      {(Object.keys(next) as (keyof OfferingInput)[])
        .filter((field) => field !== 'symbol')
        .map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            {shown(field, next)}
          </Definition>
        ))}
      {band ? (
        <Definition label={t('fields.referencePrice')}>
          <BandHint band={band} price={next.price} />
        </Definition>
      ) : null}
    </>
  ) : null;

  return (
    <ReasonedActionDialog
      wide
      title={t('announce.title')}
      context={t('announce.context')}
      fields={fields}
      validate={() => {
        // A fresh check of the window against the server's clock when the operator moves on.
        const checked = fromDraft(draft, band, serverNow());
        if (!checked.ok) setErrors(checked.errors);
        return checked.ok;
      }}
      reasonLabel={t('announce.reason')}
      confirmLead={t('announce.confirmLead')}
      summary={summary}
      warning={t('announce.warning')}
      confirmLabel={t('announce.confirm')}
      submit={async (reason) => {
        if (!next) throw new Error('validated before the confirmation step');
        try {
          return await announce.mutateAsync({ offering: next, reason });
        } catch (error) {
          // A refusal that belongs to a field is shown beside it too, when the operator goes back.
          const key = error instanceof ApiError ? error.key : null;
          const field = key ? fieldOfRefusal(key) : null;
          if (field && key) setErrors((current) => ({ ...current, [field]: key }));
          throw error;
        }
      }}
      done={() => t('announce.done', { symbol: next?.symbol ?? '' })}
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
