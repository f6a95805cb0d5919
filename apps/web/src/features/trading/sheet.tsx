import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './detail.module.css';

/**
 * A bottom sheet that asks before it acts (selling a position, adding margin): a title and a lead,
 * what the action would do, then "back" and the confirming button.
 */
export function Sheet({
  title,
  lead,
  testId,
  back,
  confirm,
  children,
}: {
  title: string;
  lead: string;
  testId: string;
  back: { text: string; onClick: () => void };
  confirm: {
    text: string;
    onClick: () => void;
    loading: boolean;
    disabled: boolean;
    testId: string;
  };
  children: ReactNode;
}) {
  return (
    <div className={styles.sheet} data-testid={testId}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <p className={styles.sheetLead}>{lead}</p>
      {children}
      <div className={styles.sheetButtons}>
        <Button onClick={back.onClick}>{back.text}</Button>
        <Button
          color="primary"
          loading={confirm.loading}
          disabled={confirm.disabled}
          onClick={confirm.onClick}
          data-testid={confirm.testId}
        >
          {confirm.text}
        </Button>
      </div>
    </div>
  );
}
