import type { z } from "zod";
import { formatStay } from "@/lib/date-format";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import type { ZGrid } from "../staff.schemas";

/** Two weeks on screen: a weekend either side of a week, and it fits a tablet held sideways. */
export const GRID_NIGHTS = 14;

export type Park = { id: string; slug: string; name: string };

/** The grid as `admin.reservations.grid` answers it (its output schema). */
type Grid = z.infer<typeof ZGrid>;
export type Site = Grid["campsites"][number];
export type Claim = Grid["claims"][number];
export type Cell = { siteId: string; date: string };
/** Where a stay would go, or the nights a selection covers. */
export type Target = { siteId: string; start: string; end: string };
export type Drag =
  | { mode: "move" | "resize"; claim: Claim; grabbed: Cell; over: Cell }
  | { mode: "select"; grabbed: Cell; over: Cell };

export const claimLabel = (claim: Claim, site: Site) =>
  `${claim.kind === "block" ? "Block" : claim.kind === "hold" ? "Hold (in a guest's cart)" : (claim.guestName ?? "Reservation")}, site ${site.name}, ${formatStay(claim.start, claim.end)}${claim.locked ? ", site locked by the guest" : ""}`;

/** The night under the pointer, also when a bar lies over it (bars sit above the cells). */
export function cellAt(x: number, y: number): Cell | null {
  const element = document
    .elementsFromPoint(x, y)
    .find(
      (candidate): candidate is HTMLElement =>
        candidate instanceof HTMLElement && "cell" in candidate.dataset,
    );
  if (!element?.dataset.site || !element.dataset.date) return null;
  return { siteId: element.dataset.site, date: element.dataset.date };
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

/** The columns nights `[start, end)` cover in a window from `from`, or null when none are on screen. */
export function spanOf(from: string, start: string, end: string) {
  const first = Math.max(0, nightsBetween(from, start));
  const last = Math.min(GRID_NIGHTS, nightsBetween(from, end));
  return last > first ? { gridColumn: `${first + 2} / ${last + 2}` } : null;
}
