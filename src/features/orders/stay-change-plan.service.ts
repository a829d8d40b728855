import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { quoteCancellation } from "@/features/availability/cancellation-policy";
import type { Equipment, Guests } from "@/features/availability/engine-types";
import { evaluateStay } from "@/features/availability/evaluate-stay";
import { loadSearchData } from "@/features/availability/server";
import { todayIn } from "@/lib/stay-dates";
import { formatStayDate } from "@/lib/stay-format";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes, orders, parks, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { refundableCents } from "./refund-payments.service";
import { type RepricedStay, repriceStay } from "./stay-price.service";
import { stayTotal, withoutStay } from "./stay-pricing";

type Stay = { start: string; end: string };

export type StayChangeRequest = {
  invoiceUuid: string;
  reservationId: string;
  dates?: Stay;
  campsiteId?: string;
  guests?: Guests;
};

export type StayChangePlan = {
  was: typeof reservations.$inferSelect;
  wasSiteName: string;
  invoiceUuid: string;
  changed: boolean;
  to: {
    campsiteId: string;
    campsiteName: string;
    campsiteTypeId: string;
    siteLocked: boolean;
    dates: Stay;
    guests: Guests;
  };
  repriced: RepricedStay | null;
  oldTotalCents: number;
  newTotalCents: number;
  /** The new total less the old. */
  differenceCents: number;
  /** Paid by card now (a higher price). */
  chargeCents: number;
  /** Refunded now (a lower price, under the stay's cancellation terms). */
  refundCents: number;
  /** The part of a lower price the stay's terms keep (0 before the free-cancellation deadline). */
  keptCents: number;
};

async function bookedStay(db: Db, request: StayChangeRequest) {
  const [row] = await db
    .select({
      reservation: reservations,
      siteName: campsites.name,
      invoiceUuid: orders.invoiceUuid,
      timeZone: parks.timeZone,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
    .where(and(eq(reservations.id, request.reservationId), eq(orders.invoiceUuid, request.invoiceUuid)));
  if (!row) throw new AppError("NOT_FOUND", "We could not find this reservation.");
  return row;
}

/**
 * A guest's own change of a booked stay, worked out without writing anything (decision 0036): the new stay checked
 * by the engine's eleven rules as a new booking would be (its own nights not counted as taken), on the site the
 * guest picked, else on its own site while free (a locked site must be), else on the best-fit site of its type;
 * priced as a staff REPRICE prices it (`repriceStay`: today's nightly prices, the discount rate carried over, the
 * add-ons kept, the party's mandatory fees, a lock fee for a newly picked site); and what that means now: a higher
 * price is charged in full, a lower one refunded as a cancellation of the difference today would be.
 */
export async function planStayChange(db: Db, request: StayChangeRequest, now: Date): Promise<StayChangePlan> {
  const { reservation: was, siteName, invoiceUuid, timeZone } = await bookedStay(db, request);
  if (was.status === "canceled") {
    throw new AppError(
      "PRECONDITION_FAILED",
      "This reservation is cancelled, so it can no longer be changed.",
    );
  }
  const today = todayIn(timeZone, now);
  if (today >= was.arrival || was.checkedInAt) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `This stay began on ${formatStayDate(was.arrival)}, so it can no longer be changed online. Please call the park.`,
    );
  }
  const dates = request.dates ?? { start: was.arrival, end: was.departure };
  const guests = request.guests ?? { adults: was.adults, children: was.children, pets: was.pets };
  const oldTotalCents = stayTotal(was);
  const sameSite = request.campsiteId === undefined || request.campsiteId === was.campsiteId;
  const unchanged =
    sameSite &&
    dates.start === was.arrival &&
    dates.end === was.departure &&
    guests.adults === was.adults &&
    guests.children === was.children &&
    guests.pets === was.pets;
  const base = { was, wasSiteName: siteName, invoiceUuid, oldTotalCents };
  if (unchanged) {
    return {
      ...base,
      changed: false,
      to: {
        campsiteId: was.campsiteId,
        campsiteName: siteName,
        campsiteTypeId: was.campsiteTypeId,
        siteLocked: was.siteLocked,
        dates,
        guests,
      },
      repriced: null,
      newTotalCents: oldTotalCents,
      differenceCents: 0,
      chargeCents: 0,
      refundCents: 0,
      keptCents: 0,
    };
  }

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
      `Site ${name} is taken for some of ${formatStayDate(dates.start)} – ${formatStayDate(dates.end)}. Pick other dates or another site.`,
      { field: "campsiteId" },
    );
  }
  const newLock = request.campsiteId !== undefined && request.campsiteId !== was.campsiteId;
  const siteChanged = site.id !== was.campsiteId;
  if (!evaluated.nightlyPricesCents) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "Some of these nights have no rate, so the stay cannot be priced.",
    );
  }
  const repriced = await repriceStay(db, was, {
    nightlyPricesCents: evaluated.nightlyPricesCents,
    category: type.category,
    party: guests,
    siteChanged,
    newLockFeeCents: newLock ? type.lockFeeCents : undefined,
  });
  const difference = repriced.differenceCents;
  let refundCents = 0;
  let keptCents = 0;
  if (difference < 0) {
    // The nights given up are cancelled in effect: the stay's own terms, on the stay's booked arrival, decide.
    const quote = quoteCancellation(
      was.cancellationPolicy,
      { arrival: was.arrival, totalCents: -difference },
      today,
    );
    refundCents = Math.min(quote?.refund ?? 0, await refundableCents(db, was.orderId));
    keptCents = -difference - refundCents;
  }
  return {
    ...base,
    changed: true,
    to: {
      campsiteId: site.id,
      campsiteName: site.name,
      campsiteTypeId: type.id,
      siteLocked: newLock || (!siteChanged && was.siteLocked),
      dates,
      guests,
    },
    repriced,
    newTotalCents: repriced.price.totalCents,
    differenceCents: difference,
    chargeCents: Math.max(0, difference),
    refundCents,
    keptCents,
  };
}

/** The sites a guest may pick when changing a stay: the active sites of its type, and the type's lock fee. */
export async function stayChangeOptions(
  db: Db,
  request: { invoiceUuid: string; reservationId: string },
): Promise<{ sites: { id: string; name: string }[]; lockFee: number }> {
  const { reservation } = await bookedStay(db, request);
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
