import { Input, type InputRef } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { ACCOUNT_DIGITS, FUND_PASSWORD_LENGTH, LOGIN_PASSWORD_LENGTH } from '@kabuto/contract';
import { useId, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

type KindSettings = {
  secret?: boolean;
  inputMode?: InputMode;
  maxLength?: number;
  autoComplete?: string;
  /** Only digits are kept as the customer types (full-width ones are folded first). */
  digits?: boolean;
};

/**
 * What a field holds decides how it is typed in, the same on every form: a password hides and
 * leaves room beyond the contract's length (the contract's own message refuses it, not a cut), a
 * fund password takes its six digits only, an account the phone keypad.
 */
const KINDS = {
  text: { maxLength: 100 },
  /** An account to sign in with (the browser offers the saved one). */
  account: { inputMode: 'numeric', autoComplete: 'username', maxLength: 64 },
  /** A phone number that becomes a new account. */
  newAccount: { inputMode: 'numeric', autoComplete: 'tel-national', maxLength: ACCOUNT_DIGITS + 4 },
  currentPassword: { secret: true, autoComplete: 'current-password', maxLength: 128 },
  newPassword: { secret: true, autoComplete: 'new-password', maxLength: LOGIN_PASSWORD_LENGTH + 8 },
  fundPassword: {
    secret: true,
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: FUND_PASSWORD_LENGTH,
    digits: true,
  },
  /**
   * A second-factor code: six digits from an authenticator app, or a recovery code (letters too),
   * which the browser may offer from a message (`one-time-code`).
   */
  oneTimeCode: { autoComplete: 'one-time-code', maxLength: 16 },
  /** A code handed to the customer (an invitation code). */
  code: { autoComplete: 'off', maxLength: 32 },
  /** A fixed number of digits (a branch code, an account number): give `maxLength`. */
  digits: { inputMode: 'numeric', digits: true },
} as const satisfies Record<string, KindSettings>;

export type FieldKind = keyof typeof KINDS;

/** Digits only, at most `maxLength` of them; full-width digits typed in Japanese count. */
export function onlyDigits(value: string, maxLength?: number): string {
  const digits = value.normalize('NFKC').replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/**
 * Marks a control refused or not for assistive technology: `aria-invalid`, and the refusal's text
 * as its description. (antd-mobile's Input puts aria attributes on its wrapper, not the input.)
 */
export function markRefused(control: HTMLElement | null | undefined, errorId: string | null): void {
  if (!control) return;
  if (errorId === null) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  } else {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', errorId);
  }
}

/** Why a field was refused, under it, in the customer's language. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  kind?: FieldKind;
  /** A password field gets a show/hide toggle. */
  secret?: boolean;
  inputMode?: InputMode;
  maxLength?: number;
  autoComplete?: string;
  name?: string;
  /** Why the value was refused, translated (shared/ui/form.tsx): shown under the box. */
  error?: string;
  /** Receives the input, which a form focuses when this field is refused. */
  inputRef?: (input: HTMLInputElement | null) => void;
};

/** A labelled input: label above, a rounded box below (the label names the input for screen readers). */
export function Field({
  label,
  value,
  onChange,
  placeholder,
  kind = 'text',
  name,
  error,
  inputRef,
  ...given
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<InputRef>(null);
  const [revealed, setRevealed] = useState(false);
  const refused = error !== undefined;
  useLayoutEffect(() => {
    markRefused(input.current?.nativeElement, refused ? errorId : null);
  }, [refused, errorId]);
  useLayoutEffect(() => {
    if (!inputRef) return;
    inputRef(input.current?.nativeElement ?? null);
    return () => inputRef(null);
    // The form hands a new callback each render; the input is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const settings: KindSettings = { ...KINDS[kind], ...given };
  const { secret = false, maxLength } = settings;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={refused ? `${styles.box} ${styles.refused}` : styles.box}>
        <Input
          ref={input}
          id={id}
          name={name}
          className={styles.input}
          value={value}
          onChange={(typed) => onChange(settings.digits ? onlyDigits(typed, maxLength) : typed)}
          placeholder={placeholder}
          type={secret && !revealed ? 'password' : 'text'}
          inputMode={settings.inputMode}
          maxLength={maxLength}
          autoComplete={settings.autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
        />
        {secret ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('common.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
