import { consoleStyles } from "@/features/console/client";
import type { ReportColumn } from "../report-columns";
import { figureWords, periodLabel } from "../report-format";
import type { Period } from "../report-periods";
import styles from "./reports.module.css";

/**
 * A report's figures as a table, one row per period and a total: the chart's accessible alternative, with the
 * columns the CSV export has.
 */
export function ReportTable<Row extends Period>({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  total: Row;
}) {
  const figures = columns.filter((column) => column.kind !== "day");
  const cells = (row: Row) =>
    figures.map((column) => (
      <td key={column.header} className={styles.number}>
        {figureWords(column.kind, column.value(row), column.signed)}
      </td>
    ));
  return (
    <section
      className={`${consoleStyles.tableWrap} ${styles.tableScroll}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable by keyboard.
      tabIndex={0}
      aria-label={`${caption}, table`}
    >
      <table className={consoleStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {figures.map((column) => (
              <th key={column.header} scope="col" className={styles.number}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start}>
              <th scope="row" className={styles.rowHead}>
                {periodLabel(row)}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row" className={styles.rowHead}>
              Total
            </th>
            {cells(total)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
