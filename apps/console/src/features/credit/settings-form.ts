import {
  LOWEST_LEGAL_ANNUAL_RATE,
  MAX_LATE_ANNUAL_RATE,
  creditSettings,
  loanProduct,
  type CreditBand,
  type CreditSettings,
  type LoanProduct,
} from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { formatAmount } from '../../shared/format';
import {
  fractionToPercent,
  parseWhole,
  parseYen,
  ratePercentToFraction,
  sharePercentToFraction,
} from './rates';

/**
 * The credit settings as the edit form holds them: every value as the operator types it, rates
 * and shares in percent, yen grouped ("1,000,000"). `fromDraft` turns a draft back into the contract's shape, or names each
 * field that is wrong and why (in the console's words: which legal cap, which order); the server
 * checks everything again.
 */

export type BandDraft = { minScore: string; sharePercent: string; maxLimit: string };
export type ProductDraft = {
  id: string;
  termDays: string;
  annualPercent: string;
  latePercent: string;
};
export type CreditDraft = {
  bands: BandDraft[];
  products: ProductDraft[];
  secondApprovalAbove: string;
};

/** The contract's bounds on the table's length (creditSettings). */
export const MAX_BANDS = 20;
export const MAX_PRODUCTS = 10;

/** Why a field is wrong: each has its sentence in the credit namespace (`edit.errors.*`). */
export type Problem =
  | 'score'
  | 'firstScore'
  | 'scoreOrder'
  | 'share'
  | 'yen'
  | 'productId'
  | 'duplicateId'
  | 'termDays'
  | 'rate'
  | 'rateCap'
  | 'lateCap'
  | 'lateBelowRate'
  | 'rowCount'
  | 'invalid';

/** Problems by field: `bands.1.minScore`, `products.0.annualPercent`, `secondApprovalAbove`. */
export type Problems = Record<string, Problem>;

export type DraftResult =
  { ok: true; settings: CreditSettings } | { ok: false; problems: Problems };

export function bandToDraft(band: CreditBand): BandDraft {
  return {
    minScore: String(band.minScore),
    sharePercent: fractionToPercent(band.collateralShare),
    maxLimit: formatAmount(band.maxLimit, 'JPY'),
  };
}

export function productToDraft(product: LoanProduct): ProductDraft {
  return {
    id: product.id,
    termDays: String(product.termDays),
    annualPercent: fractionToPercent(product.annualRate),
    latePercent: fractionToPercent(product.lateAnnualRate),
  };
}

export function toDraft(settings: CreditSettings): CreditDraft {
  return {
    bands: settings.bands.map(bandToDraft),
    products: settings.products.map(productToDraft),
    secondApprovalAbove: formatAmount(settings.secondApprovalAbove, 'JPY'),
  };
}

/** A new row under the last: the next score up, the last row's share and cap to start from. */
export function nextBand(bands: readonly BandDraft[]): BandDraft {
  const last = bands.at(-1);
  const score = last ? parseWhole(last.minScore, 3) : null;
  return {
    minScore: score === null ? '' : String(Math.min(100, score + 10)),
    sharePercent: last?.sharePercent ?? '',
    maxLimit: last?.maxLimit ?? '',
  };
}

export function blankProduct(): ProductDraft {
  return { id: '', termDays: '', annualPercent: '', latePercent: '' };
}

function bandFrom(draft: BandDraft, at: string, problems: Problems): CreditBand | null {
  const score = parseWhole(draft.minScore, 3);
  const minScore = score !== null && score <= 100 ? score : null;
  const collateralShare = sharePercentToFraction(draft.sharePercent);
  const maxLimit = parseYen(draft.maxLimit);
  if (minScore === null) problems[`${at}.minScore`] = 'score';
  if (collateralShare === null) problems[`${at}.sharePercent`] = 'share';
  if (maxLimit === null) problems[`${at}.maxLimit`] = 'yen';
  if (minScore === null || collateralShare === null || maxLimit === null) return null;
  return { minScore, collateralShare, maxLimit };
}

function productFrom(draft: ProductDraft, at: string, problems: Problems): LoanProduct | null {
  const id = draft.id.trim();
  const days = parseWhole(draft.termDays, 3);
  const termDays =
    days !== null && loanProduct.shape.termDays.safeParse(days).success ? days : null;
  const annualRate = ratePercentToFraction(draft.annualPercent);
  const lateAnnualRate = ratePercentToFraction(draft.latePercent);
  const found: Problems = {};
  if (!loanProduct.shape.id.safeParse(id).success) found[`${at}.id`] = 'productId';
  if (termDays === null) found[`${at}.termDays`] = 'termDays';
  if (annualRate === null) found[`${at}.annualPercent`] = 'rate';
  else if (compare(annualRate, LOWEST_LEGAL_ANNUAL_RATE) > 0)
    found[`${at}.annualPercent`] = 'rateCap';
  if (lateAnnualRate === null) found[`${at}.latePercent`] = 'rate';
  else if (compare(lateAnnualRate, MAX_LATE_ANNUAL_RATE) > 0)
    found[`${at}.latePercent`] = 'lateCap';
  // Below the rate says something only of a rate that is itself right.
  else if (
    annualRate !== null &&
    !found[`${at}.annualPercent`] &&
    compare(lateAnnualRate, annualRate) < 0
  )
    found[`${at}.latePercent`] = 'lateBelowRate';
  Object.assign(problems, found);
  if (Object.keys(found).length > 0 || termDays === null || !annualRate || !lateAnnualRate)
    return null;
  return { id, termDays, annualRate, lateAnnualRate };
}

/** The draft as the contract's settings, or every field that is wrong. */
export function fromDraft(draft: CreditDraft): DraftResult {
  const problems: Problems = {};
  const bands = draft.bands.map((band, index) => bandFrom(band, `bands.${index}`, problems));
  const products = draft.products.map((product, index) =>
    productFrom(product, `products.${index}`, problems),
  );
  const secondApprovalAbove = parseYen(draft.secondApprovalAbove);
  if (secondApprovalAbove === null) problems.secondApprovalAbove = 'yen';

  // The table starts at score 0 and rises: each row's score above the one before it.
  bands.forEach((band, index) => {
    if (!band) return;
    if (index === 0 && band.minScore !== 0) problems['bands.0.minScore'] = 'firstScore';
    const before = index > 0 ? bands[index - 1] : null;
    if (before && band.minScore <= before.minScore)
      problems[`bands.${index}.minScore`] = 'scoreOrder';
  });
  // A product's id names it to customers' loans: two rows may not share one.
  const seen = new Set<string>();
  products.forEach((product, index) => {
    if (!product) return;
    if (seen.has(product.id)) problems[`products.${index}.id`] = 'duplicateId';
    seen.add(product.id);
  });

  if (draft.bands.length < 1 || draft.bands.length > MAX_BANDS) problems.bands = 'rowCount';
  if (draft.products.length < 1 || draft.products.length > MAX_PRODUCTS)
    problems.products = 'rowCount';

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  // Every rule above is the contract's; its own check has the last word.
  const checked = creditSettings.safeParse({ bands, products, secondApprovalAbove });
  return checked.success
    ? { ok: true, settings: checked.data }
    : { ok: false, problems: { form: 'invalid' } };
}

/** One line of what a save changes: a band or a product added, removed or changed, or the threshold. */
export type SettingsChange =
  | { kind: 'band'; index: number; before: CreditBand | null; after: CreditBand | null }
  | { kind: 'product'; id: string; before: LoanProduct | null; after: LoanProduct | null }
  | { kind: 'threshold'; before: string; after: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What differs between the settings in force and the ones to save: bands by their row (the table
 * is read in order), products by their id (existing loans keep their own terms), the threshold.
 */
export function settingsChanges(before: CreditSettings, after: CreditSettings): SettingsChange[] {
  const changes: SettingsChange[] = [];
  const rows = Math.max(before.bands.length, after.bands.length);
  for (let index = 0; index < rows; index++) {
    const was = before.bands[index] ?? null;
    const now = after.bands[index] ?? null;
    if (!same(was, now)) changes.push({ kind: 'band', index, before: was, after: now });
  }
  const ids = [
    ...before.products.map((product) => product.id),
    ...after.products
      .map((product) => product.id)
      .filter((id) => !before.products.some((product) => product.id === id)),
  ];
  for (const id of ids) {
    const was = before.products.find((product) => product.id === id) ?? null;
    const now = after.products.find((product) => product.id === id) ?? null;
    if (!same(was, now)) changes.push({ kind: 'product', id, before: was, after: now });
  }
  if (before.secondApprovalAbove !== after.secondApprovalAbove)
    changes.push({
      kind: 'threshold',
      before: before.secondApprovalAbove,
      after: after.secondApprovalAbove,
    });
  return changes;
}

/** The scores a band covers: from its own to the one below the next band's ("40–59"). */
export function scoreRange(bands: readonly { minScore: number }[], index: number): string {
  const band = bands[index];
  if (!band) return '';
  const next = bands[index + 1];
  return `${band.minScore}–${next ? next.minScore - 1 : 100}`;
}
