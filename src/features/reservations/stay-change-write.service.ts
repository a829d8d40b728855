import "server-only";
import { eq } from "drizzle-orm";
import { moveReservation } from "@/features/availability/server";
import { guestsSummary } from "@/lib/stay-format";
import type { Db } from "@/server/db/client";
import { reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type FolioEntry, storedChargeItems, syncFolioCharges } from "./folio.service";
import type { ChangeActor, ChangePolicy } from "./stay-change";
import type { StayChangeQuote } from "./stay-change-quote.service";
import { lockReservation, writeStayRows } from "./stay-price.service";

/** The parts of writing a change of a booked stay that the guest's and the staff's changes share (decision 0043). */

export type ChangeContext = { now: Date; appUrl: string };

/** The policy a change is quoted under: the actor without what only the write needs. */
export const policyOf = (actor: ChangeActor): ChangePolicy =>
  actor.audience === "guest"
    ? { audience: "guest", invoiceUuid: actor.invoiceUuid }
    : {
        audience: "staff",
        pricing: actor.pricing,
        reason: actor.reason,
        overrideRules: actor.overrideRules,
        expected: actor.expected,
      };

/** The stay is as the quote read it (and as the staff member saw it): else nothing is changed blindly. */
export async function assertUnchangedSince(
  tx: Db,
  quote: StayChangeQuote,
  actor: ChangeActor,
): Promise<void> {
  const { was } = quote;
  const locked = await lockReservation(tx, was.id);
  const seen = actor.audience === "staff" ? actor.expected : undefined;
  const stale =
    seen !== undefined &&
    (seen.campsiteId !== was.campsiteId || seen.start !== was.arrival || seen.end !== was.departure);
  if (stale || locked?.status !== "confirmed" || locked.updatedAt.getTime() !== was.updatedAt.getTime()) {
    throw new AppError(
      "CONFLICT",
      actor.audience === "guest"
        ? "This reservation was changed meanwhile. Reload the page and try again."
        : "This reservation was changed meanwhile. Reload it and try again.",
    );
  }
}

/**
 * The claim moved, the price and the stay written, and the folio's charges brought to the new price: the part of a
 * change both audiences share.
 */
export async function writeChangedStay(tx: Db, quote: StayChangeQuote, entry: FolioEntry): Promise<void> {
  const { was, to } = quote;
  const { now } = entry;
  const previous = await storedChargeItems(tx, was.id);
  await moveReservation(tx, {
    parkId: was.parkId,
    reservationId: was.id,
    to: { campsiteId: to.campsiteId, campsiteName: to.campsiteName, stay: to.dates },
    now,
  });
  if (quote.repriced) await writeStayRows(tx, was, quote.repriced, now);
  await tx
    .update(reservations)
    .set({
      campsiteId: to.campsiteId,
      campsiteTypeId: to.campsiteTypeId,
      siteLocked: to.siteLocked,
      arrival: to.dates.start,
      departure: to.dates.end,
      adults: to.guests.adults,
      children: to.guests.children,
      pets: to.guests.pets,
      updatedAt: now,
    })
    .where(eq(reservations.id, was.id));
  await syncFolioCharges(tx, was.id, { ...entry, previous });
}

export const stayBefore = (quote: StayChangeQuote) => ({
  site: quote.wasSiteName,
  campsiteId: quote.was.campsiteId,
  arrival: quote.was.arrival,
  departure: quote.was.departure,
  party: guestsSummary(quote.was),
  totalCents: quote.oldTotalCents,
});

export const stayAfter = (quote: StayChangeQuote) => ({
  site: quote.to.campsiteName,
  campsiteId: quote.to.campsiteId,
  arrival: quote.to.dates.start,
  departure: quote.to.dates.end,
  party: guestsSummary(quote.to.guests),
  totalCents: quote.newTotalCents,
});
