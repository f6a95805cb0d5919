import { describe, expect, it } from 'vitest';
import { MAX_FIELDS, diffJson, flattenJson } from './json-diff';

describe('audit before/after diff', () => {
  it('shows a restriction being set as one added field (nothing recorded before)', () => {
    expect(diffJson(null, { kind: 'frozen' })).toEqual([
      { path: 'kind', change: 'added', before: null, after: '"frozen"' },
    ]);
  });

  it('shows a restriction being lifted as removed fields (nothing recorded after)', () => {
    expect(diffJson({ kind: 'frozen', reason: 'Fraud report' }, null)).toEqual([
      { path: 'kind', change: 'removed', before: '"frozen"', after: null },
      { path: 'reason', change: 'removed', before: '"Fraud report"', after: null },
    ]);
  });

  it('shows a site configuration change as a changed value', () => {
    expect(diffJson({ value: 'Kabuto' }, { value: 'Kabuto Securities' })).toEqual([
      { path: 'value', change: 'changed', before: '"Kabuto"', after: '"Kabuto Securities"' },
    ]);
  });

  it('keeps unchanged fields, marked as such, and walks nested objects and arrays', () => {
    const lines = diffJson(
      { status: 'pending', amount: { value: '1000', currency: 'JPY' }, tags: ['a'] },
      { status: 'approved', amount: { value: '1000', currency: 'JPY' }, tags: ['a', 'b'] },
    );
    expect(lines).toEqual([
      { path: 'status', change: 'changed', before: '"pending"', after: '"approved"' },
      { path: 'amount.value', change: 'unchanged', before: '"1000"', after: '"1000"' },
      { path: 'amount.currency', change: 'unchanged', before: '"JPY"', after: '"JPY"' },
      { path: 'tags[0]', change: 'unchanged', before: '"a"', after: '"a"' },
      { path: 'tags[1]', change: 'added', before: null, after: '"b"' },
    ]);
  });

  it('tells a value that became null from one that disappeared', () => {
    expect(diffJson({ note: 'x', gone: 1 }, { note: null })).toEqual([
      { path: 'note', change: 'changed', before: '"x"', after: 'null' },
      { path: 'gone', change: 'removed', before: '1', after: null },
    ]);
  });

  it('quotes keys that are not plain names, and shows empty containers as such', () => {
    expect([...flattenJson({ 'a b': {}, list: [] })]).toEqual([
      ['"a b"', '{}'],
      ['list', '[]'],
    ]);
  });

  it('shows a bare value at the top level under an empty path', () => {
    expect(diffJson('old', 'new')).toEqual([
      { path: '', change: 'changed', before: '"old"', after: '"new"' },
    ]);
  });

  it('stops at a bounded number of fields', () => {
    const wide = Object.fromEntries(
      Array.from({ length: MAX_FIELDS + 50 }, (_, index) => [`f${index}`, index]),
    );
    expect(diffJson(null, wide)).toHaveLength(MAX_FIELDS);
  });
});
