/** A stepper's range: whole numbers from `min` to `max`, `step` apart counting from `min`. */
export type StepBounds = { min: number; max: number; step: number };

/** The nearest allowed value to `value`: in range and on a step (half a step rounds up). */
export function clampStep(value: number, { min, max, step }: StepBounds): number {
  if (!Number.isFinite(value)) return min;
  const onStep = min + Math.round((value - min) / step) * step;
  const top = min + Math.floor((max - min) / step) * step;
  return Math.min(Math.max(onStep, min), top);
}

/**
 * What digits typed so far mean: the value, if it is allowed as it stands; null while it is not
 * (empty, out of range, off a step), which the field keeps until it is left.
 */
export function typedWhole(typed: string, bounds: StepBounds): number | null {
  if (!/^\d+$/.test(typed)) return null;
  const value = Number(typed);
  return clampStep(value, bounds) === value ? value : null;
}
