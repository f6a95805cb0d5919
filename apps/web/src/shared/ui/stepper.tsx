import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useState, type KeyboardEvent } from 'react';
import { onlyDigits } from './field';
import { clampStep, typedWhole } from './stepper-value';
import styles from './stepper.module.css';

/** The box a stepper's buttons and field sit in (the limit price uses it around its own field). */
export const stepperBoxClass = styles.box;

/** A − or + button of a stepper: 44 px, named for screen readers (the icon is decoration). */
export function StepButton({
  direction,
  label,
  onClick,
  disabled,
}: {
  direction: -1 | 1;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {direction < 0 ? <MinusOutline aria-hidden /> : <AddOutline aria-hidden />}
    </button>
  );
}

/**
 * A whole number from `min` to `max` in steps of `step`: a field (a spin button: the arrow keys
 * step too) between a − and a + button. The field is named by the `<label htmlFor={id}>` the
 * caller draws; what is typed takes effect while it is in range, and leaving the field brings it
 * into range (or back to the value, if nothing was typed).
 */
export function Stepper({
  id,
  min,
  max,
  step = 1,
  value,
  onChange,
  decreaseLabel,
  increaseLabel,
  testId,
}: {
  id: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  testId?: string;
}) {
  // What is typed, while it is typed (null: the value itself).
  const [draft, setDraft] = useState<string | null>(null);
  const bounds = { min, max, step };
  const move = (direction: -1 | 1) => {
    setDraft(null);
    const next = clampStep(value + direction * step, bounds);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = draft === '' ? value : clampStep(Number(draft), bounds);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key] as -1 | 1 | undefined;
    if (direction !== undefined) {
      event.preventDefault();
      move(direction);
    } else if (event.key === 'Enter') {
      commit();
    }
  };
  return (
    <div className={styles.box} data-testid={testId}>
      <StepButton
        direction={-1}
        label={decreaseLabel}
        onClick={() => move(-1)}
        disabled={value <= min}
      />
      <input
        id={id}
        className={styles.input}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft ?? String(value)}
        onChange={(event) => {
          const typed = onlyDigits(event.target.value, String(max).length);
          setDraft(typed);
          const whole = typedWhole(typed, bounds);
          if (whole !== null && whole !== value) onChange(whole);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <StepButton
        direction={1}
        label={increaseLabel}
        onClick={() => move(1)}
        disabled={value >= max}
      />
    </div>
  );
}
