import type { MetadataRoute } from "next";
import { listContentPages } from "@/features/content/content.service";
import { contentPagePath, WAIVER_KEY_PREFIX } from "@/features/content/content-paths";
import { listParks } from "@/features/parks/parks.service";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";

// Parks and pages change in the database; the sitemap is read at request time, never at build.
export const dynamic = "force-dynamic";

/** Home, every published information page, every park (outposts included) and the waivers. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const env = getEnv();
  const { db } = await getDatabase();
  const [pages, parks] = await Promise.all([listContentPages(db), listParks(db)]);
  const url = (path: string) => new URL(path, env.APP_URL).toString();

  const infoPages = pages
    .filter((page) => env.MEMBERSHIP_ENABLED || page.key !== "rewards")
    .map((page) => ({ url: url(contentPagePath(page.key)), lastModified: page.updatedAt }));
  const hasWaivers = pages.some((page) => page.key.startsWith(WAIVER_KEY_PREFIX));

  return [
    { url: url("/"), changeFrequency: "daily", priority: 1 },
    ...parks.map((park) => ({
      url: url(`/${park.slug}`),
      changeFrequency: "weekly" as const,
      priority: 0.9,
    })),
    ...infoPages,
    ...(hasWaivers ? [{ url: url("/legal/waivers") }] : []),
  ];
}
