import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A password field gets a show/hide toggle. */
  secret?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoComplete?: string;
  name?: string;
};

/** A labelled input: label above, a rounded box below (the label names the input for screen readers). */
export function Field({
  label,
  value,
  onChange,
  placeholder,
  secret = false,
  inputMode,
  maxLength,
  autoComplete,
  name,
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <Input
          id={id}
          name={name}
          className={styles.input}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={secret && !revealed ? 'password' : 'text'}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
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
    </div>
  );
}
