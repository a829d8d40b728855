import type { z } from "zod";
import { formatStay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import type { ZGrid } from "../staff.schemas";

/** The windows the chart offers: a week, two (a weekend either side of a week; the default) or a month. */
export const GRID_NIGHT_CHOICES = [7, 14, 31] as const;
export type GridNights = (typeof GRID_NIGHT_CHOICES)[number];
export const DEFAULT_GRID_NIGHTS: GridNights = 14;

/** `?nights=` as asked, or the default when it is not one of the choices. */
export function gridNightsOf(asked: string | undefined): GridNights {
  return GRID_NIGHT_CHOICES.find((choice) => String(choice) === asked) ?? DEFAULT_GRID_NIGHTS;
}

export type Park = { id: string; slug: string; name: string };

/** The grid as `admin.reservations.grid` answers it (its output schema). */
type Grid = z.infer<typeof ZGrid>;
export type Site = Grid["campsites"][number];
export type Claim = Grid["claims"][number];
export type Housekeeping = Site["status"];
export type Cell = { siteId: string; date: string };
/** Where a stay would go, or the nights a selection covers. */
export type Target = { siteId: string; start: string; end: string };
export type Drag =
  | { mode: "move" | "resize"; claim: Claim; grabbed: Cell; over: Cell }
  | { mode: "select"; grabbed: Cell; over: Cell };

export { HOUSEKEEPING_WORDS } from "./housekeeping-words";

/** What the stay owes, in the bar's words ("$120.00 owed"), or null when nothing is owed. */
export const owedWords = (claim: Claim) =>
  claim.balanceCents && claim.balanceCents > 0 ? `${formatUsd(claim.balanceCents)} owed` : null;

/**
 * A bar's accessible name: who (or what), where, when, then what the desk needs to know (checked in, what is owed,
 * the pinned note, the lock) and the confirmation code last, so the name still starts "Guest, site X, …".
 */
export function claimLabel(claim: Claim, site: Site): string {
  const who =
    claim.kind === "block"
      ? "Block"
      : claim.kind === "hold"
        ? "Hold (in a guest's cart)"
        : (claim.guestName ?? "Reservation");
  const owed = claim.balanceCents && claim.balanceCents > 0 ? formatUsd(claim.balanceCents) : null;
  return [
    `${who}, site ${site.name}, ${formatStay(claim.start, claim.end)}`,
    claim.checkedIn ? "checked in" : null,
    owed ? `owes ${owed}` : null,
    claim.pinnedNote ? `note: ${claim.pinnedNote}` : null,
    claim.locked ? "site locked by the guest" : null,
    claim.orderConfirmation ?? null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The night under the pointer, also when a bar lies over it (bars sit above the cells); none under the sticky
 * dates or site names, which cover nights scrolled out of sight.
 */
export function cellAt(x: number, y: number): Cell | null {
  for (const candidate of document.elementsFromPoint(x, y)) {
    if (!(candidate instanceof HTMLElement)) continue;
    if ("sticky" in candidate.dataset) return null;
    if ("cell" in candidate.dataset) {
      const { site, date } = candidate.dataset;
      return site && date ? { siteId: site, date } : null;
    }
  }
  return null;
}

/**
 * Scrolls the chart's box to an element on it (clear of the sticky heads: the box's scroll-padding), then the page
 * so the whole box is in view: its dates and site names stay on screen (`centre`: the element mid-box).
 */
export function revealOnChart(element: Element, { centre = false } = {}) {
  element.scrollIntoView({ block: centre ? "center" : "nearest", inline: "nearest" });
  element.closest("[data-grid-box]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** Where a drag would put its stay (or which nights it selects), as of the cell under the pointer. */
export function targetOf(current: Drag): Target {
  if (current.mode === "select") {
    const [a, b] = [current.grabbed.date, current.over.date].sort();
    return { siteId: current.grabbed.siteId, start: a!, end: addDays(b!, 1) };
  }
  const { claim } = current;
  const shift = nightsBetween(current.grabbed.date, current.over.date);
  if (current.mode === "resize") {
    // The departure moves by as many nights as the pointer did (the bar may run past the window's edge).
    const end = addDays(claim.end, shift);
    return {
      siteId: claim.campsiteId,
      start: claim.start,
      end: end > claim.start ? end : addDays(claim.start, 1),
    };
  }
  return {
    siteId: current.over.siteId,
    start: addDays(claim.start, shift),
    end: addDays(claim.end, shift),
  };
}

/** The columns nights `[start, end)` cover in a window of `nights` from `from`, or null when none are on screen. */
export function spanOf(from: string, nights: number, start: string, end: string) {
  const first = Math.max(0, nightsBetween(from, start));
  const last = Math.min(nights, nightsBetween(from, end));
  return last > first ? { gridColumn: `${first + 2} / ${last + 2}` } : null;
}
