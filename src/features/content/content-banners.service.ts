import "server-only";
import { desc, eq } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { banners } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { bannerOffersOf } from "./banner-codes.service";
import { bannerContentColumns } from "./content.service";
import type { TBannerInput, TBannerRow } from "./content-setup.schemas";
import { bannerShowingAt } from "./content-showing";

const bannerColumns = {
  id: banners.id,
  ...bannerContentColumns,
  active: banners.active,
  createdAt: banners.createdAt,
};
type BannerRecord = Omit<TBannerRow, "showingNow" | "offerNote">;

async function withShowing(db: Db, rows: BannerRecord[], now: Date): Promise<TBannerRow[]> {
  const offerOf = await bannerOffersOf(
    db,
    rows.map((row) => row.description),
    now,
  );
  const showing = bannerShowingAt(rows, now, (row) => offerOf(row.description).usable);
  return rows.map((row) => ({
    ...row,
    showingNow: row.id === showing,
    offerNote: offerOf(row.description).hiddenBecause ?? offerOf(row.description).terms,
  }));
}

/**
 * `admin.content.listBanners`: every banner, newest first, the one guests see now marked, with what its promo
 * codes add (their terms) or why they hide it (decision 0073).
 */
export async function listBanners(db: Db, now: Date): Promise<TBannerRow[]> {
  return withShowing(db, await db.select(bannerColumns).from(banners).orderBy(desc(banners.createdAt)), now);
}

const editableOf = ({ id: _, createdAt: __, ...fields }: BannerRecord) => fields;

/**
 * `admin.content.upsertBanner`: a new banner or an edit, audited. The site shell reads the banner on every
 * request (the newest active one inside its window), so the change shows on the next page a guest opens.
 */
export async function upsertBanner(
  db: Db,
  input: TBannerInput,
  actor: Actor,
  now: Date,
): Promise<TBannerRow> {
  const { id, ...fields } = input;
  const saved = await db.transaction(async (tx) => {
    if (!id) {
      const [created] = await tx
        .insert(banners)
        // createdAt stays the database's clock: the newest banner shows, in the order they were really made.
        .values({ ...fields, updatedAt: now })
        .returning(bannerColumns);
      await recordAudit(tx, {
        actor,
        at: now,
        action: "banner.create",
        entity: "banner",
        entityId: created!.id,
        parkId: null,
        after: fields,
      });
      return created!;
    }
    const [current] = await tx.select(bannerColumns).from(banners).where(eq(banners.id, id)).for("update");
    if (!current) throw new AppError("NOT_FOUND", "This banner does not exist.");
    const changes = changedFields(editableOf(current), fields);
    if (!changes) return current;
    const [updated] = await tx
      .update(banners)
      .set({ ...fields, updatedAt: now })
      .where(eq(banners.id, id))
      .returning(bannerColumns);
    await recordAudit(tx, {
      actor,
      at: now,
      action: "banner.update",
      entity: "banner",
      entityId: id,
      parkId: null,
      before: changes.before,
      after: changes.after,
    });
    return updated!;
  });
  const listed = await listBanners(db, now);
  return listed.find((row) => row.id === saved.id) ?? { ...saved, showingNow: false, offerNote: null };
}
