import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>["admin"];

/** What the Sites screen shows, as `admin.campsiteTypes.list` answers it. */
export type Inventory = Outputs["campsiteTypes"]["list"];
export type SiteType = Inventory["types"][number];
export type Site = SiteType["sites"][number];
/** A future reservation a change would strand, listed before staff confirm. */
export type AffectedReservation = Extract<
  Outputs["campsites"]["setActive"],
  { saved: false }
>["affected"][number];

/** Spec §9: slide-out options. */
export const SLIDE_OUT_WORDS = ["No slide-outs", "Driver or passenger side", "Both sides"] as const;
