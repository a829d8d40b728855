"use client";

import { Alert } from "@mantine/core";
import { IconExternalLink, IconLock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { type ReactNode, useRef, useState } from "react";
import { consoleStyles as styles } from "@/features/console/client";
import { formatDay, formatInstant, formatStay, READERS_CLOCK } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import type { PaymentFormSettings } from "@/lib/payments/payment-field-types";
import { nightsBetween, todayIn } from "@/lib/stay-dates";
import { guestsSummary, nightsLabel } from "@/lib/stay-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { guestIdOf } from "../guest-id";
import {
  folioActorWords,
  folioAmountWords,
  folioLineWords,
  reservationPriceLines,
} from "../reservation-lines";
import { CancelForm } from "./cancel-form";
import { ChangeStayForm } from "./change-stay-form";
import { FolioLineForm, FolioPaymentForm, FolioRefundForm } from "./folio-money-forms";
import { HOUSEKEEPING_WORDS } from "./housekeeping-words";
import { NoShowAction } from "./no-show-dialog";
import { GuestMessages, StaffNotes } from "./reservation-desk-panels";
import { StaffHistory } from "./reservation-history";
import type { Reservation } from "./reservation-types";
import own from "./reservations.module.css";
import { ReservationStatusBadge, TableScroller } from "./reservations-screen";

type Park = { id: string; slug: string; name: string; timeZone: string };

function rigWords(equipment: Reservation["equipment"]): string {
  if (!equipment) return "None given";
  const parts = [equipment.type];
  if (equipment.rvLength) parts.push(`${equipment.rvLength} ft`);
  if (equipment.slideOut) parts.push(`${equipment.slideOut} slide-out${equipment.slideOut === 1 ? "" : "s"}`);
  return parts.join(", ");
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Panel({
  id,
  title,
  children,
  wide,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`${styles.panel}${wide ? ` ${own.wide}` : ""}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One reservation for the desk: guest, stay, price lines that add up, payments and refunds, the balance and the
 * history of staff changes; while it is confirmed and the guest has not left, change the stay, cancel it or take
 * cash. Every change refetches the reservation.
 */
/** This stay's folio in one sentence: what it paid and what is left, by its balance date or at the park. */
function stayMoneyWords(folio: { paid: number; balance: number; balanceDueOn: string | null }): string {
  const paid = `This stay: ${formatUsd(folio.paid)} paid`;
  if (folio.balance <= 0) return `${paid}.`;
  return folio.balanceDueOn
    ? `${paid}; ${formatUsd(folio.balance)} due by ${formatDay(folio.balanceDueOn)} (a deposit's balance).`
    : `${paid}; ${formatUsd(folio.balance)} to pay at the park.`;
}

export function ReservationDetailScreen({
  reservationId,
  parks,
  payments,
}: {
  reservationId: string;
  parks: Park[];
  /** How the desk takes a card handed over (the gateway's own form). */
  payments: PaymentFormSettings;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...trpc.admin.reservations.get.queryOptions({ reservationId }),
    retry: (count, error) => formErrorOf(error).code !== "NOT_FOUND" && count < 2,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  /** After a change: say what happened, refetch, and put the focus on the message (the form it came from may be gone). */
  const done = async (message: string) => {
    setNotice(message);
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.reservations.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.folios.pathFilter()),
    ]);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  if (detail.isPending) {
    return (
      <>
        <h1>Reservation</h1>
        <p className={styles.muted} role="status">
          Loading the reservation…
        </p>
      </>
    );
  }
  if (detail.isError) {
    const problem = formErrorOf(detail.error);
    return (
      <>
        <Link href="/admin/reservations" className={own.backLink}>
          ← Reservations
        </Link>
        <h1>{problem.code === "NOT_FOUND" ? "Reservation not found" : "Reservation"}</h1>
        <Alert color={problem.code === "NOT_FOUND" ? "gray" : "red"} variant="light" role="alert">
          {problem.code === "NOT_FOUND"
            ? "This reservation does not exist."
            : (problem.message ?? "The reservation could not be loaded.")}
        </Alert>
      </>
    );
  }

  const r = detail.data;
  const park = parks.find((candidate) => candidate.id === r.park.id);
  const parkQuery = park ? `?park=${encodeURIComponent(park.slug)}` : "";
  const at = (date: Date) => formatInstant(date, park?.timeZone ?? READERS_CLOCK);
  const nights = nightsBetween(r.arrival, r.departure);
  const lines = reservationPriceLines(r.price, r.addons);
  const changeable = r.status === "confirmed" && !r.checkedOutAt;
  const guestName = `${r.guest.firstName} ${r.guest.lastName}`;
  // As on Today: from the arrival day on (the park's own date), while the guest has not checked in.
  const canNoShow =
    r.status === "confirmed" &&
    !r.checkedInAt &&
    !r.noShowAt &&
    Boolean(park) &&
    todayIn(park!.timeZone, new Date()) >= r.arrival;

  return (
    <>
      <Link href={`/admin/reservations${parkQuery}`} className={own.backLink}>
        ← Reservations
      </Link>
      <div className={styles.pageHead}>
        <h1>
          {guestName} · {r.orderConfirmation}
        </h1>
      </div>
      <div className={own.headLine}>
        <ReservationStatusBadge {...r} />
        <span>
          {r.park.name}, site {r.site.name}, {formatStay(r.arrival, r.departure)}
        </span>
        <Link
          className={own.textLink}
          href={`/admin/grid?${new URLSearchParams({ ...(park ? { park: park.slug } : {}), from: r.arrival }).toString()}`}
        >
          Show on the grid
        </Link>
        <a
          className={own.textLink}
          href={`/checkout/confirmation/${encodeURIComponent(r.invoiceUuid)}`}
          target="_blank"
          rel="noopener"
        >
          Guest's confirmation page
          <IconExternalLink size={16} aria-hidden="true" style={{ marginLeft: 4 }} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>

      <div className={own.layout}>
        <div className={own.info}>
          <Panel id="guest-heading" title="Guest">
            <dl className={own.facts}>
              <Fact term="Name">
                <Link href={`/admin/guests/${guestIdOf(r.guest.email)}${parkQuery}`}>{guestName}</Link>
              </Fact>
              <Fact term="E-mail">
                <a href={`mailto:${r.guest.email}`}>{r.guest.email}</a>
              </Fact>
              <Fact term="Phone">
                <a href={`tel:${r.guest.phone.replace(/[^\d+]/g, "")}`}>{r.guest.phone}</a>
              </Fact>
              <Fact term="Rig">{rigWords(r.equipment)}</Fact>
              <Fact term="Arrival time">{r.arrivalTime ?? "Not given"}</Fact>
              <Fact term="Notes">{r.notes ? <span className={styles.pre}>{r.notes}</span> : "None"}</Fact>
            </dl>
          </Panel>

          <Panel id="stay-heading" title="Stay">
            <dl className={own.facts}>
              <Fact term="Park">{r.park.name}</Fact>
              <Fact term="Site">
                <span className={own.lock}>
                  {r.site.name}
                  {r.site.locked && (
                    <>
                      <IconLock size={16} aria-hidden="true" /> locked by the guest
                    </>
                  )}
                </span>
              </Fact>
              <Fact term="Type">{r.campsiteType.name}</Fact>
              <Fact term="Arrival">{formatDay(r.arrival)}</Fact>
              <Fact term="Departure">{formatDay(r.departure)}</Fact>
              <Fact term="Nights">{nightsLabel(nights)}</Fact>
              <Fact term="Party">{guestsSummary(r.party)}</Fact>
              <Fact term="Checked in">{r.checkedInAt ? at(r.checkedInAt) : "Not yet"}</Fact>
              <Fact term="Checked out">{r.checkedOutAt ? at(r.checkedOutAt) : "Not yet"}</Fact>
              <Fact term="Site status">
                {HOUSEKEEPING_WORDS[r.siteStatus.status]}
                {r.siteStatus.note ? ` (${r.siteStatus.note})` : ""}
              </Fact>
              {r.noShowAt && <Fact term="No-show">{at(r.noShowAt)}</Fact>}
              {r.canceledAt && <Fact term="Cancelled">{at(r.canceledAt)}</Fact>}
              {r.refundCents !== null && (
                <Fact term="Refunded on cancelling">{formatUsd(r.refundCents)}</Fact>
              )}
            </dl>
          </Panel>

          <Panel id="price-heading" title="Price">
            <TableScroller label="Price">
              <table className={`${styles.table} ${own.priceTable}`}>
                <caption className="visually-hidden">
                  Price of this stay, lines adding up to the total
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col" className={own.money}>
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr
                      key={line.key}
                      className={
                        line.kind === "total"
                          ? own.totalRow
                          : line.kind === "subtotal"
                            ? own.sumRow
                            : undefined
                      }
                    >
                      <th scope="row">
                        {line.label}
                        {line.detail && <div className={styles.muted}>{line.detail}</div>}
                      </th>
                      <td className={own.money}>{formatUsd(line.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          </Panel>

          <Panel id="folio-heading" title="Folio">
            {r.folio.lines.length === 0 ? (
              <p className={styles.muted}>Nothing charged or paid yet.</p>
            ) : (
              <TableScroller label="Folio">
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col" className={own.money}>
                        Amount
                      </th>
                      <th scope="col">By</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.folio.lines.map((line) => (
                      <tr key={line.id}>
                        <td>
                          {folioLineWords(line)}
                          <div className={styles.muted}>
                            {at(line.at)}
                            {line.reason ? ` · ${line.reason}` : ""}
                          </div>
                        </td>
                        <td className={own.money}>{folioAmountWords(line)}</td>
                        <td>{folioActorWords(line.actor)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
          </Panel>

          <Panel id="history-heading" title="History" wide>
            <StaffHistory history={r.history} at={at} />
          </Panel>
        </div>

        <div>
          <div aria-live="polite" ref={noticeRef} tabIndex={-1} className={own.notice}>
            {notice && (
              <Alert color="forest" variant="light" mb="md">
                {notice}
              </Alert>
            )}
          </div>
          <Panel id="balance-heading" title="Balance">
            {r.balanceCents > 0 ? (
              <div className={own.balanceOwed}>{formatUsd(r.balanceCents)} owed</div>
            ) : (
              <div className={own.balance}>{r.status === "canceled" ? "Nothing owed" : "Paid in full"}</div>
            )}
            <p className={styles.muted} style={{ marginTop: 0 }}>
              {stayMoneyWords(r.folio)}
            </p>
            {r.status === "confirmed" && r.folio.balance > 0 && (
              <FolioPaymentForm key={r.folio.balance} reservation={r} onDone={done} payments={payments} />
            )}
          </Panel>
          <Panel id="notes-heading" title="Staff notes">
            <StaffNotes reservation={r} onDone={done} at={at} />
          </Panel>
          <Panel id="messages-heading" title="Messages">
            <GuestMessages reservation={r} onDone={done} at={at} />
          </Panel>
          {r.status === "confirmed" && (
            <Panel id="folio-add-heading" title="Charge to the site">
              <FolioLineForm reservation={r} onDone={done} />
            </Panel>
          )}
          {r.folio.paid > 0 && (
            <Panel id="refund-heading" title="Refund">
              <FolioRefundForm key={r.folio.paid} reservation={r} onDone={done} />
            </Panel>
          )}
          {changeable ? (
            <>
              <Panel id="change-heading" title="Change the stay">
                <ChangeStayForm
                  key={`${r.site.id}|${r.arrival}|${r.departure}|${guestsSummary(r.party)}`}
                  reservation={r}
                  onDone={done}
                />
              </Panel>
              <Panel id="cancel-heading" title="Cancel">
                <CancelForm reservation={r} onDone={done} />
              </Panel>
              {canNoShow && (
                <Panel id="no-show-heading" title="No-show">
                  <NoShowAction
                    stay={{
                      reservationId: r.reservationId,
                      guestName,
                      park: r.park,
                      site: r.site,
                      arrival: r.arrival,
                      departure: r.departure,
                    }}
                    onDone={done}
                  />
                </Panel>
              )}
            </>
          ) : (
            <Panel id="no-change-heading" title="Changes">
              <p className={styles.muted} style={{ margin: 0 }}>
                {r.status === "canceled"
                  ? "This reservation is cancelled: nothing more to change."
                  : "The guest has checked out: the stay can no longer be changed."}
              </p>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
