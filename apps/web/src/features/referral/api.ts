import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralApi, type ReferralInfo, type ReferralTracker } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { API_ORIGIN } from '../../shared/api/origin';
import { dateTimeFormat } from '../../shared/intl-formats';

export type { ReferralInfo, ReferralTracker };

/** My code, the rules, my friends' trackers and my own (docs/referral.md). */
export const referralInfoQuery = queryOptions({
  ...endpointQuery(api, referralApi.info, {}),
  // Steps are done and rewards released at any moment: current on every visit.
  staleTime: 0,
});

export function useReferralInfo() {
  return useQuery(referralInfoQuery);
}

/**
 * The invitation link: this app's own registration screen with the code filled in. On the web it
 * is built from where the app is served (the page's own address), so it is right behind any host
 * name. In the native shell the page's address is the phone's own (https://localhost), which a
 * friend cannot open: there the link names the server the shell talks to, which serves the same
 * app at its root (docs/app-shell.md).
 */
export function invitationLink(
  code: string,
  where: Pick<Location, 'origin' | 'pathname'> = location,
  apiOrigin: string = API_ORIGIN,
) {
  const base = apiOrigin ? `${apiOrigin}/` : `${where.origin}${where.pathname}`;
  return `${base}#/login/register?code=${encodeURIComponent(code)}`;
}

/** A date (Japan) in the reader's language: deadlines and release dates are days, not minutes. */
export function japanDate(iso: string, intlLocale: string): string {
  return dateTimeFormat(intlLocale, {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
