import type { Equipment, IsoDate, RvInfo, SiteCandidate } from "./engine-types";

/** Whether a single site can take the guest's equipment and is free for the stay (domain.md "Availability"). */

export type StayDates = { start: IsoDate; end: IsoDate };

/**
 * RV fit (spec §5, domain.md): no equipment fits any site. A tent fits a site without RV info (tent, cabin,
 * other) or an RV site that takes tents. A rig needs an RV site that lists its type, is at least as long
 * and has at least the requested slide-out room.
 */
export function siteFitsEquipment(
  site: { rvInfo: RvInfo | null },
  equipment: Equipment | undefined,
): boolean {
  if (!equipment) return true;
  const { rvInfo } = site;
  if (equipment.type === "Tent") return rvInfo === null || rvInfo.rvTypes.includes("Tent");
  // A site without RV info has no pad to measure a rig against; a van is not parked on a tent pad.
  if (rvInfo === null) return false;
  return (
    rvInfo.rvTypes.includes(equipment.type) &&
    rvInfo.rvLengthMax >= (equipment.rvLength ?? 0) &&
    rvInfo.rvSlideoutValue >= (equipment.slideOut ?? 0)
  );
}

/**
 * True when no allocation of the site shares a night with the stay [start, end). A departure on our arrival
 * day (or an arrival on our departure day) is back-to-back, not a clash. ISO dates order as strings.
 */
export function isSiteFreeFor(site: Pick<SiteCandidate, "allocations">, stay: StayDates): boolean {
  return site.allocations.every((allocation) => allocation.end <= stay.start || allocation.start >= stay.end);
}

/** The longest rig any of the sites takes (result field `maxAvailableRvLength`), or null without RV sites. */
export function maxAvailableRvLength(sites: readonly { rvInfo: RvInfo | null }[]): number | null {
  const lengths = sites.flatMap((site) => (site.rvInfo ? [site.rvInfo.rvLengthMax] : []));
  return lengths.length > 0 ? Math.max(...lengths) : null;
}

/**
 * Why a type none of whose sites takes the guest's rig is unavailable, in the guest's terms ("Does not fit your
 * 30 ft motorhome."), instead of "nothing free": other dates would not help.
 */
export function rigDoesNotFitMessage(equipment: Equipment): string {
  const length = equipment.type !== "Tent" && equipment.rvLength ? `${equipment.rvLength} ft ` : "";
  return `${RIG_MISFIT_PREFIX} ${length}${equipment.type.toLowerCase()}.`;
}

export const RIG_MISFIT_PREFIX = "Does not fit your";

/** Whether a failure reason is the rig misfit above (a message, so old clients read it unchanged). */
export function isRigMisfit(reason: { id: string; message: string }): boolean {
  return reason.id === "BEST_OR_PREFERRED_FIT" && reason.message.startsWith(RIG_MISFIT_PREFIX);
}

/**
 * Whether a type is unavailable only because its sites are taken (not a rule, the season or the rig): a released
 * claim could make it bookable, so an availability alert on it can be served.
 */
export function onlyTaken(reasons: readonly { id: string; message: string }[]): boolean {
  return (
    reasons.length > 0 &&
    reasons.every(
      (reason) => (reason.id === "BEST_OR_PREFERRED_FIT" && !isRigMisfit(reason)) || reason.id === "GAP",
    )
  );
}

/** Whether no site of a type takes the rig at all (free or not). */
export function noSiteFits(
  sites: readonly { rvInfo: RvInfo | null }[],
  equipment: Equipment | undefined,
): boolean {
  return equipment !== undefined && !sites.some((site) => siteFitsEquipment(site, equipment));
}
