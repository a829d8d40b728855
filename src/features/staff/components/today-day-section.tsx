"use client";

import { Button } from "@mantine/core";
import { IconNote, IconPlus } from "@tabler/icons-react";
import Link from "next/link";
import { consoleStyles as styles } from "@/features/console/client";
import { formatInstantDate, formatStay, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { guestsSummary } from "@/lib/stay-format";
import { type Column, EntityTable } from "@/lib/ui/console-kit/entity-table";
import { rigWords, type TodayRow } from "./today-row";
import { TodayRowActions, type TodayRowHandlers } from "./today-row-actions";
import own from "./today-screen.module.css";
import { SiteStatusBadge } from "./today-site-status";

/**
 * A column whose cells carry its name (`data-label`): on a phone the tables' rows are cards that show the name beside
 * each value (`.cards` in console.module.css).
 */
function labelled(column: Column<TodayRow>): Column<TodayRow> {
  return {
    ...column,
    cell: (row) => (
      <div className={styles.labelled} data-label={column.header}>
        {column.cell(row)}
      </div>
    ),
  };
}

/** A stay's pinned notes, oldest first, each with who wrote it and when. */
export function PinnedNotes({ row }: { row: TodayRow }) {
  if (row.pinnedNotes.length === 0) return null;
  return (
    <ul className={own.notes} aria-label={`Pinned notes for ${row.guestName}`}>
      {row.pinnedNotes.map((note) => (
        <li key={note.id} className={own.note}>
          <IconNote className={own.noteIcon} size={14} aria-hidden />
          <span>
            <strong>Note:</strong> {note.text}{" "}
            <span className={own.noteBy}>
              — {note.author ?? "Staff"}, {formatInstantDate(note.at, PARKS_TIME_ZONE)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export const sectionId = (title: string) => `${title.toLowerCase().replaceAll(" ", "-")}-heading`;

/**
 * One list of Today (arrivals, departures, in the park): a table on a desk, a card a row on a phone. With every park
 * shown, each row names its park (the rows come sorted by park, then site).
 */
export function TodayDaySection({
  title,
  rows,
  empty,
  showPark,
  slugOf,
  canNoShow,
  onAddNote,
  handlers,
}: {
  title: string;
  rows: TodayRow[] | undefined;
  empty: string;
  showPark: boolean;
  /** The park's address name, for the guest's link (the console's screens take the park by slug). */
  slugOf: (parkId: string) => string | undefined;
  canNoShow: (row: TodayRow) => boolean;
  onAddNote: (row: TodayRow) => void;
  handlers: TodayRowHandlers;
}) {
  const columns: Column<TodayRow>[] = [
    {
      header: "Guest",
      cell: (row) => {
        const slug = slugOf(row.park.id);
        return (
          <>
            <Link href={`/admin/reservations/${row.reservationId}${slug ? `?park=${slug}` : ""}`}>
              {row.guestName}
            </Link>
            <div className={styles.muted}>
              {row.orderConfirmation} · {row.guestPhone}
            </div>
            <PinnedNotes row={row} />
            <Button
              className={`${own.addNote} ${own.tap}`}
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onAddNote(row)}
              aria-label={`Add note for ${row.guestName}`}
              aria-haspopup="dialog"
            >
              Add note
            </Button>
          </>
        );
      },
    },
    ...(showPark
      ? [labelled({ header: "Park", cell: (row) => <span className={own.parkName}>{row.park.name}</span> })]
      : []),
    labelled({
      header: "Site",
      cell: (row) => (
        <>
          {row.site.name}
          <div className={styles.muted}>{row.campsiteTypeName}</div>
          <SiteStatusBadge status={row.siteStatus.status} />
        </>
      ),
    }),
    labelled({ header: "Stay", cell: (row) => formatStay(row.arrival, row.departure) }),
    labelled({ header: "Party", cell: (row) => guestsSummary(row) }),
    labelled({ header: "Rig", cell: (row) => rigWords(row.equipment) }),
    labelled({
      header: "Balance",
      className: (row) => (row.balanceCents > 0 ? styles.owed : undefined),
      cell: (row) =>
        row.balanceCents > 0 ? (
          <>
            {formatUsd(row.balanceCents)} owed
            {row.paymentFailed && <div className={styles.failed}>Payment failed</div>}
          </>
        ) : (
          "Paid"
        ),
    }),
    {
      header: "Actions",
      cell: (row) => <TodayRowActions row={row} canNoShow={canNoShow(row)} handlers={handlers} />,
    },
  ];
  const id = sectionId(title);
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title} <span className={styles.muted}>({rows?.length ?? "…"})</span>
      </h2>
      {rows && rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <EntityTable
          classNames={{ wrap: styles.tableWrap, table: `${styles.table} ${styles.cards}` }}
          rows={rows ?? []}
          rowKey={(row) => row.reservationId}
          columns={columns}
        />
      )}
    </section>
  );
}
