import type { ReactNode } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
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
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
