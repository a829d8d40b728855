import "server-only";
import type { z } from "zod";
import {
  addedNights,
  parkOfReservation,
  quoteStaffCancellation,
  quoteStayChange,
  quoteWalkIn,
} from "@/features/reservations/server";
import { nightsBetween } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import type { ZQuote, ZQuoteInput } from "./staff.schemas";

type QuoteInput = z.infer<typeof ZQuoteInput>;
type Quote = z.infer<typeof ZQuote>;

/** The park a quote is about (its reservation's, or the walk-in's), for the caller's scope check first. */
export async function parkOfQuote(db: Db, input: QuoteInput): Promise<string | null> {
  return "parkId" in input ? input.parkId : parkOfReservation(db, input.reservationId);
}

/**
 * `admin.reservations.quote` (api.md "the front desk's day one"): what a walk-in, a change of a booked stay (a move,
 * new dates, an extension, another party) or a cancellation would cost and where the money would go, worked out by
 * the same code its commit runs and writing nothing. Each dialog shows it before its button; the commit then sends
 * what it showed (`expectedDifferenceCents`, `expectedRefundCents`) and is refused if it moved.
 */
export async function quoteAtDesk(db: Db, input: QuoteInput, now: Date): Promise<Quote> {
  if ("parkId" in input) return { kind: "walkIn", ...(await quoteWalkIn(db, input, now)) };
  if ("cancel" in input) {
    const quote = await quoteStaffCancellation(
      db,
      { reservationId: input.reservationId, refund: input.cancel.refund },
      now,
    );
    return { kind: "cancel", ...quote };
  }
  const { reservationId, campsiteId, dates, guests, pricing, reason, overrideRules } = input;
  const quote = await quoteStayChange(
    db,
    { reservationId, campsiteId, dates, guests },
    { audience: "staff", pricing, reason, overrideRules },
    now,
  );
  // The staff policy never charges a card: that settlement is the guest's own change.
  if (quote.settlement.kind === "charged") throw new Error("A staff change quoted a card charge.");
  return {
    kind: "change",
    changed: quote.changed,
    site: { id: quote.to.campsiteId, name: quote.to.campsiteName },
    dates: quote.to.dates,
    nights: nightsBetween(quote.to.dates.start, quote.to.dates.end),
    addedNights: addedNights(quote.was, quote.to.dates),
    oldTotalCents: quote.oldTotalCents,
    newTotalCents: quote.newTotalCents,
    differenceCents: quote.differenceCents,
    settlement: quote.settlement,
    overridden: quote.overridden.map((rule) => rule.message),
  };
}
