import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { formatCount, formatDateTime } from '../../shared/format';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { typedDecimal, typedSymbol, versusClose } from '../../shared/offering-input';
import { useServerNow } from '../../shared/server-now';
import { Definition } from '../../shared/ui/definition-list';
import { FormGrid, TextField } from '../../shared/ui/field';
import { signedPercent, yen } from '../../shared/ui/offering-parts';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { Text } from '../../shared/ui/text';
import { useAnnounceBidding, useQuoteLimits } from './api';
import {
  BLANK_DRAFT,
  fieldOfRefusal,
  fromDraft,
  type DraftErrors,
  type DraftField,
  type OfferingDraft,
  type OfferingInput,
  type QuoteLimits,
} from './offering-form';
import styles from './bidding.module.css';

/** The form's fields in order, with their input's kind. */
const FIELDS: readonly { field: DraftField; kind: 'code' | 'yen' | 'lots' | 'time' }[] = [
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
 * its commitment published. A refusal is shown in words, beside its field when it has one.
 */
export function AnnounceBiddingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const announce = useAnnounceBidding();
  const [draft, setDraft] = useState<OfferingDraft>(BLANK_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const symbol = typedSymbol(draft.symbol);
  const quote = useQuoteLimits(symbol);
  const limits = symbol && quote.data ? quote.data : null;
  const serverNow = useServerNow();
  const result = fromDraft(draft, limits, serverNow());
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
    if (field === 'floorPrice')
      return limits ? (
        <LimitsHint limits={limits} price={draft.floorPrice} />
      ) : (
        t('form.limitsRule')
      );
    if (field === 'minLots' || field === 'maxLots') return t('form.perCustomer');
    return undefined;
  }

  function shown(field: keyof OfferingInput, values: OfferingInput): string {
    switch (field) {
      case 'floorPrice':
        return yen(values.floorPrice);
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
      {limits ? (
        <Definition label={t('fields.priceLimits')}>
          <LimitsHint limits={limits} price={next.floorPrice} />
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
        const checked = fromDraft(draft, limits, serverNow());
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
