/** Claim arithmetic, pure: a site's claims as night ranges (`end` exclusive), whoever holds them. */

type Stay = { start: string; end: string };

/** A site's claims with one stay's nights taken out (a claim run may cover neighbouring stays too). */
export function withoutStay(claims: readonly Stay[], stay: Stay): Stay[] {
  return claims.flatMap((claim) => {
    if (claim.end <= stay.start || stay.end <= claim.start) return [claim];
    const pieces: Stay[] = [];
    if (claim.start < stay.start) pieces.push({ start: claim.start, end: stay.start });
    if (stay.end < claim.end) pieces.push({ start: stay.end, end: claim.end });
    return pieces;
  });
}

export const overlaps = (claims: readonly Stay[], stay: Stay) =>
  claims.some((claim) => claim.start < stay.end && stay.start < claim.end);
