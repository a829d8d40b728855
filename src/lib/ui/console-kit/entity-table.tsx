import type { ReactNode } from "react";

import { ColumnHeads } from "./column-heads";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cells' class: one for the column, or one a row (undefined for none). */
  className?: string | ((row: Row) => string | undefined);
  /** The row's header cell (`<th scope="row">`), which names the row for screen readers; the others are `<td>`. */
  rowHeader?: boolean;
};

const cellClass = <Row,>(column: Column<Row>, row: Row) =>
  typeof column.className === "function" ? column.className(row) : column.className;

/**
 * A list of things as a table with a caption (read out, not shown) and column headers: the console's members,
 * claims, add-ons. The screen gives its own wrapper and table classes (the console's styles live with its chrome).
 */
export function EntityTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  classNames,
}: {
  /** Read out, not shown; a table under a heading that names it may go without. */
  caption?: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's own class (an inactive row greyed), if any. */
  rowClassName?: (row: Row) => string | undefined;
  classNames: { wrap?: string; table?: string };
}) {
  return (
    <div className={classNames.wrap}>
      <table className={classNames.table}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeads headers={columns.map((column) => column.header)} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={cellClass(column, row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={cellClass(column, row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
