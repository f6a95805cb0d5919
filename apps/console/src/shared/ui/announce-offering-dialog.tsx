import type { ErrorKey, LocalizedNames } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { formatCount, formatDateTime } from '../format';
import { translateErrorKey } from '../i18n';
import { useLocale } from '../i18n/use-locale';
import { typedSymbol } from '../offering-input';
import { useServerNow } from '../server-now';
import { Definition } from './definition-list';
import { FormGrid, TextField } from './field';
import { ReasonedActionDialog } from './reasoned-action-dialog';

/** The off-auction sections an operator announces offerings in: the same `announce.*` texts. */
export type AnnounceNamespace = 'block' | 'bidding';

/** How a field is typed and shown: a stock code, yen, lots or a time in Japan. */
export type FieldKind = 'code' | 'yen' | 'lots' | 'time';

export type AnnounceValidation<Field extends string, Input> =
  { ok: true; offering: Input } | { ok: false; errors: Partial<Record<Field, ErrorKey>> };

/**
 * Announcing an off-auction offering (finance), the form every section shares: the fields in the
 * section's order with its hints (the stock's name as soon as its code is typed, the price rule
 * under the price), checked on every keystroke and again against the server's clock when the
 * operator moves on, a summary of what will be announced, then the reasoned confirmation. A
 * refusal is shown in words, beside its field when it has one. The section supplies its fields,
 * its check, its hints and how its values read.
 */
export function AnnounceOfferingDialog<
  Field extends string,
  Input extends { symbol: string },
  Quote extends { names: LocalizedNames },
>({
  namespace,
  fields,
  blank,
  useQuote,
  validate,
  hint,
  shown,
  summaryTail,
  announce,
  fieldOfRefusal,
  leadClassName,
  onClose,
}: {
  namespace: AnnounceNamespace;
  fields: readonly { field: Field; kind: FieldKind }[];
  blank: Record<Field, string> & { symbol: string };
  /** The typed stock's quote (its names and what the price rule needs), once a code is whole. */
  useQuote: (symbol: string | null) => { data?: Quote | undefined; isError: boolean };
  validate: (
    draft: Record<Field, string>,
    quote: Quote | null,
    now: Date,
  ) => AnnounceValidation<Field, Input>;
  /** A field's hint other than the code's (the price rule, "per customer"). */
  hint: (field: Field, draft: Record<Field, string>, quote: Quote | null) => ReactNode;
  /** A yen value as the summary shows it. */
  shown: (field: Field, values: Input) => string;
  /** What the summary adds after the fields (the price band or the day's limits). */
  summaryTail: (values: Input, quote: Quote | null) => ReactNode;
  announce: (offering: Input, reason: string) => Promise<unknown>;
  fieldOfRefusal: (key: string) => Field | null;
  leadClassName: string | undefined;
  onClose: () => void;
}) {
  const { t: typed } = useTranslation(namespace);
  // The keys are the section's own (`fields.<field>`): both namespaces have each one.
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const locale = useLocale();
  const [draft, setDraft] = useState<Record<Field, string>>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorKey>>>({});
  const symbol = typedSymbol((draft as Record<Field, string> & { symbol: string }).symbol);
  const quoted = useQuote(symbol);
  const quote = symbol && quoted.data ? quoted.data : null;
  const serverNow = useServerNow();
  const result = validate(draft, quote, serverNow());
  const next = result.ok ? result.offering : null;

  function set(field: Field, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  const errorOf = (field: Field) => {
    const found = errors[field];
    return found ? translateErrorKey(found) : null;
  };
  const labelOf = (field: Field, kind: FieldKind) =>
    kind === 'yen'
      ? `${t(`fields.${field}`)} (${t('units.yen')})`
      : kind === 'lots'
        ? `${t(`fields.${field}`)} (${t('units.lots')})`
        : kind === 'time'
          ? `${t(`fields.${field}`)} (${t('form.jst')})`
          : t(`fields.${field}`);

  function hintOf(field: Field): ReactNode {
    if (field === 'symbol') {
      if (!symbol) return undefined;
      if (quoted.isError) return t('form.noQuote');
      return quoted.data ? quoted.data.names[locale] : t('form.quoteLoading');
    }
    return hint(field, draft, quote);
  }

  function valueOf(field: Field, kind: FieldKind, values: Input): string {
    const value = (values as unknown as Record<Field, unknown>)[field];
    if (kind === 'lots') {
      const count = value as number;
      return t('lots', { count, formatted: formatCount(count) });
    }
    if (kind === 'time') return formatDateTime(value as string);
    return kind === 'yen' ? shown(field, values) : String(value);
  }

  const form = (
    <FormGrid>
      <p className={leadClassName}>{t('form.lead')}</p>
      {fields.map(({ field, kind }) => (
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
        {next.symbol} {quoted.data?.names[locale] ?? ''}
      </Definition>
      {fields
        .filter(({ field }) => field !== 'symbol')
        .map(({ field, kind }) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            {valueOf(field, kind, next)}
          </Definition>
        ))}
      {summaryTail(next, quote)}
    </>
  ) : null;

  return (
    <ReasonedActionDialog
      wide
      title={t('announce.title')}
      context={t('announce.context')}
      fields={form}
      validate={() => {
        // A fresh check of the window against the server's clock when the operator moves on.
        const checked = validate(draft, quote, serverNow());
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
          return await announce(next, reason);
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
