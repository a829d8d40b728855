import "server-only";
import { findCurrentBanner } from "@/features/content/content.service";
import { getSiteSettings } from "@/features/content/site-settings.service";
import { listParks } from "@/features/parks/parks.service";
import { getDatabase } from "@/server/db/database";

/** What every page's header and footer show: parks for the Locations menu, the banner, contact and links. */
export async function loadShellData() {
  const { db } = await getDatabase();
  const [parks, banner, settings] = await Promise.all([
    listParks(db),
    findCurrentBanner(db, new Date()),
    getSiteSettings(db),
  ]);
  return {
    parks: parks.map((park) => ({
      id: park.id,
      slug: park.slug,
      name: park.displayName,
      heroImage: park.heroImage,
      parentParkId: park.parentParkId,
    })),
    banner,
    settings,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShellData>>;
