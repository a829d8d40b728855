import type { ReactNode } from "react";

import { ColumnHeads } from "./column-heads";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The row's header cell (`<th scope="row">`), which names the row for screen readers; the others are `<td>`. */
  rowHeader?: boolean;
};

/**
 * A list of things as a table with a caption (read out, not shown) and column headers: the console's members,
 * claims, add-ons. The screen gives its own wrapper and table classes (the console's styles live with its chrome).
 */
export function EntityTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  classNames,
}: {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  classNames: { wrap?: string; table?: string };
}) {
  return (
    <div className={classNames.wrap}>
      <table className={classNames.table}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads headers={columns.map((column) => column.header)} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
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
