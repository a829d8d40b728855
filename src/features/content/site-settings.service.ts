import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";

export type ContactSettings = {
  phone: string;
  email: string;
  address: { line1: string; city: string; state: string; postalCode: string };
};
export type SocialLink = { name: string; url: string };

export type SiteSettings = {
  contact: ContactSettings | null;
  social: SocialLink[];
};

/** Contact details and social links, as staff configured them (site_settings; menus are in menu_links). */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["contact", "social"]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: (byKey.get("contact") as ContactSettings | undefined) ?? null,
    social: (byKey.get("social") as SocialLink[] | undefined) ?? [],
  };
}
