import { formatInstantDate, formatLongDay, formatStay, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { guestsSummary } from "@/lib/stay-format";
import print from "./today-print.module.css";
import { HOUSEKEEPING_WORDS, rigWords, type TodayRow } from "./today-row";

/**
 * The arrivals on paper ("Print arrivals"): who comes, to which site in what state, what they owe, the pinned notes,
 * and a box to tick at check-in. Not shown on screen (today-print.module.css).
 */
export function TodayArrivalsSheet({
  place,
  date,
  rows,
  showPark,
}: {
  place: string;
  date: string;
  rows: TodayRow[];
  showPark: boolean;
}) {
  return (
    <div className={print.sheet}>
      <h1>
        Arrivals, {formatLongDay(date)} · {place}
      </h1>
      {rows.length === 0 ? (
        <p>Nobody arrives on this date.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">In</th>
              <th scope="col">Guest</th>
              {showPark && <th scope="col">Park</th>}
              <th scope="col">Site</th>
              <th scope="col">Stay</th>
              <th scope="col">Party</th>
              <th scope="col">Rig</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.reservationId}>
                <td>{row.checkedInAt ? "✓" : <span className={print.tick} />}</td>
                <td>
                  <strong>{row.guestName}</strong>
                  <div className={print.small}>
                    {row.orderConfirmation} · {row.guestPhone}
                  </div>
                  {row.pinnedNotes.map((note) => (
                    <div key={note.id} className={print.small}>
                      Note: {note.text} — {note.author ?? "Staff"},{" "}
                      {formatInstantDate(note.at, PARKS_TIME_ZONE)}
                    </div>
                  ))}
                </td>
                {showPark && <td>{row.park.name}</td>}
                <td>
                  {row.site.name}
                  <div className={print.small}>
                    {row.campsiteTypeName} · {HOUSEKEEPING_WORDS[row.siteStatus.status]}
                  </div>
                </td>
                <td>{formatStay(row.arrival, row.departure)}</td>
                <td>{guestsSummary(row)}</td>
                <td>{rigWords(row.equipment)}</td>
                <td>{row.balanceCents > 0 ? `${formatUsd(row.balanceCents)} owed` : "Paid"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
