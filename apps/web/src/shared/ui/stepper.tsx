import { Stepper } from 'antd-mobile';
import { useId, useLayoutEffect } from 'react';

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'] as const;

/**
 * antd-mobile's Stepper with its number field named for screen readers. The library gives the
 * field no name (an `aria-label` goes to the outer box) and repeats the field's `aria-value*` on
 * the plain box around it, where ARIA does not allow them: after each render the name goes on the
 * field and that box loses those attributes.
 */
export function LabelledStepper({
  'aria-label': label,
  'data-testid': testId,
  ...props
}: {
  'aria-label': string;
  'data-testid'?: string;
  className?: string;
  min: number;
  max: number;
  digits?: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  useLayoutEffect(() => {
    const input = document.querySelector(`[data-stepper="${CSS.escape(id)}"] input`);
    if (!input) return;
    input.setAttribute('aria-label', label);
    const box = input.parentElement;
    if (box) for (const name of VALUE_ATTRIBUTES) box.removeAttribute(name);
  });
  return <Stepper {...props} data-testid={testId} data-stepper={id} />;
}
