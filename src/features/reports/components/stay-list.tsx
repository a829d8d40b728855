import Link from "next/link";

import { consoleFormStyles, consoleStyles } from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import { STAY_LIST_LIMIT, type TArrivalsReport } from "../reports.schemas";
import styles from "./reports.module.css";

/** The stays arriving or leaving in a short range, each linked to its reservation. */
export function StayList({ stays, truncated }: { stays: TArrivalsReport["stays"]; truncated: boolean }) {
  if (stays === null)
    return (
      <p className={consoleStyles.muted}>Choose a range of a month or less to list the stays one by one.</p>
    );
  return (
    <div className={styles.stays}>
      <h3>The stays</h3>
      {stays.length === 0 ? (
        <p className={consoleStyles.muted}>No stay arrives or leaves in this range.</p>
      ) : (
        <section
          className={`${consoleStyles.tableWrap} ${styles.tableScroll}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable by keyboard.
          tabIndex={0}
          aria-label="Stays arriving or leaving, table"
        >
          <table className={consoleStyles.table}>
            <caption className="visually-hidden">Stays arriving or leaving in the range, by arrival</caption>
            <ColumnHeads headers={["Guest", "Arrives", "Leaves", "Site", "Park", "Confirmation"]} />
            <tbody>
              {stays.map((stay) => (
                <tr key={stay.reservationId}>
                  <th scope="row" className={styles.rowHead}>
                    <Link href={`/admin/reservations/${stay.reservationId}?park=${stay.parkSlug}`}>
                      {stay.guestName || "Guest"}
                    </Link>
                  </th>
                  <td className={consoleFormStyles.nowrap}>{formatDay(stay.arrival)}</td>
                  <td className={consoleFormStyles.nowrap}>{formatDay(stay.departure)}</td>
                  <td>{stay.siteName}</td>
                  <td>{stay.parkName}</td>
                  <td>{stay.confirmation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {truncated && (
        <p className={consoleStyles.muted}>
          The first {STAY_LIST_LIMIT} are shown; choose a shorter range or one park for the rest.
        </p>
      )}
    </div>
  );
}
