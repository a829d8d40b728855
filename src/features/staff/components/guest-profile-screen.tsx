"use client";

import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { formatDay, formatDayWithYear, formatInstantDate, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { nightsBetween } from "@/lib/stay-dates";
import { nightsLabel } from "@/lib/stay-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ColumnHeads } from "@/lib/ui/console-kit/column-heads";
import type { GuestProfile, GuestStay } from "../guest-profiles.schemas";
import own from "./guests.module.css";
import desk from "./reservations.module.css";
import { ReservationStatusBadge, TableScroller } from "./reservations-screen";
import { rigWords } from "./today-row";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function addressWords(address: NonNullable<GuestProfile["contact"]["address"]>): string {
  return [
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
}

/** A stay's staff notes, pinned ones first, each with who wrote it and the day, on its park's clock. */
function StayNotes({ stay }: { stay: GuestStay }) {
  if (stay.notes.length === 0) return <span className={styles.muted}>None</span>;
  const notes = [...stay.notes.filter((note) => note.pinned), ...stay.notes.filter((note) => !note.pinned)];
  return (
    <ul className={own.notes}>
      {notes.map((note) => (
        <li key={note.id} className={own.note}>
          {note.pinned && <span className={own.pinned}>Pinned</span>}
          {note.text}{" "}
          <span className={styles.muted}>
            — {note.author ?? "Staff"}, {formatInstantDate(note.at, stay.park.timeZone)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One cell of the stays' table, named on a phone's card. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <div className={styles.labelled} data-label={label}>
        <div>{children}</div>
      </div>
    </td>
  );
}

function StaysTable({ stays }: { stays: GuestStay[] }) {
  return (
    <TableScroller label="Stays">
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className="visually-hidden">Stays, latest arrival first</caption>
        <ColumnHeads headers={["Confirmation", "Park", "Site", "Stay", "Status", "Balance", "Notes"]} />
        <tbody>
          {stays.map((stay) => (
            <tr key={stay.reservationId}>
              <td>
                <Link
                  href={`/admin/reservations/${stay.reservationId}?park=${encodeURIComponent(stay.park.slug)}`}
                  className={desk.codeLink}
                  aria-label={`${stay.orderConfirmation}, ${stay.park.name}, ${formatDay(stay.arrival)}`}
                >
                  {stay.orderConfirmation}
                </Link>
              </td>
              <Cell label="Park">{stay.park.name}</Cell>
              <Cell label="Site">
                {stay.siteName}
                <div className={styles.muted}>{stay.campsiteTypeName}</div>
              </Cell>
              <Cell label="Stay">
                <span className={forms.nowrap}>
                  {stay.arrival.slice(0, 4) === stay.departure.slice(0, 4)
                    ? formatDay(stay.arrival)
                    : formatDayWithYear(stay.arrival)}{" "}
                  –
                </span>{" "}
                <span className={forms.nowrap}>{formatDayWithYear(stay.departure)}</span>
                <div className={styles.muted}>{nightsLabel(nightsBetween(stay.arrival, stay.departure))}</div>
              </Cell>
              <Cell label="Status">
                <ReservationStatusBadge {...stay} />
                {stay.noShowAt && <div className={styles.muted}>No-show</div>}
              </Cell>
              <Cell label="Balance">
                {stay.balanceCents > 0 ? (
                  <span className={styles.owed}>{formatUsd(stay.balanceCents)}</span>
                ) : (
                  <span className={styles.muted}>Nothing owed</span>
                )}
              </Cell>
              <Cell label="Notes">
                <StayNotes stay={stay} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * One guest as the member's parks know them (`admin.guests.get`): contact, account, rigs, what they owe, and every
 * stay there with its staff notes, each opening its reservation.
 */
export function GuestProfileScreen({ guestId }: { guestId: string }) {
  const trpc = useTRPC();
  const park = useSearchParams().get("park");
  const profile = useQuery({
    ...trpc.admin.guests.get.queryOptions({ guestId }),
    retry: (count, error) => formErrorOf(error).code !== "NOT_FOUND" && count < 2,
  });
  const backLink = (
    <Link
      href={park ? `/admin/guests?park=${encodeURIComponent(park)}` : "/admin/guests"}
      className={desk.backLink}
    >
      ← Guests
    </Link>
  );

  if (profile.isPending) {
    return (
      <>
        {backLink}
        <h1>Guest</h1>
        <p className={styles.muted} role="status">
          Loading the guest…
        </p>
      </>
    );
  }
  if (profile.isError) {
    const problem = formErrorOf(profile.error);
    return (
      <>
        {backLink}
        <h1>{problem.code === "NOT_FOUND" ? "Guest not found" : "Guest"}</h1>
        <Alert color={problem.code === "NOT_FOUND" ? "gray" : "red"} variant="light" role="alert">
          {problem.code === "NOT_FOUND"
            ? "This guest does not exist."
            : (problem.message ?? "The guest could not be loaded.")}
        </Alert>
      </>
    );
  }

  const g = profile.data;
  const { contact } = g;
  const parkNames = [...new Set(g.stays.map((stay) => stay.park.name))];
  return (
    <>
      {backLink}
      <div className={styles.pageHead}>
        <h1>
          {contact.firstName} {contact.lastName}
        </h1>
      </div>
      <p className={desk.headLine}>
        {g.stays.length} {g.stays.length === 1 ? "stay" : "stays"} at {parkNames.join(" and ")}
      </p>

      <div className={own.layout}>
        <Panel id="contact-heading" title="Contact">
          <dl className={desk.facts}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>{contact.address ? addressWords(contact.address) : "Not given"}</dd>
            <dt>Account</dt>
            <dd>
              {g.account
                ? `Member account since ${formatInstantDate(g.account.since, PARKS_TIME_ZONE)}`
                : "No account: books as a visitor"}
            </dd>
          </dl>
        </Panel>
        <Panel id="balance-heading" title="Balance">
          {g.balanceCents > 0 ? (
            <div className={desk.balanceOwed}>{formatUsd(g.balanceCents)} owed</div>
          ) : (
            <div className={desk.balance}>Nothing owed</div>
          )}
          <p className={styles.muted} style={{ margin: 0 }}>
            What their stays at your parks still owe, by each stay's folio.
          </p>
        </Panel>
        <Panel id="rigs-heading" title="Rigs">
          {g.rigs.length === 0 ? (
            <p className={styles.muted} style={{ margin: 0 }}>
              None given
            </p>
          ) : (
            <ul className={own.rigs}>
              {g.rigs.map((rig) => (
                <li key={rigWords(rig) + (rig.slideOut ?? "")}>
                  {rigWords(rig)}
                  {rig.slideOut ? `, ${rig.slideOut} slide-out${rig.slideOut === 1 ? "" : "s"}` : ""}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <Panel id="stays-heading" title="Stays">
        <StaysTable stays={g.stays} />
      </Panel>
    </>
  );
}
