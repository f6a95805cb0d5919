import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icons';

export type Decision = 'approve' | 'reject';

/**
 * Reject and approve, side by side (reject first, so approving is the last, deliberate step);
 * disabled for an operator the contract does not let decide. `small` in a table row, where
 * `named` says whose request each button decides.
 */
export function DecisionButtons({
  allowed,
  onDecide,
  approveLabel,
  rejectLabel,
  small = false,
  named,
}: {
  allowed: boolean;
  onDecide: (decision: Decision) => void;
  approveLabel: string;
  rejectLabel: string;
  small?: boolean;
  named?: { approve: string; reject: string };
}) {
  const button = (decision: Decision, variant: 'danger' | 'primary', label: ReactNode) => (
    <Button
      variant={variant}
      small={small}
      disabled={!allowed}
      aria-label={named?.[decision]}
      onClick={() => onDecide(decision)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button('reject', 'danger', rejectLabel)}
      {button(
        'approve',
        'primary',
        <>
          <Icon name="check" />
          {approveLabel}
        </>,
      )}
    </>
  );
}
