import type { Guests } from "@/features/availability/engine-types";
import { formatStay } from "@/lib/date-format";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { guestsSummary } from "@/lib/stay-format";
import type { Actor } from "@/server/audit";

/**
 * The vocabulary of changing a booked stay (decision 0043): what is asked, who asks under which policy, and the
 * stay as it is. One quote (`quoteStayChange`) and one write (`changeStay`) serve the guest and the park's staff;
 * the audience is only the policy a router passes.
 */

export type Stay = { start: string; end: string };

/** Another site, other dates or another party for one reservation; what is left out stays as booked. */
export type StayChangeRequest = {
  reservationId: string;
  dates?: Stay;
  campsiteId?: string;
  guests?: Guests;
};

/**
 * The guest's own change (decision 0036), reached through the order's invoice UUID: the stay must not have begun;
 * the engine's eleven rules apply as to a new booking; a site the guest picks is locked to them for the type's lock
 * fee; the new price always applies — a higher one is charged to a card now, a lower one refunded by the stay's
 * cancellation terms.
 */
export type GuestPolicy = { audience: "guest"; invoiceUuid: string };

/**
 * The park's change (domain.md "Staff console"): until check-out; the rules for online booking are skipped and the
 * others may be overridden with a written reason; moving a site the guest locked needs a reason and unlocks it.
 * The price (decision 0058): NIGHTS (the default) keeps what the booked nights cost and prices the nights added at
 * today's rates; KEEP leaves the total as it is (added nights free: a reason is required); REPRICE prices the whole
 * stay as booked today. A higher price is owed at the park, a lower one refunds what was paid beyond what the order
 * then costs. `expected` is the stay the staff member was looking at.
 */
export type StaffPricing = "NIGHTS" | "KEEP" | "REPRICE";

export type StaffPolicy = {
  audience: "staff";
  pricing: StaffPricing;
  reason?: string;
  overrideRules?: { reason: string };
  expected?: { campsiteId: string; start: string; end: string };
};

export type ChangePolicy = GuestPolicy | StaffPolicy;

/** Who makes the change, with what only a write needs (the quote needs the policy alone). */
export type ChangeActor =
  | (GuestPolicy & {
      userId: string | null;
      /** One change per key: a retry answers the first result. */
      idempotencyKey: string;
      payment?: PaymentInput;
      /** The difference the guest was shown: another one today refuses the change (`CONFLICT`). */
      expectedPriceDifference?: number;
    })
  | (StaffPolicy & {
      actor: Actor;
      notifyGuest: boolean;
      /** The difference the quote showed: another one now refuses the change (`CONFLICT`). */
      expectedDifferenceCents?: number;
    });

/** What a guest's change did to the money: a higher price paid by card now, a lower one refunded by its terms. */
export type GuestSettlement =
  | { kind: "kept" }
  | { kind: "charged"; cents: number; cardLast4: string | null }
  /** `keptCents`: the part of a lower price the stay's cancellation terms keep. */
  | { kind: "refunded"; cents: number; keptCents: number };

/**
 * What a staff change did to the money: refunded through the order's payments, owed at the park (a higher price),
 * or simply owed less (a lower price on a stay not paid that far).
 */
export type StaffSettlement =
  | { kind: "kept" }
  | { kind: "refunded"; cents: number }
  | { kind: "owed"; cents: number }
  | { kind: "reduced"; cents: number };

export type Settlement = GuestSettlement | StaffSettlement;

/**
 * The staff policy's money rule, pure: a higher price is owed at the park; of a lower one only what was paid beyond
 * what the order costs after the change (`owedAfterCents`, negative when overpaid) comes back, else it owes less.
 */
export function staffSettlement(difference: number, owedAfterCents: number): StaffSettlement {
  if (difference > 0) return { kind: "owed", cents: difference };
  if (difference === 0) return { kind: "kept" };
  const refund = Math.min(-difference, Math.max(0, -owedAfterCents));
  return refund > 0 ? { kind: "refunded", cents: refund } : { kind: "reduced", cents: -difference };
}

export type StayChangeResult<S extends Settlement = Settlement> = {
  changed: boolean;
  /** The new stay's price less the old (0 with a staff KEEP). */
  differenceCents: number;
  settlement: S;
  /** Charged to the guest's card now. */
  chargedCents: number;
  /** Refunded now through the order's payments. */
  refundedCents: number;
  /** What a guest's stay terms keep of a lower price. */
  keptCents: number;
};

/** The booked stay a change starts from. */
export type BookedStay = {
  id: string;
  campsiteId: string;
  siteLocked: boolean;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  pets: number;
};

/** The stay asked for: what the request leaves out stays as booked. */
export function changeTarget(was: BookedStay, request: StayChangeRequest) {
  return {
    campsiteId: request.campsiteId ?? was.campsiteId,
    dates: request.dates ?? { start: was.arrival, end: was.departure },
    guests: request.guests ?? { adults: was.adults, children: was.children, pets: was.pets },
  };
}

/** Whether the stay asked for is the stay already booked (a retried click changes nothing). */
export function isSameStay(was: BookedStay, to: ReturnType<typeof changeTarget>): boolean {
  return (
    to.campsiteId === was.campsiteId &&
    to.dates.start === was.arrival &&
    to.dates.end === was.departure &&
    to.guests.adults === was.adults &&
    to.guests.children === was.children &&
    to.guests.pets === was.pets
  );
}

/** The stay as it read before, in the guest's words (the site only when they had locked it). */
export function stayInWords(was: BookedStay, siteName: string): string {
  return [
    was.siteLocked ? `site ${siteName}` : null,
    `${formatStay(was.arrival, was.departure)}`,
    guestsSummary(was),
  ]
    .filter(Boolean)
    .join(", ");
}

/** The nights of a stay, as their ISO dates. */
function nightsOf(start: string, end: string): string[] {
  return Array.from({ length: Math.max(0, nightsBetween(start, end)) }, (_, index) => addDays(start, index));
}

/**
 * NIGHTS pricing, pure: each night of the new stay that was booked keeps what the guest was charged for it (on the
 * same site type); a night added, or any night on another type, costs today's price (`todaysCents`, one per night
 * of the new stay).
 */
export function keptNightPrices(
  was: { arrival: string; departure: string; nightlyPricesCents: readonly number[]; campsiteTypeId: string },
  to: { dates: Stay; campsiteTypeId: string },
  todaysCents: readonly number[],
): number[] {
  const booked = new Map(
    nightsOf(was.arrival, was.departure).map((night, index) => [night, was.nightlyPricesCents[index]]),
  );
  const sameType = to.campsiteTypeId === was.campsiteTypeId;
  return nightsOf(to.dates.start, to.dates.end).map((night, index) => {
    const kept = sameType ? booked.get(night) : undefined;
    return kept ?? todaysCents[index]!;
  });
}

/**
 * How many nights longer than booked a change makes the stay (0 when it keeps its length or shortens it): the
 * nights that KEEP would give free. Moving the same number of nights to other dates adds none.
 */
export function addedNights(was: { arrival: string; departure: string }, to: Stay): number {
  return Math.max(0, nightsBetween(to.start, to.end) - nightsBetween(was.arrival, was.departure));
}
