/**
 * How long a cart holds its sites (domain.md "Cart, holds, orders"; spec §9's configured 2 hours), pure so the
 * server that decides and the cart that explains read the same rules.
 */

/** A hold lasts 30 minutes, and pressing "extend" makes it 30 minutes from then. */
export const HOLD_DURATION_MS = 30 * 60_000;
/** Spec §9's "configured value of 2 hours": no hold runs past 2 hours after the stay was first held. */
export const MAX_HOLD_AGE_MS = 2 * 60 * 60_000;

/** Until when extending at `now` holds a stay: 30 minutes from now, never past its limit. */
export function extendedUntil(holdLimitAt: Date, now: number): Date {
  return new Date(Math.min(now + HOLD_DURATION_MS, holdLimitAt.getTime()));
}

type HeldStay = { holdExpiresAt: Date; holdLimitAt: Date };

/** What the extend button offers at `now`. */
export type ExtendOffer =
  /** Extending holds every live stay until at least `until` (the cart's new earliest end); `last`: up to a limit. */
  | { kind: "extend"; until: Date; last: boolean }
  /** Every live stay is held to its 2-hour limit already: nothing to extend; the earliest ends at `until`. */
  | { kind: "limit"; until: Date }
  /** No stay is held. */
  | { kind: "none" };

/**
 * The extend button's promise, as the server keeps it (`extendHold`): each live stay held 30 minutes from now but
 * never past its limit; the time shown is when the first of them would then end.
 */
export function extendOffer(stays: readonly HeldStay[], now: number): ExtendOffer {
  const live = stays.filter((stay) => stay.holdExpiresAt.getTime() > now);
  if (live.length === 0) return { kind: "none" };
  const next = live.map((stay) => {
    const until = extendedUntil(stay.holdLimitAt, now);
    const current = stay.holdExpiresAt.getTime();
    return {
      until: new Date(Math.max(until.getTime(), current)),
      gains: until.getTime() > current,
      capped: until >= stay.holdLimitAt,
    };
  });
  const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
  if (!next.some((stay) => stay.gains)) {
    return { kind: "limit", until: earliest(live.map((stay) => stay.holdExpiresAt)) };
  }
  return {
    kind: "extend",
    until: earliest(next.map((stay) => stay.until)),
    last: next.some((stay) => stay.gains && stay.capped),
  };
}
