import { LOCALES, type Locale } from '@kabuto/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { formatCount, formatDateTime } from '../../shared/format';
import { translateErrorKey } from '../../shared/i18n';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { FormGrid, languagesClass, SelectField, TextField } from '../../shared/ui/field';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import {
  useCloseProduct,
  useOpenProduct,
  useSaveProduct,
  type AdminProduct,
  type AdminStrategy,
} from './api';
import {
  blankProduct,
  fieldOfRefusal,
  productFromDraft,
  type DraftErrors,
  type ProductBody,
  type ProductDraft,
} from './copy-form';
import { LocalizedReasonDialog } from './localized-reason-dialog';
import { Count, ProductStatusBadge, percent, useName, yen } from './parts';
import styles from './copy.module.css';

type PlainField = Exclude<keyof ProductDraft, 'names' | 'strategyId'>;

/** The terms in form order, with their input's kind. */
const TERM_FIELDS: readonly { field: PlainField; kind: 'yen' | 'days' | 'time' | 'percent' }[] = [
  { field: 'minInvestment', kind: 'yen' },
  { field: 'capacity', kind: 'yen' },
  { field: 'lockupDays', kind: 'days' },
  { field: 'subscriptionDeadlineAt', kind: 'time' },
  { field: 'performanceFeeRate', kind: 'percent' },
  { field: 'targetAnnualReturn', kind: 'percent' },
];

/** A term's label with its unit ("最低投資額 (円)"), as the e2e spec builds it too. */
function useTermLabel() {
  const { t } = useTranslation('copy');
  return (field: PlainField): string => {
    const kind = TERM_FIELDS.find((each) => each.field === field)?.kind;
    const name = t(`fields.${field}`);
    switch (kind) {
      case 'yen':
        return `${name} (${t('yen')})`;
      case 'days':
        return `${name} (${t('daysUnit')})`;
      case 'time':
        return `${name} (${t('jst')})`;
      case 'percent':
        return `${name} (%)`;
      default:
        return name;
    }
  };
}

/**
 * A new draft product of an active strategy: its name in every language and its terms, the
 * deadline typed in Japan time, rates in percent, an optional target annual return that customers
 * see labeled as a target (never a promise); with a note for the audit log.
 */
export function ProductDialog({
  strategies,
  onClose,
}: {
  /** The strategies a product may be made for (the active ones). */
  strategies: readonly AdminStrategy[];
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const termLabel = useTermLabel();
  const save = useSaveProduct();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    blankProduct(strategies.length === 1 ? strategies[0]!.id : null),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const result = productFromDraft(draft);
  const errorOf = (key: string) => {
    const found = errors[key];
    return found ? translateErrorKey(found) : null;
  };
  const languageLabel = (language: Locale) =>
    t('inLanguage', {
      field: t('fields.productNames'),
      language: t(`language.names.${language}`, { ns: 'translation' }),
    });

  function set(field: keyof Omit<ProductDraft, 'names'>, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  function setName(language: Locale, value: string) {
    setDraft((current) => ({ ...current, names: { ...current.names, [language]: value } }));
    setErrors((current) => ({ ...current, [`names.${language}`]: undefined }));
  }

  const hints: Partial<Record<PlainField, string>> = {
    lockupDays: t('productEditor.lockupHint'),
    performanceFeeRate: t('productEditor.feeHint'),
    targetAnnualReturn: t('productEditor.targetHint'),
  };

  const fields = (
    <FormGrid>
      <p className={styles.formLead}>
        {t('productEditor.everyLanguage')} {t('productEditor.japanTime')} {t('productEditor.rates')}
      </p>
      <SelectField
        label={t('fields.strategy')}
        value={draft.strategyId}
        placeholder={t('productEditor.chooseStrategy')}
        options={strategies.map((strategy) => ({
          value: String(strategy.id),
          // A house strategy by its rule; a leader's as one (its pools mirror the leader's trades).
          label: `${nameOf(strategy.names)} (${
            strategy.rule ? t(`rules.${strategy.rule}`) : t(`kinds.${strategy.kind}`)
          })`,
        }))}
        error={errorOf('strategyId')}
        onChange={(value) => set('strategyId', value)}
      />
      <fieldset className={languagesClass}>
        <legend>{t('fields.productNames')}</legend>
        {LOCALES.map((language) => (
          <TextField
            key={language}
            label={languageLabel(language)}
            lang={language}
            value={draft.names[language]}
            error={errorOf(`names.${language}`)}
            maxLength={60}
            onChange={(value) => setName(language, value)}
          />
        ))}
      </fieldset>
      {TERM_FIELDS.map(({ field, kind }) => (
        <TextField
          key={field}
          label={termLabel(field)}
          type={kind === 'time' ? 'datetime-local' : 'text'}
          inputMode={kind === 'time' ? undefined : kind === 'days' ? 'numeric' : 'decimal'}
          hint={hints[field]}
          value={draft[field]}
          error={errorOf(field)}
          onChange={(value) => set(field, value)}
        />
      ))}
    </FormGrid>
  );

  return (
    <ReasonedActionDialog
      wide
      title={t('productEditor.title')}
      context={t('productEditor.context')}
      fields={fields}
      validate={() => {
        if (result.ok) return true;
        setErrors(result.errors);
        return false;
      }}
      reasonLabel={t('productEditor.reason')}
      confirmLead={t('productEditor.confirmLead')}
      summary={result.ok ? <ProductSummary body={result.body} strategies={strategies} /> : null}
      confirmLabel={t('productEditor.confirm')}
      submit={async (reason) => {
        if (!result.ok) throw new Error('validated before the confirmation step');
        try {
          return await save.mutateAsync({ ...result.body, reason });
        } catch (error) {
          // A refusal that belongs to a field is shown beside it too, when the operator goes back.
          const key = error instanceof ApiError ? error.key : null;
          const field = key ? fieldOfRefusal(key) : null;
          if (field && key) setErrors((current) => ({ ...current, [field]: key as never }));
          throw error;
        }
      }}
      done={() => t('productEditor.done', { name: result.ok ? nameOf(result.body.names) : '' })}
      onClose={onClose}
    />
  );
}

/** What will be created, as the confirmation shows it: names in every language, yen, Japan time. */
function ProductSummary({
  body,
  strategies,
}: {
  body: ProductBody;
  strategies: readonly AdminStrategy[];
}) {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  const strategy = strategies.find((each) => each.id === body.strategyId);
  const rows: [string, ReactNode][] = [
    [t('fields.strategy'), strategy ? nameOf(strategy.names) : `#${body.strategyId}`],
    [t('fields.productNames'), LOCALES.map((language) => body.names[language]).join(' / ')],
    [t('fields.minInvestment'), yen(body.minInvestment)],
    [t('fields.capacity'), yen(body.capacity)],
    [t('fields.lockupDays'), t('values.days', { count: body.lockupDays })],
    [t('fields.subscriptionDeadlineAt'), formatDateTime(body.subscriptionDeadlineAt)],
    [t('fields.performanceFeeRate'), percent(body.performanceFeeRate)],
    [
      t('fields.targetAnnualReturn'),
      body.targetAnnualReturn === undefined
        ? t('none')
        : t('values.target', { value: percent(body.targetAnnualReturn) }),
    ],
  ];
  return (
    <>
      {rows.map(([label, value]) => (
        <Definition key={label} label={label}>
          {value}
        </Definition>
      ))}
    </>
  );
}

/** The product as the action dialogs show it above their form. */
function ProductContext({ product, note }: { product: AdminProduct; note: string }) {
  const { t } = useTranslation('copy');
  const nameOf = useName();
  return (
    <>
      <DefinitionList look="summary" compact>
        <Definition label={t('fields.productNames')}>{nameOf(product.names)}</Definition>
        <Definition label={t('fields.strategy')}>{nameOf(product.issuer.names)}</Definition>
        <Definition label={t('fields.status')}>
          <ProductStatusBadge status={product.status} />
        </Definition>
        <Definition label={t('fields.followers')}>
          <Count count={product.followers} />
        </Definition>
        <Definition label={t('fields.fundSize')}>{yen(product.fundSize)}</Definition>
      </DefinitionList>
      <p className={styles.contextNote}>{note}</p>
    </>
  );
}

/** Open a draft to followers (its pool's account is made), with a reason for the audit log. */
export function OpenProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const name = useName()(product.names);
  const open = useOpenProduct();
  return (
    <ReasonedActionDialog
      title={t('actions.openTitle', { name })}
      context={<ProductContext product={product} note={t('actions.openContext')} />}
      reasonLabel={t('actions.openReason')}
      confirmLead={t('actions.openLead')}
      summary={<ActionLine label={t('actions.action')} action={t('actions.openProduct')} />}
      warning={t('actions.openWarning')}
      confirmLabel={t('actions.openConfirm')}
      submit={(reason) => open.mutateAsync({ productId: product.id, reason })}
      done={() => t('actions.openDone', { name })}
      onClose={onClose}
    />
  );
}

export type CloseKind = 'end' | 'terminate';

/**
 * End a product whose term is over, or terminate one early, with the reason its followers read in
 * their own language: every holding is redeemed at the next NAV.
 */
export function CloseProductDialog({
  product,
  kind,
  onClose,
}: {
  product: AdminProduct;
  kind: CloseKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('copy');
  const name = useName()(product.names);
  const close = useCloseProduct();
  const end = kind === 'end';
  return (
    <LocalizedReasonDialog
      title={end ? t('actions.endTitle', { name }) : t('actions.terminateTitle', { name })}
      context={
        <ProductContext
          product={product}
          note={end ? t('actions.endContext') : t('actions.terminateContext')}
        />
      }
      reasonLegend={t('actions.closeReason')}
      reasonHint={t('actions.closeReasonHint')}
      confirmLead={end ? t('actions.endLead') : t('actions.terminateLead')}
      summary={
        <>
          <ActionLine
            label={t('actions.action')}
            action={end ? t('actions.end') : t('actions.terminate')}
          />
          <Definition label={t('fields.followers')}>{formatCount(product.followers)}</Definition>
        </>
      }
      warning={t('actions.closeWarning')}
      confirmLabel={end ? t('actions.endConfirm') : t('actions.terminateConfirm')}
      submit={(reason) => close.mutateAsync({ productId: product.id, kind, reason })}
      done={() => (end ? t('actions.endDone', { name }) : t('actions.terminateDone', { name }))}
      onClose={onClose}
    />
  );
}
