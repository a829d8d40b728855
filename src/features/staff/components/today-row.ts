import type { z } from "zod";
import type { ZDeskDayRow, ZHousekeeping } from "../staff.schemas";

/** One stay on Today: an arrival, a departure or a guest in the park, with its park, pinned notes and site state. */
export type TodayRow = z.infer<typeof ZDeskDayRow>;

export type Housekeeping = z.infer<typeof ZHousekeeping>;

/** A park the member works at, as the console's pages pass it. */
export type TodayPark = { id: string; slug: string; name: string };

export { HOUSEKEEPING_WORDS } from "./housekeeping-words";

/** The guest's rig in words ("RV, 32 ft"), or a dash. */
export function rigWords(equipment: { type: string; rvLength?: number } | null): string {
  if (!equipment) return "—";
  return equipment.rvLength ? `${equipment.type}, ${equipment.rvLength} ft` : equipment.type;
}
