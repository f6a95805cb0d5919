import { translateErrorKey } from './i18n';
import { showMessage } from './ui/toast';

/** One failed rule: its catalogue key, and the field it names (an empty path: the whole form). */
export type FormIssue = { message: string; path?: ReadonlyArray<PropertyKey> };

/** The part of a zod schema a form needs. The contract's rules carry catalogue keys as messages. */
export type FormSchema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<FormIssue> } };
};

/** A form's refusals: each field's first catalogue key (in the schema's order), and the form's own. */
export type FormRefusals = {
  fields: ReadonlyArray<{ field: string; key: string }>;
  form: string | null;
};

/** The field a failed rule names, if it is one of the form's fields. */
function fieldOf(issue: FormIssue, fields: ReadonlySet<string>): string | null {
  const first = issue.path?.[0];
  return typeof first === 'string' && fields.has(first) ? first : null;
}

/**
 * Sorts failed rules into the fields they belong to (the first one per field, the schema's order
 * kept, so the first is the one to focus) and the first that belongs to no field of the form.
 */
export function sortRefusals(
  issues: ReadonlyArray<FormIssue>,
  fields: Iterable<string>,
): FormRefusals {
  const known = new Set(fields);
  const byField = new Map<string, string>();
  let form: string | null = null;
  for (const issue of issues) {
    const field = fieldOf(issue, known);
    if (field === null) form ??= issue.message;
    else if (!byField.has(field)) byField.set(field, issue.message);
  }
  return { fields: [...byField].map(([field, key]) => ({ field, key })), form };
}

/**
 * The field a server refusal belongs to. A contract rule's key is found where the contract puts
 * it: the same schema, run on the body that was sent, names the field in the failed rule's path.
 * Refusals only the server can make (an unknown invitation code, a number already registered)
 * come from the form's own list. Anything else (a throttle, a wrong password at login) is the
 * whole form's: null.
 */
export function refusalField(
  key: string,
  sent: { schema: FormSchema<unknown>; value: unknown } | null,
  serverFields: Readonly<Record<string, string | undefined>>,
  fields: Iterable<string>,
): string | null {
  const known = new Set(fields);
  const result = sent?.schema.safeParse(sent.value);
  if (result && !result.success) {
    const issue = result.error.issues.find((each) => each.message === key);
    const field = issue ? fieldOf(issue, known) : null;
    if (field !== null) return field;
  }
  const listed = Object.hasOwn(serverFields, key) ? serverFields[key] : undefined;
  return listed !== undefined && known.has(listed) ? listed : null;
}

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
