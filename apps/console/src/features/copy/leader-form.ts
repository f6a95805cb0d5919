import {
  LOCALES,
  copyReviewLeaderRequest,
  isErrorKey,
  type ErrorKey,
  type LocalizedNames,
} from '@kabuto/contract';
import { blankNames, type Checked, type DraftErrors, type Names } from './copy-form';
import type { Mirror } from './api';

/**
 * The leader review's helpers: the approval's draft (the strategy's published names and
 * description, written by the operator in every language) turned into the request's fields, and
 * what the pool page says about a mirrored trade.
 */

/** The contract's longest published name and description (copyReviewLeaderRequest). */
export const LEADER_NAME_MAX_CHARS = 60;
export const LEADER_DESCRIPTION_MAX_CHARS = 2000;

export type ApprovalDraft = { names: Names; description: Names };
export type ApprovalBody = { names: LocalizedNames; description: LocalizedNames };

export function blankApproval(): ApprovalDraft {
  return { names: blankNames(), description: blankNames() };
}

const trimmed = (names: Names): Names => ({
  ja: names.ja.trim(),
  'zh-TW': names['zh-TW'].trim(),
  en: names.en.trim(),
});

const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/**
 * The approval's texts, trimmed, or each wrong field by name and language (`names.en`,
 * `description.zh-TW`) with the key the server would answer: a blank language is
 * 'every_language_required' (followers never read a language not theirs), a long one
 * 'invalid_params'.
 */
export function approvalFromDraft(draft: ApprovalDraft): Checked<ApprovalBody> {
  const body = { names: trimmed(draft.names), description: trimmed(draft.description) };
  const checked = copyReviewLeaderRequest
    .pick({ names: true, description: true })
    .required()
    .safeParse(body);
  if (checked.success) return { ok: true, body };
  const errors: DraftErrors = {};
  for (const issue of checked.error.issues) {
    const [field, language] = issue.path;
    if (field !== 'names' && field !== 'description') continue;
    const languages = typeof language === 'string' ? [language] : LOCALES;
    for (const each of languages) errors[`${field}.${each}`] ??= keyOf(issue.message);
  }
  return { ok: false, errors };
}

/** Skip reasons the console has words for (mirror-job.ts); any other is shown as its code. */
export const MIRROR_SKIP_REASONS = [
  'pool_too_small',
  'pool_cash_short',
  'leader_equity_none',
  'leader_closed',
] as const;
export type MirrorSkipReason = (typeof MIRROR_SKIP_REASONS)[number];

/**
 * What a mirror's row says beside its state: why it was skipped (in the console's words when it
 * knows the reason), the trading rules' refusal of its last order (the error catalogue's sentence
 * when the key is one; tried again on the next run); none for a mirror that went as it should.
 */
export type MirrorNote =
  | { kind: 'skip'; reason: MirrorSkipReason }
  | { kind: 'skipCode'; code: string }
  | { kind: 'refused'; key: ErrorKey }
  | { kind: 'refusedCode'; code: string };

export function mirrorNotes(mirror: Pick<Mirror, 'skipReason' | 'refusalKey'>): MirrorNote[] {
  const notes: MirrorNote[] = [];
  const { skipReason, refusalKey } = mirror;
  if (skipReason !== null)
    notes.push(
      (MIRROR_SKIP_REASONS as readonly string[]).includes(skipReason)
        ? { kind: 'skip', reason: skipReason as MirrorSkipReason }
        : { kind: 'skipCode', code: skipReason },
    );
  if (refusalKey !== null)
    notes.push(
      isErrorKey(refusalKey)
        ? { kind: 'refused', key: refusalKey }
        : { kind: 'refusedCode', code: refusalKey },
    );
  return notes;
}
