import Link from "next/link";
import { consoleFormStyles as forms } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import styles from "./rules-screen.module.css";

type Affected = {
  reservationId: string;
  orderConfirmation: string;
  guestName: string;
  campsiteName: string;
  arrival: string;
  departure: string;
};

/** Booked stays on a closure's nights, each linking to its reservation page (where staff move or cancel it). */
export function ClosureAffectedList({ affected, parkSlug }: { affected: Affected[]; parkSlug: string }) {
  return (
    <ul className={styles.affected}>
      {affected.map((row) => (
        <li key={row.reservationId}>
          <Link
            href={`/admin/reservations/${row.reservationId}?park=${parkSlug}`}
            className={styles.cellLink}
          >
            {row.orderConfirmation} · {row.guestName}
          </Link>{" "}
          <span className={forms.nowrap}>
            site {row.campsiteName}, {formatStay(row.arrival, row.departure)}
          </span>
        </li>
      ))}
    </ul>
  );
}
