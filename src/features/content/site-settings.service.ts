import { inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";

export type MenuLink = {
  text: string;
  url: string;
  openNewTab: boolean;
  offBookingSite: boolean;
  image?: string;
};
export type ContactSettings = {
  phone: string;
  email: string;
  address: { line1: string; city: string; state: string; postalCode: string };
};
export type SocialLink = { name: string; url: string };

export type SiteSettings = {
  contact: ContactSettings | null;
  social: SocialLink[];
  menuLinks: MenuLink[];
  locationLinks: MenuLink[];
};

/** Contact details, social and menu links, as staff configured them (site_settings). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["contact", "social", "menuLinks", "locationLinks"]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: (byKey.get("contact") as ContactSettings | undefined) ?? null,
    social: (byKey.get("social") as SocialLink[] | undefined) ?? [],
    menuLinks: (byKey.get("menuLinks") as MenuLink[] | undefined) ?? [],
    locationLinks: (byKey.get("locationLinks") as MenuLink[] | undefined) ?? [],
  };
}
