import type { UserInfo } from '@kabuto/contract';
import { signOf, type DecimalString } from '@kabuto/money';

export type AssetPart = {
  /** The key under `assets.` in the locale files. */
  label:
    'available' | 'onHold' | 'marginInUse' | 'ipoAllotments' | 'unrealized' | 'foreign' | 'loans';
  value: DecimalString;
  /** A profit or loss: shown with its sign. */
  signed: boolean;
};

/**
 * The parts that make up total assets, in the order Home and Mine show them. The server answers
 * totalAssets as exactly their sum (to the sen), so the figures on screen add up. Foreign currency
 * and loans, and new shares paid for but not listed yet, are shown only when there are any.
 */
export function assetParts(assets: UserInfo['assets']): AssetPart[] {
  const parts: AssetPart[] = [
    { label: 'available', value: assets.availableFunds, signed: false },
    { label: 'onHold', value: assets.frozenFunds, signed: false },
    { label: 'marginInUse', value: assets.marginInUse, signed: false },
    { label: 'ipoAllotments', value: assets.ipoAllotments, signed: false },
    { label: 'unrealized', value: assets.unrealizedPnl, signed: true },
    { label: 'foreign', value: assets.foreignFunds, signed: false },
    { label: 'loans', value: assets.loanBalance, signed: true },
  ];
  return parts.filter(
    (part) =>
      !(part.label === 'foreign' || part.label === 'loans' || part.label === 'ipoAllotments') ||
      signOf(part.value) !== 0,
  );
}
