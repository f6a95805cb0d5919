import { LOCALES, REFERRAL_ENTRY_TYPES, REFERRAL_INELIGIBLE_REASONS } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { isKnownEntryType } from '../../shared/entry-types';
import { FEATURE_TRANSLATIONS } from '../../shared/i18n/translations';
import { invitationLink, japanDate } from './api';

describe('invite and share', () => {
  it('links to this app’s registration screen with the code filled in', () => {
    expect(invitationLink('AB12CD', { origin: 'https://kabuto.example', pathname: '/' })).toBe(
      'https://kabuto.example/#/login/register?code=AB12CD',
    );
    expect(invitationLink('A B', { origin: 'http://127.0.0.1:3000', pathname: '/app/' })).toBe(
      'http://127.0.0.1:3000/app/#/login/register?code=A%20B',
    );
    // In the native shell the page is the phone's own: the link names the server instead.
    expect(
      invitationLink(
        'AB12CD',
        { origin: 'https://localhost', pathname: '/' },
        'https://kabuto.example',
      ),
    ).toBe('https://kabuto.example/#/login/register?code=AB12CD');
  });

  it('shows deadlines as Japan dates', () => {
    // 15:30 UTC on 19 January is already 20 January in Japan.
    expect(japanDate('2027-01-19T15:30:00.000Z', 'en-US')).toBe('01/20/2027');
  });

  it('names the reward in fund records and every reason it can be refused, in every language', () => {
    for (const type of REFERRAL_ENTRY_TYPES) {
      expect(isKnownEntryType(type)).toBe(true);
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.funding[locale].records.types[type].length).toBeGreaterThan(0);
    }
    for (const reason of REFERRAL_INELIGIBLE_REASONS)
      for (const locale of LOCALES)
        expect(FEATURE_TRANSLATIONS.referral[locale].reason[reason].length).toBeGreaterThan(0);
  });
});
