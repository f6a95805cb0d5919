import { saveLendingQuotaRequest } from '@kabuto/contract';
import { parseCount } from './settings-form';

/** A symbol's lending quota as the edit dialog chooses it: its own number, the default, or closed. */
export type Mode = 'default' | 'own' | 'closed';
export const MODES: readonly Mode[] = ['own', 'default', 'closed'];

export function modeOf(quotaShares: number | null): Mode {
  return quotaShares === null ? 'default' : quotaShares === 0 ? 'closed' : 'own';
}

/** What the server is sent: null returns to the default, 0 closes short selling in the symbol. */
export function quotaToSend(mode: Mode, typed: string): number | null | 'invalid' {
  if (mode === 'default') return null;
  if (mode === 'closed') return 0;
  const shares = parseCount(typed);
  return shares !== null && saveLendingQuotaRequest.shape.quotaShares.safeParse(shares).success
    ? shares
    : 'invalid';
}
