import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

/** A labelled form control with an optional hint and error; the id ties the three together. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, error && styles.invalid)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A one-line text input with its label (and hint and error); `onChange` gets the text. */
export function TextField({
  label,
  hint,
  error,
  onChange,
  ...input
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input {...input} {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

export type SelectOption = { value: string | number; label: string };

type SelectProps = {
  value: string | number;
  options: readonly SelectOption[];
  /** `onChange` gets the chosen option's value as text (the options' values may be numbers). */
  onChange: (value: string) => void;
  /** A first option that chooses nothing ("any type", "choose a restriction"). */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/** A choice among options, written once: its options, its empty choice, the value it gives. */
export function Select({ options, onChange, placeholder, ...props }: SelectProps) {
  return (
    <select {...props} onChange={(event) => onChange(event.target.value)}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A `Select` with its label (and hint and error). */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: { label: string; hint?: ReactNode; error?: string | null } & Omit<SelectProps, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Select {...select} {...control} />}
    </Field>
  );
}

/** A checkbox (or a radio button) with its words after it; `fullWidth` in a `FormGrid`. */
export function CheckboxField({
  label,
  fullWidth = false,
  className,
  ...input
}: {
  label: ReactNode;
  fullWidth?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={cx(styles.checkbox, fullWidth && styles.fullWidth, className)}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

/** Fields one under another (a login, a dialog's steps). */
export function FormStack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** `FormStack`'s look for a form element. */
export const formStackClass = styles.stack;

/**
 * A `<fieldset>`'s look for a field entered in every language (a name, a text): its legend, then
 * the three languages side by side; the whole width of a `FormGrid`.
 */
export const languagesClass = styles.languages;

/** A form of several fields in two columns. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** What is wrong with the form as a whole (nothing changed, a value the contract refuses). */
export function FormError({ children }: { children: ReactNode }) {
  return <div className={cx(styles.error, styles.fullWidth)}>{children}</div>;
}

/** A choice of one among a few, under its legend. */
export function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.label}>{legend}</legend>
      {children}
    </fieldset>
  );
}
