/**
 * The ratios of the reports (domain.md "Staff console"), in integers: percentages in basis points, money in
 * cents, each rounded half up; null where the ratio has no denominator (no open site-night, no booked night).
 */

/** `numerator / denominator` rounded half up (towards +∞ on a tie), in integer arithmetic; null for 0. */
function roundedRatio(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `part` as basis points of `whole` (10,000 = 100 %). */
export function basisPointsOfWhole(part: number, whole: number): number | null {
  return roundedRatio(part * 10_000, whole);
}

/** Cents per unit (ADR: revenue per occupied site-night; RevPAR: per available site-night). */
export function centsPer(cents: number, units: number): number | null {
  return roundedRatio(cents, units);
}

/** The change from `before` to `now` in basis points of `before` (+2,500 = 25 % more); null when before is 0. */
export function changeBp(now: number, before: number): number | null {
  return roundedRatio((now - before) * 10_000, before);
}

export type SiteNightCounts = { availableNights: number; occupiedNights: number; roomRevenueCents: number };

export type SiteNightFigures = SiteNightCounts & {
  occupancyBp: number | null;
  adrCents: number | null;
  revparCents: number | null;
};

/** Occupancy %, ADR and RevPAR of a period's counts. */
export function siteNightFigures(counts: SiteNightCounts): SiteNightFigures {
  return {
    ...counts,
    occupancyBp: basisPointsOfWhole(counts.occupiedNights, counts.availableNights),
    adrCents: centsPer(counts.roomRevenueCents, counts.occupiedNights),
    revparCents: centsPer(counts.roomRevenueCents, counts.availableNights),
  };
}

/**
 * Room revenue of each night of a stay: its nightly price less its share of the stay's discount (which the cart
 * takes off the nights), shared in proportion to the prices. The shares are differences of rounded-down running
 * totals, so they add up to the discount exactly and no night goes below zero. The reports' SQL computes the
 * same (stay-nights-sql.ts); this is its reference.
 */
export function nightlyRoomRevenue(nightlyCents: readonly number[], discountCents: number): number[] {
  const total = nightlyCents.reduce((sum, cents) => sum + cents, 0);
  const discount = Math.min(Math.max(discountCents, 0), total);
  let through = 0;
  return nightlyCents.map((cents) => {
    const before = through;
    through += cents;
    const share =
      total === 0 ? 0 : Math.floor((discount * through) / total) - Math.floor((discount * before) / total);
    return cents - share;
  });
}
