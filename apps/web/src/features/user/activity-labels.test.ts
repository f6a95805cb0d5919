import {
  AUDIT_REASON_KEYS,
  CUSTOMER_AUDIT_ACTION_KEYS,
  OPERATOR_ROLE_KEYS,
  RESTRICTION_KINDS,
  type Locale,
} from '@kabuto/contract';
import { STATUS_TEXTS } from '@kabuto/app-kit';
import { describe, expect, it } from 'vitest';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import { actionLabelKey, statusGroupOf } from './activity-labels';

const TEXTS = FEATURE_TRANSLATIONS.activity;
const LOCALES = Object.keys(TEXTS) as Locale[];

/** The text at a dotted key of one language's activity texts, if it is a non-empty string. */
function textAt(locale: Locale, key: string): string | undefined {
  let node: unknown = TEXTS[locale];
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' && node.length > 0 ? node : undefined;
}

describe('account activity labels', () => {
  it.each(LOCALES)('name every action a customer can be shown in %s', (locale) => {
    const missing = CUSTOMER_AUDIT_ACTION_KEYS.filter(
      (action) => textAt(locale, actionLabelKey(action)) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('word every server reason, role and restriction in %s', (locale) => {
    const keys = [
      ...AUDIT_REASON_KEYS.map((key) => `reasons.${key}`),
      ...OPERATOR_ROLE_KEYS.map((key) => `roles.${key}`),
      ...RESTRICTION_KINDS.map((key) => `restrictions.${key}`),
    ];
    expect(keys.filter((key) => textAt(locale, key) === undefined)).toEqual([]);
  });

  it('keep one label per action: no two actions share a text', () => {
    for (const locale of LOCALES) {
      const labels = CUSTOMER_AUDIT_ACTION_KEYS.map((action) =>
        textAt(locale, actionLabelKey(action)),
      );
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('find each status group in the shared catalogue', () => {
    for (const action of CUSTOMER_AUDIT_ACTION_KEYS) {
      const group = statusGroupOf(action);
      if (group !== null) expect(Object.keys(STATUS_TEXTS.en)).toContain(group);
    }
    expect(statusGroupOf('kyc.approve')).toBe('verification');
    expect(statusGroupOf('trading.lock_position')).toBe('order');
    expect(statusGroupOf('withdrawal.reject')).toBe('request');
    expect(statusGroupOf('support.reply')).toBeNull();
  });
});
