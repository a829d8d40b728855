"use client";

import Link from "next/link";
import { type ReactNode, useState } from "react";

import { consoleStyles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";
import { type Column, EntityTable } from "@/lib/ui/console-kit/entity-table";
import { FormActions, type FormActionsProps } from "@/lib/ui/console-kit/form-actions";

import styles from "./sites.module.css";
import type { AffectedReservation } from "./sites-types";

const AFFECTED_COLUMNS: Column<AffectedReservation>[] = [
  {
    header: "Reservation",
    cell: (row) => <Link href={`/admin/reservations/${row.reservationId}`}>{row.orderConfirmation}</Link>,
  },
  { header: "Guest", cell: (row) => row.guestName },
  { header: "Site", cell: (row) => row.campsiteName },
  { header: "Stay", cell: (row) => formatStay(row.arrival, row.departure) },
];

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
    <EntityTable
      caption={caption}
      classNames={{ wrap: consoleStyles.tableWrap, table: consoleStyles.table }}
      rows={affected}
      rowKey={(row) => row.reservationId}
      columns={AFFECTED_COLUMNS}
    />
  );
}

/**
 * The step a change takes when the server answers with the future reservations it touches: what happens to them
 * (`children`), the list, and the way back (`onCancel`) or on (`onAction`: the change sent again, confirmed).
 */
export function AffectedStep({
  affected,
  caption,
  children,
  ...actions
}: {
  affected: AffectedReservation[];
  caption: string;
  children: ReactNode;
} & FormActionsProps) {
  return (
    <div className={styles.formStack}>
      {children}
      <SitesAffectedList affected={affected} caption={caption} />
      <FormActions {...actions} />
    </div>
  );
}

/** A save's answer: saved, or not yet, with the future reservations staff must see before they confirm. */
type SaveAnswer = { saved: true } | { saved: false; affected: AffectedReservation[] };

/**
 * A form's save that the server may send back with the reservations it touches: `answer(onSaved)` as the
 * mutation's callbacks, `affected` while the form shows them (`AffectedStep`), `back` to the form.
 */
export function useAffectedSave(failed: (error: unknown) => void) {
  const [affected, setAffected] = useState<AffectedReservation[] | null>(null);
  return {
    affected,
    back: () => setAffected(null),
    answer: <Answer extends SaveAnswer>(onSaved: (saved: Extract<Answer, { saved: true }>) => void) => ({
      onSuccess: (result: Answer) => {
        const answer: SaveAnswer = result;
        if (answer.saved) onSaved(result as Extract<Answer, { saved: true }>);
        else setAffected(answer.affected);
      },
      onError: (error: unknown) => {
        setAffected(null);
        failed(error);
      },
    }),
  };
}
