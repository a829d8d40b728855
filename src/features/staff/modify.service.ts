import "server-only";
import { eq } from "drizzle-orm";
import type { Equipment } from "@/features/availability/engine-types";
import { moveReservation } from "@/features/availability/server";
import { stayTotal } from "@/features/orders";
import {
  lockReservation,
  mailStayChange,
  repriceStay,
  type StayPriceChange,
  writeStayPrice,
} from "@/features/orders/server";
import { formatStayDate, guestsSummary } from "@/lib/stay-format";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites, orders, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { quoteStaffStay } from "./staff-stay.service";

export type ModifyInput = {
  reservationId: string;
  campsiteId?: string;
  dates?: { start: string; end: string };
  guests?: { adults: number; children: number; pets: number };
  pricing: "KEEP" | "REPRICE";
  notifyGuest: boolean;
  /** Why a site the guest locked is moved (required then). */
  reason?: string;
  overrideRules?: { reason: string };
  /** The site and dates the staff member was looking at: a stay changed since then is not changed again blindly. */
  expected?: { campsiteId: string; start: string; end: string };
};

export type ModifyResult = {
  changed: boolean;
  /** The new stay's price less the old (0 with KEEP). */
  priceDifferenceCents: number;
  /** What happened to the difference: refunded through the order's payments, owed at the park, or nothing. */
  settlement: StayPriceChange;
};

async function currentStay(db: Db, reservationId: string) {
  const [row] = await db
    .select({ reservation: reservations, siteName: campsites.name, invoiceUuid: orders.invoiceUuid })
    .from(reservations)
    .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.id, reservationId));
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  return row;
}

/**
 * `admin.reservations.modify` (domain.md "Staff console"): another site, other dates or another party in one
 * transaction. The engine checks the new stay on its site (its old nights do not count as taken); the claim moves
 * through the exclusion constraint, so a taken target is `CONFLICT` and nothing changes. KEEP leaves the price as
 * it was; REPRICE prices the new stay as a guest would book it today (the stay's discount rate carried over, a
 * site-lock fee dropped when the site changes): a lower price is refunded through the order's payments, a higher
 * one is owed at the park (Today shows the balance). The guest is told when `notifyGuest`; the audit entry is
 * written in the same transaction. Asking for the stay it already has changes nothing (a retried click).
 */
export async function modifyReservation(
  db: Db,
  gateway: PaymentGateway,
  input: ModifyInput,
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<ModifyResult> {
  const { now } = context;
  const { reservation: was, siteName: wasSiteName, invoiceUuid } = await currentStay(db, input.reservationId);
  if (was.status === "canceled") throw new AppError("PRECONDITION_FAILED", "This reservation is cancelled.");
  if (was.checkedOutAt) throw new AppError("PRECONDITION_FAILED", "This guest has already checked out.");
  const to = {
    campsiteId: input.campsiteId ?? was.campsiteId,
    dates: input.dates ?? { start: was.arrival, end: was.departure },
    guests: input.guests ?? { adults: was.adults, children: was.children, pets: was.pets },
  };
  const siteChanged = to.campsiteId !== was.campsiteId;
  const unchanged =
    !siteChanged &&
    to.dates.start === was.arrival &&
    to.dates.end === was.departure &&
    to.guests.adults === was.adults &&
    to.guests.children === was.children &&
    to.guests.pets === was.pets;
  if (unchanged) return { changed: false, priceDifferenceCents: 0, settlement: { kind: "kept" } };
  if (siteChanged && was.siteLocked && !input.reason) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `The guest paid to lock site ${wasSiteName}. Say why you move them to another site.`,
      { field: "reason" },
    );
  }
  if (was.checkedInAt && to.dates.start !== was.arrival) {
    throw new AppError("PRECONDITION_FAILED", "This guest has checked in: the arrival date stays as it is.");
  }

  const quote = await quoteStaffStay(db, {
    parkId: was.parkId,
    campsiteId: to.campsiteId,
    dates: to.dates,
    guests: to.guests,
    equipment: (was.equipment as Equipment | null) ?? undefined,
    now,
    freeing: { campsiteId: was.campsiteId, stay: { start: was.arrival, end: was.departure } },
    overrideReason: input.overrideRules?.reason,
  });

  return db.transaction(async (tx) => {
    const locked = await lockReservation(tx, was.id);
    const seen = input.expected;
    const stale =
      seen !== undefined &&
      (seen.campsiteId !== was.campsiteId || seen.start !== was.arrival || seen.end !== was.departure);
    if (stale || locked?.status !== "confirmed" || locked.updatedAt.getTime() !== was.updatedAt.getTime()) {
      throw new AppError("CONFLICT", "This reservation was changed meanwhile. Reload it and try again.");
    }
    await moveReservation(tx, {
      parkId: was.parkId,
      reservationId: was.id,
      to: { campsiteId: quote.site.id, campsiteName: quote.site.name, stay: to.dates },
      now,
    });

    let difference = 0;
    let settlement: StayPriceChange = { kind: "kept" };
    if (input.pricing === "REPRICE") {
      const repriced = await repriceStay(tx, was, {
        nightlyPricesCents: quote.nightlyPricesCents,
        category: quote.type.category,
        party: to.guests,
        siteChanged,
      });
      difference = repriced.differenceCents;
      settlement = await writeStayPrice(tx, gateway, was, repriced, {
        idempotencyKey: `change:${was.id}:${was.updatedAt.getTime()}`,
        now,
      });
    }

    await tx
      .update(reservations)
      .set({
        campsiteId: quote.site.id,
        campsiteTypeId: quote.type.id,
        siteLocked: siteChanged ? false : was.siteLocked,
        arrival: to.dates.start,
        departure: to.dates.end,
        adults: to.guests.adults,
        children: to.guests.children,
        pets: to.guests.pets,
        updatedAt: now,
      })
      .where(eq(reservations.id, was.id));

    await recordAudit(tx, {
      actor,
      at: now,
      action: "reservation.modify",
      entity: "reservation",
      entityId: was.id,
      parkId: was.parkId,
      before: {
        site: wasSiteName,
        campsiteId: was.campsiteId,
        arrival: was.arrival,
        departure: was.departure,
        party: guestsSummary(was),
        totalCents: stayTotal(was),
      },
      after: {
        site: quote.site.name,
        campsiteId: quote.site.id,
        arrival: to.dates.start,
        departure: to.dates.end,
        party: guestsSummary(to.guests),
        totalCents: stayTotal(was) + difference,
        pricing: input.pricing,
        settlement,
        notifiedGuest: input.notifyGuest,
        overriddenRules: quote.overridden.map((rule) => rule.id),
      },
      reason: [input.reason, input.overrideRules?.reason].filter(Boolean).join(" · ") || null,
    });

    if (input.notifyGuest) {
      // The guest sees a site only once they locked it (their confirmation says "assigned at check-in" otherwise).
      const wasWords = [
        was.siteLocked ? `site ${wasSiteName}` : null,
        `${formatStayDate(was.arrival)} – ${formatStayDate(was.departure)}`,
        guestsSummary(was),
      ]
        .filter(Boolean)
        .join(", ");
      await mailStayChange(
        tx,
        { invoiceUuid, reservationId: was.id, was: wasWords, price: settlement },
        { now, appUrl: context.appUrl },
      );
    }
    return { changed: true, priceDifferenceCents: difference, settlement };
  });
}
