"use client";

import Link from "next/link";

import { consoleStyles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";

import type { AffectedReservation } from "./sites-types";

/**
 * The future reservations a change would strand, listed before staff confirm it: they stay booked as they are,
 * and each links to its reservation (to move it from there or on the grid).
 */
export function SitesAffectedList({
  affected,
  caption,
}: {
  affected: AffectedReservation[];
  caption: string;
}) {
  return (
    <div className={consoleStyles.tableWrap}>
      <table className={consoleStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Reservation</th>
            <th scope="col">Guest</th>
            <th scope="col">Site</th>
            <th scope="col">Stay</th>
          </tr>
        </thead>
        <tbody>
          {affected.map((row) => (
            <tr key={row.reservationId}>
              <td>
                <Link href={`/admin/reservations/${row.reservationId}`}>{row.orderConfirmation}</Link>
              </td>
              <td>{row.guestName}</td>
              <td>{row.campsiteName}</td>
              <td>{formatStay(row.arrival, row.departure)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
