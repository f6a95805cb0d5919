import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { Text, textClass } from '../../shared/ui/text';
import { LEGAL_CAPS } from './rates';
import {
  MAX_BANDS,
  MAX_PRODUCTS,
  blankProduct,
  nextBand,
  type BandDraft,
  type CreditDraft,
  type ProductDraft,
  type Problem,
  type Problems,
} from './settings-form';
import styles from './credit.module.css';

type Edit = (change: (draft: CreditDraft) => CreditDraft) => void;

/** The sentence for a problem of a field, or null. */
function useProblemText(problems: Problems) {
  const { t } = useTranslation('credit');
  return (field: string): string | null => {
    const problem: Problem | undefined = problems[field];
    return problem ? t(`edit.errors.${problem}`, LEGAL_CAPS) : null;
  };
}

/** One cell's input, named for screen readers by its row and column ("Band 2: share"). */
function CellInput({
  label,
  value,
  error,
  unit,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  unit?: string;
  onChange: (value: string) => void;
}) {
  return (
    <td className={styles.editCell}>
      <span className={styles.unitInput}>
        <input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          className={textClass({ tabular: true })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </span>
      {error ? <div className={styles.cellError}>{error}</div> : null}
    </td>
  );
}

function EditTable({
  headers,
  children,
}: {
  headers: readonly { label: string; hint?: ReactNode }[];
  children: ReactNode;
}) {
  return (
    <table className={styles.editTable}>
      <thead>
        <tr>
          {headers.map(({ label, hint }) => (
            <th key={label}>
              {label}
              {hint ? (
                <Text block muted small>
                  {hint}
                </Text>
              ) : null}
            </th>
          ))}
          <th aria-hidden="true" />
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The limit table: from which score, what share of own assets, up to what cap. */
export function BandsEditor({
  bands,
  problems,
  edit,
}: {
  bands: readonly BandDraft[];
  problems: Problems;
  edit: Edit;
}) {
  const { t } = useTranslation('credit');
  const problemOf = useProblemText(problems);
  const columns = [
    ['minScore', t('edit.bands.minScore'), undefined],
    ['sharePercent', t('edit.bands.share'), '%'],
    ['maxLimit', t('edit.bands.maxLimit'), 'JPY'],
  ] as const;
  const set = (index: number, field: keyof BandDraft, value: string) =>
    edit((draft) => ({
      ...draft,
      bands: draft.bands.map((band, at) => (at === index ? { ...band, [field]: value } : band)),
    }));
  return (
    <fieldset className={styles.editSection}>
      <legend>{t('settings.bands.title')}</legend>
      <EditTable headers={columns.map(([, label]) => ({ label }))}>
        {bands.map((band, index) => (
          <tr key={index}>
            {columns.map(([field, label, unit]) => (
              <CellInput
                key={field}
                label={t('edit.bandCell', { row: String(index + 1), field: label })}
                value={band[field]}
                unit={unit}
                error={problemOf(`bands.${index}.${field}`)}
                onChange={(value) => set(index, field, value)}
              />
            ))}
            <td className={styles.editCell}>
              <Button
                small
                variant="ghost"
                disabled={bands.length <= 1}
                onClick={() =>
                  edit((draft) => ({
                    ...draft,
                    bands: draft.bands.filter((_, at) => at !== index),
                  }))
                }
              >
                {t('edit.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </EditTable>
      <Button
        small
        disabled={bands.length >= MAX_BANDS}
        onClick={() =>
          edit((draft) => ({ ...draft, bands: [...draft.bands, nextBand(draft.bands)] }))
        }
      >
        {t('edit.addBand')}
      </Button>
    </fieldset>
  );
}

/** The products: an id, a term, a rate and a late rate, each rate beside its legal cap. */
export function ProductsEditor({
  products,
  problems,
  edit,
}: {
  products: readonly ProductDraft[];
  problems: Problems;
  edit: Edit;
}) {
  const { t } = useTranslation('credit');
  const problemOf = useProblemText(problems);
  const columns = [
    ['id', t('settings.products.columns.id'), undefined, undefined],
    ['termDays', t('settings.products.columns.termDays'), t('edit.daysUnit'), undefined],
    [
      'annualPercent',
      t('settings.products.columns.annualRate'),
      '%',
      t('edit.annualCap', LEGAL_CAPS),
    ],
    ['latePercent', t('settings.products.columns.lateRate'), '%', t('edit.lateCap', LEGAL_CAPS)],
  ] as const;
  const set = (index: number, field: keyof ProductDraft, value: string) =>
    edit((draft) => ({
      ...draft,
      products: draft.products.map((product, at) =>
        at === index ? { ...product, [field]: value } : product,
      ),
    }));
  return (
    <fieldset className={styles.editSection}>
      <legend>{t('settings.products.title')}</legend>
      <EditTable headers={columns.map(([, label, , hint]) => ({ label, hint }))}>
        {products.map((product, index) => (
          <tr key={index}>
            {columns.map(([field, label, unit]) => (
              <CellInput
                key={field}
                label={t('edit.productCell', { row: String(index + 1), field: label })}
                value={product[field]}
                unit={unit}
                error={problemOf(`products.${index}.${field}`)}
                onChange={(value) => set(index, field, value)}
              />
            ))}
            <td className={styles.editCell}>
              <Button
                small
                variant="ghost"
                disabled={products.length <= 1}
                onClick={() =>
                  edit((draft) => ({
                    ...draft,
                    products: draft.products.filter((_, at) => at !== index),
                  }))
                }
              >
                {t('edit.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </EditTable>
      <Button
        small
        disabled={products.length >= MAX_PRODUCTS}
        onClick={() =>
          edit((draft) => ({ ...draft, products: [...draft.products, blankProduct()] }))
        }
      >
        {t('edit.addProduct')}
      </Button>
      <Text block muted small>
        {t('edit.productsHint', LEGAL_CAPS)}
      </Text>
    </fieldset>
  );
}

/** The amount above which an approval needs a second, different operator. */
export function ThresholdField({
  value,
  problems,
  edit,
}: {
  value: string;
  problems: Problems;
  edit: Edit;
}) {
  const { t } = useTranslation('credit');
  const problemOf = useProblemText(problems);
  return (
    <div className={styles.threshold}>
      <TextField
        label={t('settings.threshold.label')}
        hint={t('settings.threshold.note')}
        error={problemOf('secondApprovalAbove')}
        inputMode="numeric"
        value={value}
        onChange={(next) => edit((draft) => ({ ...draft, secondApprovalAbove: next }))}
      />
    </div>
  );
}
