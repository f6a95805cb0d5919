import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';

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

/**
 * A form's values in one state, and `field(key)` to bind an input to one of them (its value, its
 * change, and its name attribute: the key in kebab case unless `name` says otherwise).
 */
export function useFormState<Form extends object>(initial: Form | (() => Form)) {
  const [form, setForm] = useState(initial);
  const update = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const field = <Key extends TextKeys<Form>>(key: Key, name: string = kebab(key)) => ({
    name,
    value: form[key] as string,
    onChange: (value: string) => update({ [key]: value } as Partial<Form>),
  });
  return { form, update, field, setForm };
}
