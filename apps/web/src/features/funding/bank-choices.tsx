import { BankcardOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './funding.module.css';

export type BankChoice = { id: number; title: ReactNode; detail: ReactNode };

/**
 * One bank account to pick from a few, as radio buttons: the deposit screen's receiving channels and
 * the withdraw screen's cards.
 */
export function BankChoices({
  label,
  choices,
  chosenId,
  onChoose,
}: {
  label: string;
  choices: readonly BankChoice[];
  chosenId: number | undefined;
  onChoose: (id: number) => void;
}) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          role="radio"
          aria-checked={chosenId === choice.id}
          className={styles.choice}
          onClick={() => onChoose(choice.id)}
        >
          <span className={styles.choiceIcon}>
            <BankcardOutline />
          </span>
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{choice.title}</span>
            <span className={styles.choiceSub}>{choice.detail}</span>
          </span>
          <span className={styles.radio} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
