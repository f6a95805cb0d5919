import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './data-table.module.css';

/** One column of a `DataTable`: its header and what each row shows in it. */
export type Column<Row> = {
  /** Unique within the table. */
  key: string;
  /** The header's words; none for a column of buttons, which `label` names instead. */
  header?: ReactNode;
  label?: string;
  /** num: a figure, right-aligned and as narrow as it can be; actions: the row's buttons. */
  align?: 'num' | 'actions';
  /** Free text that needs room (a reason). */
  wide?: boolean;
  /** The cells' own style (a text style, a feature's class). */
  className?: string;
  /** With a fixed layout: the column's width, as a class of the feature's module. */
  width?: string;
  cell: (row: Row, index: number) => ReactNode;
};

/**
 * The console's one table: a header row, a row per item, and when there are none (and `empty` is
 * given) one row that says so. Queues, lists, histories and details all show their rows in it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  refreshing = false,
  fixed = false,
  className,
  testId,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  empty?: ReactNode;
  /** The rows are being asked again (a new filter, a refresh). */
  refreshing?: boolean;
  /** Columns as wide as their `width` say, long words wrapped (the audit log). */
  fixed?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <table
      className={cx(
        styles.table,
        fixed && styles.fixed,
        refreshing && styles.refreshing,
        className,
      )}
      data-testid={testId}
    >
      {fixed ? (
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} className={column.width} />
          ))}
        </colgroup>
      ) : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              // An actions column is as narrow as its buttons, which its header has none of.
              className={cx(column.align === 'num' && styles.num, column.wide && styles.wide)}
              aria-label={column.label}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td
                key={column.key}
                className={cx(column.align && styles[column.align], column.className)}
              >
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
