import "server-only";
import { type FrontDeskRow, notesOf, parkDay } from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { housekeepingOf } from "./housekeeping.service";

/**
 * `admin.reservations.day`: the arrivals, departures and guests in the park on a date, at one park or at every park
 * the member has (`parkIds`; null = every park), each with its park, its pinned notes and its site's housekeeping.
 */
export async function deskDay(db: Db, input: { parkIds: readonly string[] | null; date: string }) {
  const day = await parkDay(db, input);
  const rows = [...day.arrivals, ...day.departures, ...day.inPark];
  const [notes, sites] = await Promise.all([
    notesOf(
      db,
      rows.map((row) => row.reservationId),
      { pinnedOnly: true },
    ),
    housekeepingOf(
      db,
      rows.map((row) => row.site.id),
    ),
  ]);
  const withDesk = (row: FrontDeskRow) => {
    const site = sites.get(row.site.id)!;
    return {
      ...row,
      pinnedNotes: notes.filter((note) => note.reservationId === row.reservationId),
      siteStatus: { status: site.status, note: site.note },
    };
  };
  return {
    arrivals: day.arrivals.map(withDesk),
    departures: day.departures.map(withDesk),
    inPark: day.inPark.map(withDesk),
  };
}
