import "server-only";
import { asc, eq } from "drizzle-orm";
import { messagesOf } from "@/features/messages/server";
import {
  type FolioOutput,
  folioOutput,
  notesOf,
  orderBalance,
  type ReservationNote,
  readFolio,
} from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import {
  campsites,
  campsiteTypes,
  type EquipmentSelection,
  orders,
  parks,
  payments,
  reservationAddons,
  reservations,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type AuditRow, listAudit } from "./audit.service";
import { housekeepingOf, type SiteHousekeeping } from "./housekeeping.service";

export type ReservationDetail = {
  reservationId: string;
  orderConfirmation: string;
  invoiceUuid: string;
  status: "confirmed" | "canceled";
  park: { id: string; name: string };
  site: { id: string; name: string; locked: boolean };
  campsiteType: { id: string; name: string };
  arrival: string;
  departure: string;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  party: { adults: number; children: number; pets: number };
  equipment: EquipmentSelection | null;
  notes: string | null;
  arrivalTime: string | null;
  addons: {
    name: string;
    kind: "daily_rate" | "online_store";
    quantity: number;
    totalCents: number;
    mandatory: boolean;
  }[];
  price: {
    nightlyPricesCents: number[];
    lockFeeCents: number;
    subtotalCents: number;
    discountCents: number;
    taxesCents: number;
    totalCents: number;
  };
  payments: {
    method: string;
    cardLast4: string | null;
    status: string;
    amountCents: number;
    refundedCents: number;
    at: Date;
  }[];
  refundCents: number | null;
  /** What the guest's order still owes (never below 0). */
  balanceCents: number;
  /** This stay's ledger, with who wrote each line (decision 0049). */
  folio: FolioOutput;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  canceledAt: Date | null;
  /** Marked a no-show by staff (the stay is also cancelled). */
  noShowAt: Date | null;
  /** Staff notes, oldest first (never shown to the guest). */
  staffNotes: Omit<ReservationNote, "reservationId">[];
  siteStatus: Pick<SiteHousekeeping, "status" | "note">;
  /** The e-mails the stay was sent beyond the booking's own (staff messages, the park's templates). */
  messages: Awaited<ReturnType<typeof messagesOf>>;
  /** The staff changes to this reservation, oldest first (its audit entries). */
  history: AuditRow[];
};

/** `admin.reservations.get`: everything the desk needs about one reservation, with its history. */
export async function reservationDetail(db: Db, reservationId: string): Promise<ReservationDetail> {
  const [row] = await withReservationPlaces(
    db
      .select({
        reservation: reservations,
        orderConfirmation: orders.orderConfirmation,
        invoiceUuid: orders.invoiceUuid,
        guest: orders.guest,
        parkName: parks.displayName,
        siteName: campsites.name,
        typeName: campsiteTypes.name,
        balanceCents: orderBalance,
      })
      .from(reservations)
      .$dynamic(),
  ).where(eq(reservations.id, reservationId));
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  const { reservation } = row;
  const [addonRows, paymentRows, history, folio, staffNotes, sites, messages] = await Promise.all([
    db
      .select({
        name: reservationAddons.name,
        kind: reservationAddons.kind,
        quantity: reservationAddons.quantity,
        totalCents: reservationAddons.totalCents,
        mandatory: reservationAddons.mandatory,
      })
      .from(reservationAddons)
      .where(eq(reservationAddons.reservationId, reservationId))
      .orderBy(asc(reservationAddons.name)),
    db
      .select({
        method: payments.gateway,
        cardLast4: payments.cardLast4,
        status: payments.status,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
        at: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.orderId, reservation.orderId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    listAudit(db, { entity: "reservation", entityId: reservationId, limit: 200 }),
    readFolio(db, reservationId),
    notesOf(db, [reservationId]),
    housekeepingOf(db, [reservation.campsiteId]),
    messagesOf(db, reservationId),
  ]);
  const siteStatus = sites.get(reservation.campsiteId)!;
  return {
    reservationId,
    orderConfirmation: row.orderConfirmation,
    invoiceUuid: row.invoiceUuid,
    status: reservation.status,
    park: { id: reservation.parkId, name: row.parkName },
    site: { id: reservation.campsiteId, name: row.siteName, locked: reservation.siteLocked },
    campsiteType: { id: reservation.campsiteTypeId, name: row.typeName },
    arrival: reservation.arrival,
    departure: reservation.departure,
    guest: {
      firstName: row.guest.firstName,
      lastName: row.guest.lastName,
      email: row.guest.email,
      phone: row.guest.phone,
    },
    party: { adults: reservation.adults, children: reservation.children, pets: reservation.pets },
    equipment: reservation.equipment,
    notes: reservation.tripDetails.notes ?? null,
    arrivalTime: reservation.tripDetails.arrivalTime ?? null,
    addons: addonRows,
    price: {
      nightlyPricesCents: reservation.nightlyPricesCents,
      lockFeeCents: reservation.lockFeeCents,
      subtotalCents: reservation.subtotalCents,
      discountCents: reservation.discountCents,
      taxesCents: reservation.taxesCents,
      totalCents: reservation.subtotalCents - reservation.discountCents + reservation.taxesCents,
    },
    payments: paymentRows,
    refundCents: reservation.refundCents,
    balanceCents: Number(row.balanceCents),
    folio: folioOutput(folio, { withNames: true, balanceDueOn: reservation.balanceDueOn }),
    checkedInAt: reservation.checkedInAt,
    checkedOutAt: reservation.checkedOutAt,
    canceledAt: reservation.canceledAt,
    noShowAt: reservation.noShowAt,
    staffNotes: staffNotes.map(({ reservationId: _, ...note }) => note),
    siteStatus: { status: siteStatus.status, note: siteStatus.note },
    messages,
    history: [...history.items].reverse(),
  };
}
