import "server-only";
import { inArray } from "drizzle-orm";
import { WAIVER_KEY_PREFIX } from "@/features/content/client";
import { listContentPages } from "@/features/content/server";
import type { Db } from "@/server/db/client";
import { parks } from "@/server/db/schema";
import type { CheckoutWaiver } from "./waivers";

/**
 * Every published waiver with what it covers, its parks named by id. A park slug that names no park covers no
 * stay (a typo must not make a park's waiver apply everywhere).
 */
export async function listCheckoutWaivers(db: Db): Promise<CheckoutWaiver[]> {
  const pages = await listContentPages(db, WAIVER_KEY_PREFIX);
  const slugs = [...new Set(pages.flatMap((page) => page.waiverScope?.parkSlugs ?? []))];
  const parkIds = new Map(
    slugs.length === 0
      ? []
      : (
          await db.select({ id: parks.id, slug: parks.slug }).from(parks).where(inArray(parks.slug, slugs))
        ).map((park) => [park.slug, park.id]),
  );
  return pages.map(({ key, title, waiverScope }) => {
    if (!waiverScope) return { key, title, scope: null };
    const { parkSlugs, categories, addonNames } = waiverScope;
    return {
      key,
      title,
      scope: {
        ...(parkSlugs ? { parkIds: parkSlugs.flatMap((slug) => parkIds.get(slug) ?? []) } : {}),
        ...(categories ? { categories } : {}),
        ...(addonNames ? { addonNames } : {}),
      },
    };
  });
}
