import { translateErrorKey } from './i18n';
import { showMessage } from './ui/toast';

/** The part of a zod schema a form needs. The contract's rules carry catalogue keys as messages. */
export type FormSchema<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

/**
 * Checks a form with the same contract schema the server uses, so both sides refuse the same
 * input with the same words. On refusal the first rule's message is shown, translated.
 */
export function checkForm<T>(schema: FormSchema<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  showMessage(translateErrorKey(result.error.issues[0]?.message ?? 'invalid_params'));
  return null;
}

/** A refusal decided in the app (e.g. an unticked agreement), shown like a server refusal. */
export function refuse(key: string): void {
  showMessage(translateErrorKey(key));
}
