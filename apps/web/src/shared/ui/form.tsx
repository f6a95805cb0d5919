import { Button } from 'antd-mobile';
import type { ErrorKey } from '@kabuto/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { refusalField, sortRefusals, type FormSchema } from '../forms';
import { translateErrorKey } from '../i18n';
import { showMessage } from './toast';

/**
 * A form the app checks itself (by the contract's schema, see shared/forms.ts): the browser's own
 * validation is off and submitting (Enter or the submit button) calls `onSubmit` without a reload.
 */
export function SubmitForm({
  className,
  onSubmit,
  children,
}: {
  className?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
    </form>
  );
}

/** The form's one full-width primary button. */
export function SubmitButton({
  loading,
  disabled,
  className,
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      loading={loading}
      disabled={disabled}
      className={className}
    >
      {children}
    </Button>
  );
}

type TextKeys<Form> = { [Key in keyof Form]: Form[Key] extends string ? Key : never }[keyof Form] &
  string;

/** `oldPassword` → `old-password`: a field's name attribute, as password managers read it. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

type FieldKey<Form> = keyof Form & string;

export type FormOptions<Form> = {
  /**
   * Refusals only the server can make, and the field each belongs to (an unknown invitation code:
   * the code). The contract's own rules need no list: their path names the field.
   */
  serverFields?: Partial<Record<ErrorKey, FieldKey<Form>>>;
};

/**
 * A form's values in one state, and `field(key)` to bind a Field to one of them (its value, its
 * change, its name attribute: the key in kebab case unless `name` says otherwise, and its refusal).
 *
 * Refusals are shown beside the field they belong to, in the customer's language, and the first
 * such field is focused: `check(schema, value)` runs the contract's schema before a call (a failed
 * rule's path names the field), and `showsRefusal` (the API client's option of that name) places
 * the server's refusals. A refusal that belongs to no field is a toast, as before. Typing in a
 * field clears its refusal.
 */
export function useFormState<Form extends object>(
  initial: Form | (() => Form),
  options: FormOptions<Form> = {},
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldKey<Form>, string>>>({});
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const sent = useRef<{ schema: FormSchema<unknown>; value: unknown } | null>(null);
  const focusNext = useRef<string | null>(null);
  const fieldKeys = () => Object.keys(form);

  // Focus moves once the refusal is on the page, so a screen reader reads it with the field.
  useEffect(() => {
    const key = focusNext.current;
    focusNext.current = null;
    if (key !== null) inputs.current.get(key)?.focus();
  }, [errors]);

  const showFieldRefusals = (refusals: ReadonlyArray<{ field: string; key: string }>) => {
    focusNext.current = refusals[0]?.field ?? null;
    setErrors(Object.fromEntries(refusals.map(({ field, key }) => [field, key])) as typeof errors);
  };

  const update = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const changed = Object.keys(change).filter((key) => key in current);
      if (changed.length === 0) return current;
      const next = { ...current };
      for (const key of changed) delete next[key as FieldKey<Form>];
      return next;
    });
  };

  /** The refusal beside a field, translated, for a control that is not a Field (a checkbox). */
  const errorOf = (key: FieldKey<Form>): string | undefined => {
    const error = errors[key];
    return error === undefined ? undefined : translateErrorKey(error);
  };

  /** Registers the element to focus when `key` is refused. */
  const inputRef = (key: FieldKey<Form>) => (element: HTMLElement | null) => {
    inputs.current.set(key, element);
  };

  const field = <Key extends TextKeys<Form>>(key: Key, name: string = kebab(key)) => ({
    name,
    value: form[key] as string,
    onChange: (value: string) => update({ [key]: value } as Partial<Form>),
    error: errorOf(key),
    inputRef: inputRef(key),
  });

  /**
   * Checks the form with the contract's schema, the server's own: the refused fields say why
   * beside themselves (the first is focused), a refusal of the whole form is a toast.
   */
  function check<T>(schema: FormSchema<T>, value: unknown): T | null {
    sent.current = { schema, value };
    const result = schema.safeParse(value);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const refusals = sortRefusals(result.error.issues, fieldKeys());
    showFieldRefusals(refusals.fields);
    if (refusals.form !== null || refusals.fields.length === 0) {
      showMessage(translateErrorKey(refusals.form ?? 'invalid_params'));
    }
    return null;
  }

  /** A refusal the app decides (an unticked agreement), beside its field. */
  const refuse = (key: FieldKey<Form>, error: ErrorKey) =>
    showFieldRefusals([{ field: key, key: error }]);

  /**
   * For the API client's `showsRefusal`: places a server refusal beside its field and answers
   * true, or answers false and the client tells it as a toast.
   */
  const showsRefusal = (key: string): boolean => {
    const serverFields: Readonly<Record<string, string | undefined>> = options.serverFields ?? {};
    const owner = refusalField(key, sent.current, serverFields, fieldKeys());
    if (owner === null) return false;
    showFieldRefusals([{ field: owner, key }]);
    return true;
  };

  return { form, update, field, setForm, check, refuse, showsRefusal, errorOf, inputRef };
}
