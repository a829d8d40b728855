import "server-only";
import { cache } from "react";
import { findCurrentBanner, getSiteSettings, listMenuLinks } from "@/features/content/server";
import { listParks } from "@/features/parks/server";
import { getDatabase } from "@/server/db/database";
import { shellMenus } from "./shell-menus";

/**
 * What every page's header and footer show: the menus, parks, the banner, contact and social links. Read once per
 * request (the not-found page lists the parks too).
 */
export const loadShellData = cache(async function loadShellData() {
  const { db } = await getDatabase();
  const [parks, banner, settings, menus] = await Promise.all([
    listParks(db),
    findCurrentBanner(db, new Date()),
    getSiteSettings(db),
    listMenuLinks(db),
  ]);
  const shellParks = parks.map((park) => ({
    id: park.id,
    slug: park.slug,
    name: park.displayName,
    heroImage: park.heroImage,
    parentParkId: park.parentParkId,
  }));
  return { parks: shellParks, banner, settings, menus: shellMenus(menus, shellParks) };
});

export type ShellData = Awaited<ReturnType<typeof loadShellData>>;
