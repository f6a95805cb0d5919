import type { CurrencyCode } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { jsonColumn, preparedRows } from '../../db/raw-rows';
import type { customers } from '../../db/schema';
import { walletsOf, type CustomerPurpose, type CustomerWallet } from '../../ledger';
import {
  OPEN_POSITION_FIGURES_SQL,
  REALIZED_NET_SQL,
  openPositionFiguresFrom,
  type OpenPositionFigures,
} from '../trading';

/**
 * Everything the member centre (`POST /user/info`) reads, in one prepared statement: the
 * customer's row, their account balances, their open positions' figures and their closed
 * positions' net result. It is the read every signed-in screen makes, and four statements built by
 * drizzle cost more than the reading (bench/api). Numerics travel as text, so no digit is lost.
 */
const STATEMENT = 'kabuto_auth_member_centre_v1';
const SQL = `SELECT c.account, c.invitation_code, c.verification_status,
    floor(extract(epoch FROM c.created_at) * 1000)::bigint::text AS created_at_ms,
    c.fund_password_hash IS NOT NULL AS fund_password_set,
    (SELECT coalesce(json_agg(json_build_array(a.currency, a.purpose, a.balance::text)), '[]')
       FROM ledger_accounts a WHERE a.owner_kind = 'customer' AND a.customer_id = $1) AS balances,
    ${OPEN_POSITION_FIGURES_SQL} AS open_positions,
    ${REALIZED_NET_SQL} AS realized
  FROM customers c WHERE c.id = $1`;

type Raw = {
  account: string;
  invitation_code: string;
  verification_status: string;
  created_at_ms: string;
  fund_password_set: boolean;
  balances: unknown;
  open_positions: unknown;
  realized: string;
};

export type MemberCentre = {
  account: string;
  invitationCode: string;
  verificationStatus: (typeof customers.$inferSelect)['verificationStatus'];
  createdAt: Date;
  fundPasswordSet: boolean;
  wallets: CustomerWallet[];
  openPositions: OpenPositionFigures[];
  realizedPnlNet: DecimalString;
};

export async function readMemberCentre(
  db: Queryable,
  customerId: number,
): Promise<MemberCentre | undefined> {
  const [row] = await preparedRows<Raw>(db, STATEMENT, SQL, [customerId]);
  if (!row) return undefined;
  const balances = jsonColumn<[string, string, string][]>(row.balances).map(
    ([currency, purpose, balance]) => ({
      currency: currency as CurrencyCode,
      purpose: purpose as CustomerPurpose,
      balance: decimalFromSql(balance),
    }),
  );
  return {
    account: row.account,
    invitationCode: row.invitation_code,
    verificationStatus: row.verification_status as MemberCentre['verificationStatus'],
    createdAt: new Date(Number(row.created_at_ms)),
    fundPasswordSet: row.fund_password_set,
    wallets: walletsOf(balances),
    openPositions: openPositionFiguresFrom(row.open_positions),
    realizedPnlNet: decimalFromSql(row.realized),
  };
}
