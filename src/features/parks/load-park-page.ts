import "server-only";
import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { getServerCaller } from "@/server/api/server-caller";
import { ZParkSlug } from "./parks.schemas";

/**
 * The park (or outpost) a `/{slug}` page shows, or null when no active park has that slug. A slug that is
 * not lower-case letters, digits and dashes (`/robots.txt`, `/Foo`) names no park and never reaches the
 * database. Cached per request: the page and its metadata share one lookup.
 */
export const loadParkPage = cache(async (slug: string) => {
  const parsed = ZParkSlug.safeParse(slug);
  if (!parsed.success) return null;
  const caller = await getServerCaller();
  try {
    return await caller.booking.parks.getBySlug({ slug: parsed.data });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});
