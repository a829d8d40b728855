import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Equipment, FailureReason } from "@/features/availability/server";
import { evaluateStay, loadSearchData, quoteCancellation, withoutStay } from "@/features/availability/server";
import { formatDay, formatStay } from "@/lib/date-format";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import { campsites, campsiteTypes, orders, parks, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { orderOwed } from "./folio.service";
import { refundableCents } from "./refund-payments.service";
import { quoteStaffStay } from "./staff-stay.service";
import {
  addedNights,
  type ChangePolicy,
  changeTarget,
  type GuestPolicy,
  isSameStay,
  keptNightPrices,
  type Settlement,
  type StaffPolicy,
  type Stay,
  type StayChangeRequest,
  staffSettlement,
} from "./stay-change";
import { type RepricedStay, repriceStay } from "./stay-price.service";
import { stayTotal } from "./stay-pricing";

type Reservation = typeof reservations.$inferSelect;

/** What a change of a booked stay would do, worked out without writing anything. */
export type StayChangeQuote = {
  was: Reservation;
  wasSiteName: string;
  invoiceUuid: string;
  changed: boolean;
  to: {
    campsiteId: string;
    campsiteName: string;
    campsiteTypeId: string;
    siteLocked: boolean;
    dates: Stay;
    guests: { adults: number; children: number; pets: number };
  };
  /** The stay priced again (null when unchanged or kept at its price). */
  repriced: RepricedStay | null;
  oldTotalCents: number;
  newTotalCents: number;
  /** The new total less the old (0 when the price is kept). */
  differenceCents: number;
  /** Paid by the guest's card now (a guest's higher price). */
  chargeCents: number;
  /** Refunded now through the order's payments. */
  refundCents: number;
  /** The part of a guest's lower price the stay's terms keep (0 before the free-cancellation deadline). */
  keptCents: number;
  /** What the change does to the money, as the write will settle it (a card's last digits aside). */
  settlement: Settlement;
  /** The rules the new stay breaks that staff overrode. */
  overridden: FailureReason[];
};

async function bookedStay(db: Db, reservationId: string, invoiceUuid?: string) {
  const [row] = await withReservationPlaces(
    db
      .select({
        reservation: reservations,
        siteName: campsites.name,
        invoiceUuid: orders.invoiceUuid,
        timeZone: parks.timeZone,
        owedCents: orderOwed,
      })
      .from(reservations)
      .$dynamic(),
  ).where(
    and(
      eq(reservations.id, reservationId),
      invoiceUuid === undefined ? undefined : eq(orders.invoiceUuid, invoiceUuid),
    ),
  );
  if (!row) {
    throw new AppError(
      "NOT_FOUND",
      invoiceUuid === undefined ? "This reservation does not exist." : "We could not find this reservation.",
    );
  }
  return row;
}

type Booked = Awaited<ReturnType<typeof bookedStay>>;
type Target = ReturnType<typeof changeTarget>;

/** Refuses a change the policy does not allow on this stay, before anything is priced. */
function assertChangeable(booked: Booked, to: Target, policy: ChangePolicy, now: Date): void {
  const { reservation: was } = booked;
  if (policy.audience === "guest") {
    if (was.status === "canceled") {
      throw new AppError(
        "PRECONDITION_FAILED",
        "This reservation is cancelled, so it can no longer be changed.",
      );
    }
    if (todayIn(booked.timeZone, now) >= was.arrival || was.checkedInAt) {
      throw new AppError(
        "PRECONDITION_FAILED",
        `This stay began on ${formatDay(was.arrival)}, so it can no longer be changed online. Please call the park.`,
      );
    }
    return;
  }
  if (was.status === "canceled") throw new AppError("PRECONDITION_FAILED", "This reservation is cancelled.");
  if (was.checkedOutAt) throw new AppError("PRECONDITION_FAILED", "This guest has already checked out.");
  if (isSameStay(was, to)) return;
  if (to.campsiteId !== was.campsiteId && was.siteLocked && !policy.reason) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `The guest paid to lock site ${booked.siteName}. Say why you move them to another site.`,
      { field: "reason" },
    );
  }
  if (was.checkedInAt && to.dates.start !== was.arrival) {
    throw new AppError("PRECONDITION_FAILED", "This guest has checked in: the arrival date stays as it is.");
  }
  const added = addedNights(was, to.dates);
  if (policy.pricing === "KEEP" && added > 0 && (policy.reason?.trim().length ?? 0) < 3) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `Keeping the price gives the guest ${added === 1 ? "the added night" : `the ${added} added nights`} free: say why, or price ${added === 1 ? "it" : "them"}.`,
      { field: "reason" },
    );
  }
}

type Placed = {
  site: { id: string; name: string };
  type: { id: string; category: string };
  siteLocked: boolean;
  nightlyPricesCents: number[];
  newLockFeeCents?: number;
  overridden: FailureReason[];
};

/**
 * A guest's new stay, checked by the engine's eleven rules as a new booking would be (its own nights not counted
 * as taken): on the site the guest picked, else on its own site while free (a locked site must be), else on the
 * best-fit site of its type.
 */
async function placeForGuest(db: Db, was: Reservation, to: Target, request: StayChangeRequest, now: Date) {
  const { dates, guests } = to;
  const [data] = await loadSearchData(db, { ...dates, now }, [was.parkId], { cached: true });
  const type = data?.types.find((candidate) => candidate.id === was.campsiteTypeId);
  if (!data || !type)
    throw new AppError("PRECONDITION_FAILED", "This stay's site type is no longer booked online.");
  const ownNights = { start: was.arrival, end: was.departure };
  const typeSites = data.sites
    .filter((site) => site.campsiteTypeId === type.id)
    .map((site) =>
      site.id === was.campsiteId ? { ...site, allocations: withoutStay(site.allocations, ownNights) } : site,
    );
  if (request.campsiteId && !typeSites.some((site) => site.id === request.campsiteId)) {
    throw new AppError("INVALID_INPUT", "Pick a site of the same type as your stay.", {
      field: "campsiteId",
    });
  }
  const equipment = (was.equipment as Equipment | null) ?? undefined;
  const evaluated = evaluateStay(data, type, typeSites, { dates, guests, equipment, now });
  const reasons = evaluated.result.failureReasons;
  if (reasons.length > 0) {
    const taken = reasons.every((reason) => reason.id === "BEST_OR_PREFERRED_FIT");
    throw new AppError(taken ? "CONFLICT" : "PRECONDITION_FAILED", reasons.map((r) => r.message).join(" "), {
      failureReasons: reasons,
    });
  }
  const wanted = request.campsiteId ?? (was.siteLocked ? was.campsiteId : null);
  const site = wanted
    ? evaluated.bookable.find((candidate) => candidate.id === wanted)
    : (evaluated.bookable.find((candidate) => candidate.id === was.campsiteId) ?? evaluated.bookable[0]);
  if (!site) {
    const name = typeSites.find((candidate) => candidate.id === wanted)?.name ?? "";
    throw new AppError(
      "CONFLICT",
      `Site ${name} is taken for some of ${formatStay(dates.start, dates.end)}. Pick other dates or another site.`,
      { field: "campsiteId" },
    );
  }
  if (!evaluated.nightlyPricesCents) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "Some of these nights have no rate, so the stay cannot be priced.",
    );
  }
  const newLock = request.campsiteId !== undefined && request.campsiteId !== was.campsiteId;
  const siteChanged = site.id !== was.campsiteId;
  return {
    site: { id: site.id, name: site.name },
    type: { id: type.id, category: type.category },
    siteLocked: newLock || (!siteChanged && was.siteLocked),
    nightlyPricesCents: evaluated.nightlyPricesCents,
    newLockFeeCents: newLock ? type.lockFeeCents : undefined,
    overridden: [],
  } satisfies Placed;
}

/** The park's new stay on the site asked for, as the desk books it (`quoteStaffStay`); a moved stay is unlocked. */
async function placeForStaff(db: Db, was: Reservation, to: Target, policy: StaffPolicy, now: Date) {
  const quote = await quoteStaffStay(db, {
    parkId: was.parkId,
    campsiteId: to.campsiteId,
    dates: to.dates,
    guests: to.guests,
    equipment: (was.equipment as Equipment | null) ?? undefined,
    now,
    freeing: { campsiteId: was.campsiteId, stay: { start: was.arrival, end: was.departure } },
    overrideReason: policy.overrideRules?.reason,
  });
  return {
    site: quote.site,
    type: quote.type,
    siteLocked: quote.site.id !== was.campsiteId ? false : was.siteLocked,
    nightlyPricesCents: quote.nightlyPricesCents,
    overridden: quote.overridden,
  } satisfies Placed;
}

/** A guest's price difference: a higher price charged in full, a lower one refunded as a cancellation of it. */
type Money = { chargeCents: number; refundCents: number; keptCents: number; settlement: Settlement };

async function guestMoney(db: Db, was: Reservation, difference: number, today: string): Promise<Money> {
  if (difference > 0) {
    return {
      chargeCents: difference,
      refundCents: 0,
      keptCents: 0,
      settlement: { kind: "charged", cents: difference, cardLast4: null },
    };
  }
  if (difference === 0) return { chargeCents: 0, refundCents: 0, keptCents: 0, settlement: { kind: "kept" } };
  // The nights given up are cancelled in effect: the stay's own terms, on the stay's booked arrival, decide.
  const quote = quoteCancellation(
    was.cancellationPolicy,
    { arrival: was.arrival, totalCents: -difference },
    today,
  );
  const refundCents = Math.min(quote?.refund ?? 0, await refundableCents(db, was.orderId));
  const keptCents = -difference - refundCents;
  return {
    chargeCents: 0,
    refundCents,
    keptCents,
    settlement: { kind: "refunded", cents: refundCents, keptCents },
  };
}

/** A staff re-price's difference as `staffSettlement` rules it, the order's balance read before the change. */
function staffMoney(difference: number, owedCents: number): Money {
  const settlement = staffSettlement(difference, owedCents + difference);
  const refundCents = settlement.kind === "refunded" ? settlement.cents : 0;
  return { chargeCents: 0, refundCents, keptCents: 0, settlement };
}

/**
 * What a change of a booked stay would cost, for the guest and for the park alike (decision 0043): the policy's
 * checks, the new stay placed by the engine (the guest's rules or the desk's), priced again as `repriceStay` prices
 * it (today's nightly prices, the discount rate carried over, the add-ons kept, the party's mandatory fees, a lock
 * fee for a site the guest picks) — for staff, by default, with the booked nights at what they cost (NIGHTS), or
 * not at all (KEEP) — and what that means for the money now. Writes nothing: `changeStay` writes exactly this, and
 * `admin.reservations.quote` shows it first.
 */
export async function quoteStayChange(
  db: Db,
  request: StayChangeRequest,
  policy: ChangePolicy,
  now: Date,
): Promise<StayChangeQuote> {
  const booked = await bookedStay(
    db,
    request.reservationId,
    policy.audience === "guest" ? (policy as GuestPolicy).invoiceUuid : undefined,
  );
  const { reservation: was, siteName, invoiceUuid } = booked;
  const target = changeTarget(was, request);
  assertChangeable(booked, target, policy, now);
  const oldTotalCents = stayTotal(was);
  const base = { was, wasSiteName: siteName, invoiceUuid, oldTotalCents };
  if (isSameStay(was, target)) {
    return {
      ...base,
      changed: false,
      to: {
        campsiteId: was.campsiteId,
        campsiteName: siteName,
        campsiteTypeId: was.campsiteTypeId,
        siteLocked: was.siteLocked,
        dates: target.dates,
        guests: target.guests,
      },
      repriced: null,
      newTotalCents: oldTotalCents,
      differenceCents: 0,
      chargeCents: 0,
      refundCents: 0,
      keptCents: 0,
      settlement: { kind: "kept" },
      overridden: [],
    };
  }
  const placed: Placed =
    policy.audience === "guest"
      ? await placeForGuest(db, was, target, request, now)
      : await placeForStaff(db, was, target, policy, now);
  const pricing = policy.audience === "staff" ? policy.pricing : "REPRICE";
  const repriced =
    pricing === "KEEP"
      ? null
      : await repriceStay(db, was, {
          nightlyPricesCents:
            pricing === "NIGHTS"
              ? keptNightPrices(
                  was,
                  { dates: target.dates, campsiteTypeId: placed.type.id },
                  placed.nightlyPricesCents,
                )
              : placed.nightlyPricesCents,
          category: placed.type.category,
          party: target.guests,
          siteChanged: placed.site.id !== was.campsiteId,
          newLockFeeCents: placed.newLockFeeCents,
        });
  const difference = repriced?.differenceCents ?? 0;
  const money =
    policy.audience === "guest"
      ? await guestMoney(db, was, difference, todayIn(booked.timeZone, now))
      : staffMoney(difference, Number(booked.owedCents ?? 0));
  return {
    ...base,
    changed: true,
    to: {
      campsiteId: placed.site.id,
      campsiteName: placed.site.name,
      campsiteTypeId: placed.type.id,
      siteLocked: placed.siteLocked,
      dates: target.dates,
      guests: target.guests,
    },
    repriced,
    newTotalCents: oldTotalCents + difference,
    differenceCents: difference,
    ...money,
    overridden: placed.overridden,
  };
}

/** The sites a guest may pick when changing a stay: the active sites of its type, and the type's lock fee. */
export async function stayChangeOptions(
  db: Db,
  request: { invoiceUuid: string; reservationId: string },
): Promise<{ sites: { id: string; name: string }[]; lockFee: number }> {
  const { reservation } = await bookedStay(db, request.reservationId, request.invoiceUuid);
  const sites = await db
    .select({ id: campsites.id, name: campsites.name })
    .from(campsites)
    .where(and(eq(campsites.campsiteTypeId, reservation.campsiteTypeId), eq(campsites.active, true)))
    .orderBy(asc(campsites.name));
  const [type] = await db
    .select({ lockFee: campsiteTypes.lockFeeCents })
    .from(campsiteTypes)
    .where(eq(campsiteTypes.id, reservation.campsiteTypeId));
  return { sites, lockFee: type?.lockFee ?? 0 };
}
