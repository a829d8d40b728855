import type { z } from "zod";
import type { ZHousekeeping } from "../staff.schemas";

/** A site's housekeeping state (decision 0059). */
export type Housekeeping = z.infer<typeof ZHousekeeping>;

/** The states as the desk says them: on Today, the grid and the reservation's page. */
export const HOUSEKEEPING_WORDS: Record<Housekeeping, string> = {
  READY: "Ready",
  NEEDS_CLEANING: "Needs cleaning",
  OUT_OF_ORDER: "Out of order",
};
