import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { menuLinkGroup, menuLinks } from "@/server/db/schema";

export type MenuLinkGroup = (typeof menuLinkGroup.enumValues)[number];

/** Spec §3 "Menu link". */
export type MenuLink = {
  text: string;
  url: string;
  openNewTab: boolean;
  offBookingSite: boolean;
  image: string | null;
};

export type Menus = Record<MenuLinkGroup, MenuLink[]>;

/** Every menu of the site as staff set it up (menu_links), each in its `position` order. One query. */
export async function listMenuLinks(db: Db): Promise<Menus> {
  const rows = await db
    .select({
      group: menuLinks.group,
      text: menuLinks.text,
      url: menuLinks.url,
      openNewTab: menuLinks.openNewTab,
      offBookingSite: menuLinks.offBookingSite,
      image: menuLinks.image,
    })
    .from(menuLinks)
    .orderBy(asc(menuLinks.group), asc(menuLinks.position), asc(menuLinks.text));
  const menus = Object.fromEntries(menuLinkGroup.enumValues.map((group) => [group, []])) as unknown as Menus;
  for (const { group, ...link } of rows) menus[group].push(link);
  return menus;
}
