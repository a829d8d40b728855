import Link from "next/link";
import { consoleStyles } from "@/features/console/client";
import { formatDay, formatStay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { type Claim, HOUSEKEEPING_WORDS, type Park, type Site } from "./grid-claims";

type Row = { site: Site; claim: Claim };

/** The chart's claims as a table, for screen readers and for reading a long list: the same sites as the chart. */
export function GridClaimsTable({
  park,
  sites,
  claimsBySite,
  from,
  to,
  filtered,
}: {
  park: Park;
  /** The sites the chart shows (its filters applied). */
  sites: Site[];
  claimsBySite: ReadonlyMap<string, Claim[]>;
  from: string;
  to: string;
  filtered: boolean;
}) {
  const rows: Row[] = sites.flatMap((site) =>
    (claimsBySite.get(site.id) ?? []).map((claim) => ({ site, claim })),
  );
  return (
    <details className={consoleStyles.panel}>
      <summary>The same claims as a table{filtered ? " (the sites the filters show)" : ""}</summary>
      <EntityTable
        caption={`Claims at ${park.name}, ${formatStay(from, to)}${filtered ? ", filtered sites" : ""}`}
        classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
        rows={rows}
        rowKey={({ claim }) => claim.id}
        columns={[
          {
            header: "Site",
            cell: ({ site }) =>
              site.status === "READY"
                ? site.name
                : `${site.name} (${HOUSEKEEPING_WORDS[site.status].toLowerCase()})`,
          },
          { header: "Type", cell: ({ site }) => site.campsiteTypeName },
          { header: "Kind", cell: ({ claim }) => claim.kind },
          {
            header: "Guest",
            cell: ({ claim }) =>
              claim.reservationId ? (
                <Link href={`/admin/reservations/${claim.reservationId}?park=${park.slug}`}>
                  {claim.guestName ?? "Reservation"}
                </Link>
              ) : (
                "—"
              ),
          },
          { header: "Code", cell: ({ claim }) => claim.orderConfirmation ?? "—" },
          { header: "Arrival", cell: ({ claim }) => formatDay(claim.start) },
          { header: "Departure", cell: ({ claim }) => formatDay(claim.end) },
          {
            header: "Checked in",
            cell: ({ claim }) => (claim.reservationId ? (claim.checkedIn ? "Yes" : "No") : "—"),
          },
          {
            header: "Owes",
            cell: ({ claim }) => (claim.balanceCents ? formatUsd(claim.balanceCents) : "—"),
          },
          { header: "Note", cell: ({ claim }) => claim.pinnedNote ?? "—" },
          { header: "Locked", cell: ({ claim }) => (claim.locked ? "Yes" : "No") },
        ]}
      />
    </details>
  );
}
