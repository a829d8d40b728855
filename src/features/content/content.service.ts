import "server-only";
import { and, asc, desc, eq, gt, isNull, like, lte, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { banners, contentPages } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { bannerOffersOf } from "./banner-codes.service";

/** What guests see of a banner: its words, its link and its window. */
export const bannerContentColumns = {
  description: banners.description,
  link: banners.link,
  linkText: banners.linkText,
  externalLink: banners.externalLink,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};

/**
 * The newest active banner whose window (if any) contains `now` and whose promo codes can be used today, with the
 * codes' terms to show beside it (decision 0073).
 */
export async function findCurrentBanner(db: Db, now: Date) {
  const candidates = await db
    .select(bannerContentColumns)
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(desc(banners.createdAt));
  const offerOf = await bannerOffersOf(
    db,
    candidates.map((banner) => banner.description),
    now,
  );
  for (const banner of candidates) {
    const offer = offerOf(banner.description);
    if (offer.usable) return { ...banner, offerTerms: offer.terms };
  }
  return null;
}

export async function getContentPage(db: Db, key: string) {
  const [page] = await db
    .select({
      key: contentPages.key,
      title: contentPages.title,
      description: contentPages.description,
      heroImage: contentPages.heroImage,
      blocks: contentPages.blocks,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.key, key), eq(contentPages.published, true)));
  if (!page) throw new AppError("NOT_FOUND", `There is no page "${key}".`);
  return page;
}

/** Published pages whose key starts with `keyPrefix` ("" = all), for indexes and the sitemap; no blocks. */
export async function listContentPages(db: Db, keyPrefix = "") {
  return db
    .select({
      key: contentPages.key,
      title: contentPages.title,
      description: contentPages.description,
      updatedAt: contentPages.updatedAt,
      waiverScope: contentPages.waiverScope,
    })
    .from(contentPages)
    .where(and(eq(contentPages.published, true), like(contentPages.key, `${escapeLike(keyPrefix)}%`)))
    .orderBy(asc(contentPages.key));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
