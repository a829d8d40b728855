import "server-only";
import { inArray } from "drizzle-orm";
import { PARKS_TIME_ZONE } from "@/lib/date-format";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { promoCodes } from "@/server/db/schema";
import { type BannerOffer, bannerOffer, codeWordsIn, type NamedCode } from "./banner-offer";

/**
 * The offer of each banner text (decision 0073): the promo codes it names, read (never written: the cart owns
 * them) with the terms the cart checks, judged on the parks' today.
 */
export async function bannerOffersOf(
  db: Db,
  descriptions: readonly string[],
  now: Date,
): Promise<(description: string) => BannerOffer> {
  const words = [...new Set(descriptions.flatMap(codeWordsIn))];
  const codes: NamedCode[] =
    words.length === 0
      ? []
      : await db
          .select({
            code: promoCodes.code,
            active: promoCodes.active,
            bookableFrom: promoCodes.bookableFrom,
            bookableUntil: promoCodes.bookableUntil,
            stayFrom: promoCodes.stayFrom,
            stayUntil: promoCodes.stayUntil,
            minNights: promoCodes.minNights,
            usageLimit: promoCodes.usageLimit,
            timesUsed: promoCodes.timesUsed,
          })
          .from(promoCodes)
          .where(inArray(promoCodes.code, words));
  const byCode = new Map(codes.map((code) => [code.code, code]));
  const today = todayIn(PARKS_TIME_ZONE, now);
  return (description) =>
    bannerOffer(
      codeWordsIn(description).flatMap((word) => byCode.get(word) ?? []),
      today,
    );
}
