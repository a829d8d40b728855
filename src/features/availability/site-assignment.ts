import { nightsBetween } from "@/lib/stay-dates";
import type { Equipment, FailureReasonId, SiteCandidate } from "./engine-types";
import { isSiteFreeFor, type StayDates, siteFitsEquipment } from "./site-fit";

/**
 * Best-fit site assignment (domain.md "Site assignment"): among the free sites that fit the rig, never one that
 * strands a gap shorter than the minimum stay, and prefer the one that fragments the calendar least. Accessible
 * sites are held back for the guests who need them (28 CFR 36.302(e), domain.md): a guest who did not ask for one
 * gets one only when no other site of the type can be given; a guest who asked gets accessible sites only.
 */

export type SiteFailureId = Extract<FailureReasonId, "BEST_OR_PREFERRED_FIT" | "GAP">;
export type SiteAssignment = { site: SiteCandidate; failure: null } | { site: null; failure: SiteFailureId };
/**
 * `minNights`: the minimum stay that applies to the nights around the stay (resolved by the caller).
 * `accessible`: the guest asked for an accessible site.
 */
export type AssignmentRequest = {
  stay: StayDates;
  equipment?: Equipment;
  minNights: number;
  accessible?: boolean;
};

const siteNames = new Intl.Collator("en", { numeric: true });

/**
 * Free nights left on the site between the stay and its nearest allocation on each side; null when the site's
 * allocations show none on that side (the caller loads them at least a minimum stay wide, so it is open).
 */
export function freeNightsAround(
  site: Pick<SiteCandidate, "allocations">,
  stay: StayDates,
): { before: number | null; after: number | null } {
  // ISO dates order as strings: find the nearest claim on each side, then count the nights once.
  let previousEnd: string | null = null;
  let nextStart: string | null = null;
  for (const allocation of site.allocations) {
    if (allocation.end <= stay.start && (previousEnd === null || allocation.end > previousEnd)) {
      previousEnd = allocation.end;
    }
    if (allocation.start >= stay.end && (nextStart === null || allocation.start < nextStart)) {
      nextStart = allocation.start;
    }
  }
  return {
    before: previousEnd === null ? null : nightsBetween(previousEnd, stay.start),
    after: nextStart === null ? null : nightsBetween(stay.end, nextStart),
  };
}

/** The GAP rule: a gap of 1 … minNights − 1 nights could never be booked by anyone. */
export function leavesShortGap(
  site: Pick<SiteCandidate, "allocations">,
  stay: StayDates,
  minNights: number,
): boolean {
  return isShortGap(freeNightsAround(site, stay), minNights);
}

function isShortGap(around: { before: number | null; after: number | null }, minNights: number): boolean {
  return [around.before, around.after].some((gap) => gap !== null && gap > 0 && gap < minNights);
}

type Ranked = { site: SiteCandidate; touchingSides: number; surplusFeet: number };

function rank(
  site: SiteCandidate,
  request: AssignmentRequest,
  { before, after }: { before: number | null; after: number | null },
): Ranked {
  return {
    site,
    touchingSides: Number(before === 0) + Number(after === 0),
    // A site without RV info has no surplus, so a tent takes a tent pad before an RV pad that also takes tents.
    surplusFeet: site.rvInfo ? site.rvInfo.rvLengthMax - (request.equipment?.rvLength ?? 0) : 0,
  };
}

function bestFirst(a: Ranked, b: Ranked): number {
  return (
    Number(a.site.accessible) - Number(b.site.accessible) ||
    b.touchingSides - a.touchingSides ||
    a.surplusFeet - b.surplusFeet ||
    siteNames.compare(a.site.name, b.site.name) ||
    (a.site.id < b.site.id ? -1 : a.site.id > b.site.id ? 1 : 0)
  );
}

function isFreeAndFitting(site: SiteCandidate, request: AssignmentRequest): boolean {
  return (
    (!request.accessible || site.accessible) &&
    siteFitsEquipment(site, request.equipment) &&
    isSiteFreeFor(site, request.stay)
  );
}

/**
 * Every site the guest could be given (free, fitting, no short gap), best fit first: every other site before an
 * accessible one, then touching an existing allocation on both sides, then on one, then the smallest rig surplus,
 * then the site name in natural order.
 */
export function bookableSites(sites: readonly SiteCandidate[], request: AssignmentRequest): SiteCandidate[] {
  const ranked: Ranked[] = [];
  for (const site of sites) {
    if (!isFreeAndFitting(site, request)) continue;
    const around = freeNightsAround(site, request.stay);
    if (isShortGap(around, request.minNights)) continue;
    ranked.push(rank(site, request, around));
  }
  return ranked.sort(bestFirst).map((entry) => entry.site);
}

/** The best-fit site of a type, or why there is none: no free fitting site at all, or only gap-leaving ones. */
export function assignSite(sites: readonly SiteCandidate[], request: AssignmentRequest): SiteAssignment {
  const best = bookableSites(sites, request)[0];
  if (best) return { site: best, failure: null };
  const anyFree = sites.some((site) => isFreeAndFitting(site, request));
  return { site: null, failure: anyFree ? "GAP" : "BEST_OR_PREFERRED_FIT" };
}

/** Site lock: the guest's own pick must fit, be free and leave no short gap; no other site is offered. */
export function checkLockedSite(site: SiteCandidate, request: AssignmentRequest): SiteAssignment {
  if (!isFreeAndFitting(site, request)) return { site: null, failure: "BEST_OR_PREFERRED_FIT" };
  if (leavesShortGap(site, request.stay, request.minNights)) return { site: null, failure: "GAP" };
  return { site, failure: null };
}
