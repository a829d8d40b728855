import "server-only";
import { cache } from "react";
import { getServerCaller } from "@/server/api/server-caller";

/** A park's ratings (`booking.reviews.summary`), read once per request: its page's section and JSON-LD share it. */
export const loadReviewSummary = cache(async (parkId: string) =>
  (await getServerCaller()).booking.reviews.summary({ parkId }),
);
