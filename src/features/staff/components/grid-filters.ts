import { nightsBetween } from "@/lib/stay-dates";
import type { Claim, Site } from "./grid-claims";

/**
 * Which sites the chart shows, by what their nights in the window hold or by their housekeeping: the desk asks
 * "where is someone", "where can I put a walk-in", "what is blocked", "what must be cleaned or fixed".
 */
export const GRID_SHOWS = {
  ALL: "All sites",
  STAY: "With a stay",
  FREE: "With a free night",
  BLOCK: "With a block",
  NEEDS_CLEANING: "Needs cleaning",
  OUT_OF_ORDER: "Out of order",
} as const;
export type GridShow = keyof typeof GRID_SHOWS;

/** The chart's filters: a site type's id (null: every type) and what the sites must show. */
export type GridFilter = { typeId: string | null; show: GridShow };
export const NO_FILTER: GridFilter = { typeId: null, show: "ALL" };

export const isGridShow = (value: string): value is GridShow => value in GRID_SHOWS;

/** The park's site types as the chart lists them (by name), for the type filter. */
export function siteTypesOf(sites: readonly Site[]): { id: string; name: string }[] {
  const byId = new Map(sites.map((site) => [site.campsiteTypeId, site.campsiteTypeName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether some night of the window `[from, from + nights)` is claimed by nothing on this site. */
function hasFreeNight(claims: readonly Claim[], from: string, nights: number): boolean {
  const claimed = new Array<boolean>(nights).fill(false);
  for (const claim of claims) {
    const first = Math.max(0, nightsBetween(from, claim.start));
    const last = Math.min(nights, nightsBetween(from, claim.end));
    for (let night = first; night < last; night += 1) claimed[night] = true;
  }
  return claimed.includes(false);
}

function siteMatches(site: Site, claims: readonly Claim[], show: GridShow, from: string, nights: number) {
  switch (show) {
    case "ALL":
      return true;
    case "STAY":
      return claims.some((claim) => claim.kind === "reservation");
    case "FREE":
      return hasFreeNight(claims, from, nights);
    case "BLOCK":
      return claims.some((claim) => claim.kind === "block");
    case "NEEDS_CLEANING":
    case "OUT_OF_ORDER":
      return site.status === show;
  }
}

/** The sites the filter keeps, in the order given; `claimsBySite` holds each site's claims in the window. */
export function sitesShown(
  sites: readonly Site[],
  claimsBySite: ReadonlyMap<string, readonly Claim[]>,
  filter: GridFilter,
  window: { from: string; nights: number },
): Site[] {
  return sites.filter(
    (site) =>
      (filter.typeId === null || site.campsiteTypeId === filter.typeId) &&
      siteMatches(site, claimsBySite.get(site.id) ?? [], filter.show, window.from, window.nights),
  );
}

/** Each site's claims, in the order the server answers them (by site, then by stay). */
export function claimsBySiteOf(claims: readonly Claim[]): Map<string, Claim[]> {
  const bySite = new Map<string, Claim[]>();
  for (const claim of claims) {
    const list = bySite.get(claim.campsiteId);
    if (list) list.push(claim);
    else bySite.set(claim.campsiteId, [claim]);
  }
  return bySite;
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The stays whose guest name or confirmation code contains what was typed (case, spaces and dashes aside: "lnt
 * 5j8" finds LNT-5J85WN), earliest arrival first.
 */
export function findStays(claims: readonly Claim[], query: string): Claim[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const wantedLetters = letters(wanted);
  return claims
    .filter(
      (claim) =>
        claim.kind === "reservation" &&
        ((claim.guestName ?? "").toLowerCase().includes(wanted) ||
          (wantedLetters.length > 0 && letters(claim.orderConfirmation ?? "").includes(wantedLetters))),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || (a.guestName ?? "").localeCompare(b.guestName ?? ""));
}
