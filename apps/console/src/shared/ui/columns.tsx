import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button';
import type { Column } from './data-table';
import { DateTime } from './date-time';
import { CustomerLink } from './links';
import { FundingStatusBadge, VerificationBadge } from './status-badges';
import { Dash, textClass, type TextStyle } from './text';

/**
 * The columns the console's tables have in common, each one way everywhere: a record's number, a
 * moment, free text, the customer, a request's state, the row's edit button.
 */

/** A value in a text style (a code, a name), as it is. */
export function textColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => ReactNode,
  style: TextStyle = {},
): Column<Row> {
  return { key, header, className: textClass(style), cell: value };
}

/** The record's own number, first and quiet. */
export function idColumn<Row>(header: string, id: (row: Row) => ReactNode): Column<Row> {
  return { ...textColumn('id', header, id, { mono: true, muted: true }), align: 'num' };
}

/** A moment in Japan time, or a dash for one that has not come. */
export function timeColumn<Row>(
  key: string,
  header: string,
  iso: (row: Row) => string | null,
): Column<Row> {
  return { key, header, cell: (row) => <DateTime iso={iso(row)} /> };
}

/**
 * Free text as it was typed (a reason, a remark): line breaks kept, a dash when there is none;
 * `wide` unless the table is narrow or sets its own widths.
 */
export function reasonColumn<Row>(
  key: string,
  header: string,
  text: (row: Row) => string | null,
  wide = true,
): Column<Row> {
  return {
    key,
    header,
    wide,
    className: textClass({ prewrap: true }),
    cell: (row) => text(row) || <Dash />,
  };
}

/** The customer's account, opening their page. */
export function accountColumn<Row extends { customerId: number; account: string }>(
  header: string,
): Column<Row> {
  return {
    key: 'account',
    header,
    cell: (row) => <CustomerLink customerId={row.customerId} account={row.account} />,
  };
}

/** Where a request (a deposit, a withdrawal) stands. */
export function fundingStatusColumn<Row extends { status: string }>(header: string): Column<Row> {
  return { key: 'status', header, cell: (row) => <FundingStatusBadge status={row.status} /> };
}

/** Where an identity verification stands. */
export function verificationStatusColumn<Row extends { status: string }>(
  header: string,
): Column<Row> {
  return { key: 'status', header, cell: (row) => <VerificationBadge status={row.status} /> };
}

/** A last column of the row's button (unnamed: `label` names it for screen readers). */
function actionsColumn<Row>(
  key: string,
  label: string,
  cell: (row: Row) => ReactNode,
): Column<Row> {
  return { key, label, align: 'actions', cell };
}

/**
 * A last column whose button opens the row's page (a queue item to review, a customer): `named`
 * tells a screen reader which row's it is.
 */
export function openColumn<Row>({
  label,
  to,
  text,
  named,
  primary = () => false,
}: {
  label: string;
  to: (row: Row) => string;
  text: (row: Row) => string;
  named?: (row: Row) => string;
  primary?: (row: Row) => boolean;
}): Column<Row> {
  return actionsColumn('open', label, (row) => (
    <ButtonLink
      to={to(row)}
      small
      variant={primary(row) ? 'primary' : undefined}
      aria-label={named?.(row)}
    >
      {text(row)}
    </ButtonLink>
  ));
}

/**
 * The row's edit button, disabled for an operator the contract does not let change it; `named`
 * says which row's it is, `refused` why it is disabled.
 */
export function editColumn<Row>({
  label,
  allowed,
  onEdit,
  named,
  refused,
}: {
  label: string;
  allowed: boolean;
  onEdit: (row: Row) => void;
  named?: (row: Row) => string;
  refused?: string;
}): Column<Row> {
  return actionsColumn('edit', label, (row) => (
    <Button
      small
      disabled={!allowed}
      title={allowed ? undefined : refused}
      // The name begins with the visible word (WCAG 2.5.3), then says which row's it is.
      aria-label={named ? `${label}: ${named(row)}` : undefined}
      onClick={() => onEdit(row)}
    >
      {label}
    </Button>
  ));
}
