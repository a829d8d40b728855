import type { MenuLink, Menus } from "@/features/content/server";

export type ShellPark = {
  id: string;
  slug: string;
  name: string;
  heroImage: string;
  parentParkId: string | null;
};

/** A link of the Locations dropdown; `outpost` when it leads to a park that belongs to another. */
export type LocationLink = MenuLink & { outpost: boolean };

export type ShellMenus = Omit<Menus, "locations"> & { locations: LocationLink[] };

/**
 * The menus the shell draws. The Locations dropdown is its menu links (each with its image); with none set up
 * yet, every park with its hero image, outposts under their parent, so the header never loses its parks.
 */
export function shellMenus(menus: Menus, parks: ShellPark[]): ShellMenus {
  const outpostPaths = new Set(
    parks
      .filter((park) => park.parentParkId && parks.some((parent) => parent.id === park.parentParkId))
      .map((park) => `/${park.slug}`),
  );
  const locations: MenuLink[] =
    menus.locations.length > 0
      ? menus.locations
      : parksInMenuOrder(parks).map((park) => ({
          text: park.name,
          url: `/${park.slug}`,
          openNewTab: false,
          offBookingSite: false,
          image: park.heroImage,
        }));
  return { ...menus, locations: locations.map((link) => ({ ...link, outpost: outpostPaths.has(link.url) })) };
}

/** Parks in menu order, each followed by its outposts. */
export function parksInMenuOrder(parks: ShellPark[]): ShellPark[] {
  const parents = parks.filter(
    (park) => !park.parentParkId || !parks.some((p) => p.id === park.parentParkId),
  );
  return parents.flatMap((park) => [park, ...parks.filter((child) => child.parentParkId === park.id)]);
}
