import {
  LOCALES,
  isErrorKey,
  supportCannedSaveRequest,
  type ErrorKey,
  type Locale,
  type LocalizedNames,
} from '@kabuto/contract';
import type { SupportCannedReply } from './api';

/**
 * The canned reply editor's draft: a title the desk reads, and the text in every language (the
 * customer receives the one they write in). `cannedFromDraft` checks it with the contract's own
 * schema, so the editor names what the server would refuse, with its key, before anything is sent.
 */

export type CannedDraft = { title: string; texts: Record<Locale, string> };
export type CannedBody = { id?: number; title: string; texts: LocalizedNames };
/** A field's error key: `title`, or a text by its language. */
export type CannedErrors = Partial<Record<'title' | Locale, ErrorKey>>;
export type CheckedCanned = { ok: true; body: CannedBody } | { ok: false; errors: CannedErrors };

export function draftOf(reply: SupportCannedReply | null): CannedDraft {
  return {
    title: reply?.title ?? '',
    texts: { ...(reply?.texts ?? { ja: '', 'zh-TW': '', en: '' }) },
  };
}

const draftSchema = supportCannedSaveRequest.omit({ reason: true });
const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/** The request's body (trimmed, as the server stores it) or each wrong field's key. */
export function cannedFromDraft(draft: CannedDraft, id: number | null): CheckedCanned {
  const checked = draftSchema.safeParse({ ...(id === null ? {} : { id }), ...draft });
  if (checked.success) return { ok: true, body: checked.data };
  const errors: CannedErrors = {};
  for (const issue of checked.error.issues) {
    const [field, language] = issue.path;
    if (field === 'title') errors.title ??= keyOf(issue.message);
    if (field !== 'texts') continue;
    const one = LOCALES.find((each) => each === language);
    for (const each of one ? [one] : LOCALES) errors[each] ??= keyOf(issue.message);
  }
  return { ok: false, errors };
}

/** Whether the body would store what the reply already says (an edit that changes nothing). */
export function isUnchanged(body: CannedBody, reply: SupportCannedReply | null): boolean {
  return (
    reply !== null &&
    reply.title === body.title &&
    (Object.keys(body.texts) as Locale[]).every(
      (language) => reply.texts[language] === body.texts[language],
    )
  );
}
