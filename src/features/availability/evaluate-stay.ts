import { sumCents } from "@/lib/money";
import {
  evaluateStayRules,
  FAILURE_MESSAGES,
  minimumStayNights,
  orderFailureReasons,
  stayRulesAtArrival,
} from "./availability-rules";
import type {
  CampsiteLocationResult,
  CampsiteTypeContext,
  Equipment,
  FailureReason,
  Guests,
  OccupancyByNight,
  ParkSearchData,
  SiteCandidate,
} from "./engine-types";
import { mandatoryNightlyFees } from "./mandatory-fees";
import { memberPricing } from "./member-pricing";
import { lowestBaselinePrice, priceStay } from "./nightly-pricing";
import { baseRateOn } from "./rate-periods";
import { assignSite, bookableSites } from "./site-assignment";
import { maxAvailableRvLength, noSiteFits, rigDoesNotFitMessage } from "./site-fit";
import { type StayNight, stayCalendar } from "./stay-calendar";

export type StaySearch = {
  dates: { start: string; end: string };
  guests: Guests;
  equipment?: Equipment;
  now: Date;
  /** The viewer's member discount at this park in basis points; null or absent for a visitor. */
  memberDiscountBp?: number | null;
  /** The guest needs an accessible site: only those are offered (and their absence is the failure). */
  accessible?: boolean;
};

/** Share of the type's sites taken on each night (smart pricing). */
function occupancyOf(sites: readonly SiteCandidate[], nights: readonly StayNight[]): OccupancyByNight {
  return Object.fromEntries(
    nights.map((night) => [
      night.date,
      {
        total: sites.length,
        occupied: sites.filter((site) =>
          site.allocations.some((claim) => claim.start <= night.date && night.date < claim.end),
        ).length,
      },
    ]),
  );
}

/**
 * One campsite type for one stay: the eleven rules' failures (site-independent rules, then best fit and gap), the
 * free fitting sites best fit first, and the all-in nightly price (base × weekend × holiday × demand + mandatory
 * nightly fees). Pure: the loader has read everything it needs.
 */
export function evaluateCampsiteType(
  data: ParkSearchData,
  type: CampsiteTypeContext,
  sites: readonly SiteCandidate[],
  search: StaySearch,
): CampsiteLocationResult {
  return evaluateStay(data, type, sites, search).result;
}

/**
 * {@link evaluateCampsiteType} with what booking needs besides the result: each night's base price (before the
 * mandatory fees, which the cart carries as add-ons) and the bookable sites themselves, best fit first.
 */
export function evaluateStay(
  data: ParkSearchData,
  type: CampsiteTypeContext,
  sites: readonly SiteCandidate[],
  search: StaySearch,
): { result: CampsiteLocationResult; nightlyPricesCents: number[] | null; bookable: SiteCandidate[] } {
  const stay = search.dates;
  const stayFailures = evaluateStayRules({
    request: { ...stay, guests: search.guests, equipment: search.equipment, now: search.now },
    calendar: data.calendar,
    type,
  });
  const nights = stayCalendar(data.calendar, type, stay);
  const minNights = minimumStayNights(nights, stayRulesAtArrival(data.calendar, type.id, stay.start));
  const assignment = { stay, equipment: search.equipment, minNights, accessible: search.accessible };
  const free = bookableSites(sites, assignment);
  const siteFailure = free.length > 0 ? null : assignSite(sites, assignment).failure;
  // A rig no site of the type takes is said as such: other dates would not help.
  const siteMessage =
    siteFailure === "BEST_OR_PREFERRED_FIT" && noSiteFits(sites, search.equipment)
      ? rigDoesNotFitMessage(search.equipment!)
      : siteFailure === "BEST_OR_PREFERRED_FIT" && search.accessible
        ? "No accessible site of this type is free for all of your nights."
        : siteFailure && FAILURE_MESSAGES[siteFailure]();
  const failureReasons: FailureReason[] = orderFailureReasons([
    ...stayFailures,
    ...(siteFailure && siteMessage ? [{ id: siteFailure, message: siteMessage }] : []),
  ]);

  // The party's mandatory fees (a resort fee per site, a pet fee per pet) are in every price shown.
  const fees = mandatoryNightlyFees(data.mandatoryAddons, type.category, search.guests);
  const feePerNight = sumCents(fees.map((fee) => fee.addon.priceCents * fee.quantity));
  const baseline = (lowestBaselinePrice(type.ratesBySeason, type.ratePeriods) ?? 0) + feePerNight;
  const priceable = nights.length > 0 && nights.every((night) => night.season && !night.closed);
  const priced = priceable
    ? priceStay({
        nights: nights.map((night) => ({
          date: night.date,
          baseCents: baseRateOn(type, night)!,
          weekend: night.weekend,
          holiday: night.holiday,
          weekendFactorBp: night.season?.weekendFactorBp,
        })),
        pricing: data.calendar.pricing,
        occupancy: occupancyOf(sites, nights),
      })
    : null;
  const smartPricing = priced
    ? {
        averagePricePerNightBeforeTaxesFeesAndDiscounts: priced.averagePricePerNightCents + feePerNight,
        tripTotal: priced.tripTotalCents + feePerNight * nights.length,
      }
    : null;
  const member =
    priced && smartPricing
      ? memberPricing({
          nightsCents: priced.tripTotalCents,
          tripTotalCents: smartPricing.tripTotal,
          nights: nights.length,
          discountBp: search.memberDiscountBp ?? null,
        })
      : null;

  const available = failureReasons.length === 0;
  const listed = available ? free : [];
  const result: CampsiteLocationResult = {
    campsiteType: {
      id: type.id,
      parkId: type.parkId,
      name: type.name,
      campsiteCategoryCode: type.category,
      lowestBaselinePrice: baseline,
      amenities: type.amenities,
    },
    campsiteCategoryCode: type.category,
    averagePricePerNightWithoutDiscounts:
      smartPricing?.averagePricePerNightBeforeTaxesFeesAndDiscounts ?? null,
    lowestBaselinePrice: baseline,
    smartPricing,
    mandatoryFees: fees.map((fee) => ({
      name: fee.addon.name,
      quantity: fee.quantity,
      nightlyCents: fee.addon.priceCents * fee.quantity,
    })),
    memberPricing: available ? member : null,
    failureReasons,
    campsites: listed.map((site) => ({
      id: site.id,
      name: site.name,
      availability: "AVAILABLE" as const,
      amenities: site.amenities,
      rvInfo: site.rvInfo,
      accessible: site.accessible,
    })),
    maxAvailableRvLength: maxAvailableRvLength(listed),
    rvToTentEquipmentConversion: false,
  };
  return {
    result,
    nightlyPricesCents: priced ? priced.nights.map((night) => night.priceCents) : null,
    bookable: listed,
  };
}

/** Every type of every loaded park evaluated for one stay and party (how the loader tests compare two reads). */
export function evaluateEveryType(
  data: readonly ParkSearchData[],
  search: StaySearch,
): CampsiteLocationResult[] {
  return data.flatMap((park) =>
    park.types.map((type) =>
      evaluateCampsiteType(
        park,
        type,
        park.sites.filter((site) => site.campsiteTypeId === type.id),
        search,
      ),
    ),
  );
}
