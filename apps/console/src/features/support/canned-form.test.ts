import { SUPPORT_CANNED_TITLE_MAX, SUPPORT_MESSAGE_MAX } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { cannedFromDraft, draftOf, isUnchanged } from './canned-form';

const texts = { ja: 'お待たせしました', 'zh-TW': '讓您久等了', en: 'Thank you for waiting' };

describe('the canned reply editor: the draft as the contract reads it', () => {
  it('becomes the request body, trimmed, with the id of the reply it changes', () => {
    expect(
      cannedFromDraft(
        { title: ' Waiting ', texts: { ...texts, en: ' Thank you for waiting\n' } },
        7,
      ),
    ).toEqual({
      ok: true,
      body: { id: 7, title: 'Waiting', texts },
    });
    expect(cannedFromDraft({ title: 'Waiting', texts }, null)).toEqual({
      ok: true,
      body: { title: 'Waiting', texts },
    });
  });

  it('names every blank language and a blank or long title with the key the server would answer', () => {
    const blank = cannedFromDraft(
      { ...draftOf(null), texts: { ...draftOf(null).texts, ja: 'はい' } },
      null,
    );
    expect(blank).toEqual({
      ok: false,
      errors: {
        title: 'invalid_params',
        'zh-TW': 'every_language_required',
        en: 'every_language_required',
      },
    });
    const long = cannedFromDraft(
      {
        title: 'x'.repeat(SUPPORT_CANNED_TITLE_MAX + 1),
        texts: { ...texts, en: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) },
      },
      null,
    );
    expect(long).toEqual({ ok: false, errors: { title: 'invalid_params', en: 'invalid_params' } });
  });

  it('sees an edit that changes nothing', () => {
    const reply = { id: 3, title: 'Waiting', texts };
    expect(draftOf(reply)).toEqual({ title: 'Waiting', texts });
    expect(isUnchanged({ id: 3, title: 'Waiting', texts }, reply)).toBe(true);
    expect(isUnchanged({ id: 3, title: 'Waiting', texts: { ...texts, en: 'Thanks' } }, reply)).toBe(
      false,
    );
    expect(isUnchanged({ title: 'Waiting', texts }, null)).toBe(false);
  });
});
