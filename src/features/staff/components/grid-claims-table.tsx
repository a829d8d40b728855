import Link from "next/link";
import { consoleStyles } from "@/features/console/client";
import { formatDay, formatStay } from "@/lib/date-format";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import type { Claim, Park, Site } from "./grid-claims";

type Row = { site: Site; claim: Claim };

/** The chart's claims as a table, for screen readers and for reading a long list. */
export function GridClaimsTable({
  park,
  sites,
  claims,
  from,
  to,
}: {
  park: Park;
  sites: Site[];
  claims: Claim[];
  from: string;
  to: string;
}) {
  const rows: Row[] = sites.flatMap((site) =>
    claims.filter((claim) => claim.campsiteId === site.id).map((claim) => ({ site, claim })),
  );
  return (
    <details className={consoleStyles.panel}>
      <summary>The same claims as a table</summary>
      <EntityTable
        caption={`Claims at ${park.name}, ${formatStay(from, to)}`}
        classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
        rows={rows}
        rowKey={({ claim }) => claim.id}
        columns={[
          { header: "Site", cell: ({ site }) => site.name },
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
          { header: "Arrival", cell: ({ claim }) => formatDay(claim.start) },
          { header: "Departure", cell: ({ claim }) => formatDay(claim.end) },
          { header: "Locked", cell: ({ claim }) => (claim.locked ? "Yes" : "No") },
        ]}
      />
    </details>
  );
}
