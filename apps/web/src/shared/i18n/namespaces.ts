/**
 * The translation namespaces, by when they are loaded. Every screen needs the first ones at once
 * (the tab bar and Home speak `trading` and `market` too); the later ones come with the screens
 * that speak them (app/routes.tsx), so Home's first view waits for none of them: `funding` (the
 * money screens, Mine), `ipo` (new-share subscriptions), `copy` (copy trading), `credit` (the
 * credit score and loans, Mine), `block` (block trades), `bidding`
 * (agreed-price bidding), `grab` (grab shares at the upper limit), `referral`
 * (invite and share), `support` (the support chat), `activity` (account activity and sessions, Mine), `report` (the annual report, Mine), `documents` (the agreement, the privacy policy and the proof of liabilities: long texts of their own screens) and `errors` (the contract's refusals,
 * for forms and failure toasts). The build puts one language's first namespaces in one file (build/chunks.ts).
 */
export const FIRST_NAMESPACES = ['translation', 'statuses', 'market', 'trading'] as const;
export const LATER_NAMESPACES = [
  'funding',
  'ipo',
  'copy',
  'credit',
  'block',
  'bidding',
  'grab',
  'referral',
  'support',
  'activity',
  'report',
  'documents',
  'errors',
] as const;

export type Namespace = (typeof FIRST_NAMESPACES)[number] | (typeof LATER_NAMESPACES)[number];
