import "server-only";
import { eq, inArray } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { photos } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TPhoto, TPhotoReorderInput, TPhotoUpdateInput } from "./photos.schemas";
import { type Gallery, galleryOf, galleryRows, withSources } from "./photos.service";

const PHOTO_NOT_FOUND = "This photo does not exist.";

/** The audit's name for a gallery: the site's, type's or park's id. */
const galleryEntityId = (gallery: Gallery) => gallery.campsiteId ?? gallery.campsiteTypeId ?? gallery.parkId;

async function photoAtPark(db: Db, photoId: string, parkId: string) {
  const [photo] = await db.select().from(photos).where(eq(photos.id, photoId));
  if (!photo || photo.parkId !== parkId) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return photo;
}

/**
 * `admin.photos.reorder`: `photoIds` is the whole gallery in its new order. Photos of several galleries are
 * refused at the field; a gallery that gained or lost a photo since the screen read it is a `CONFLICT` (reload
 * and order again). An order that changes nothing writes nothing.
 */
export async function reorderPhotos(
  db: Db,
  input: TPhotoReorderInput,
  actor: Actor,
  now: Date,
): Promise<TPhoto[]> {
  return db.transaction(async (tx) => {
    const named = await tx.select().from(photos).where(inArray(photos.id, input.photoIds));
    if (named.length !== input.photoIds.length || named.some((photo) => photo.parkId !== input.parkId)) {
      throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
    }
    const gallery = galleryOf(named[0]!);
    const key = (candidate: Gallery) => `${candidate.campsiteTypeId}|${candidate.campsiteId}`;
    if (named.some((photo) => key(galleryOf(photo)) !== key(gallery))) {
      throw new AppError("INVALID_INPUT", "These photos belong to different galleries.", {
        field: "photoIds",
      });
    }
    const current = await galleryRows(tx, gallery);
    const before = current.map((photo) => photo.id);
    if (before.length !== input.photoIds.length) {
      throw new AppError(
        "CONFLICT",
        "This gallery changed since it was shown (a photo was added or removed). Reload it and order again.",
      );
    }
    if (before.join() === input.photoIds.join()) return withSources(tx, current);
    for (const [index, photoId] of input.photoIds.entries()) {
      await tx.update(photos).set({ sortOrder: index, updatedAt: now }).where(eq(photos.id, photoId));
    }
    await recordAudit(tx, {
      actor,
      at: now,
      action: "photo.reorder",
      entity: "photo_gallery",
      entityId: galleryEntityId(gallery),
      parkId: gallery.parkId,
      before: { photoIds: before },
      after: { photoIds: input.photoIds },
    });
    return withSources(tx, await galleryRows(tx, gallery));
  });
}

/** `admin.photos.update`: a new description; the same one writes nothing. */
export async function updatePhotoAlt(
  db: Db,
  input: TPhotoUpdateInput & { parkId: string },
  actor: Actor,
  now: Date,
): Promise<TPhoto> {
  return db.transaction(async (tx) => {
    const photo = await photoAtPark(tx, input.photoId, input.parkId);
    if (photo.alt === input.alt) return (await withSources(tx, [photo]))[0]!;
    const [saved] = await tx
      .update(photos)
      .set({ alt: input.alt, updatedAt: now })
      .where(eq(photos.id, photo.id))
      .returning();
    await recordAudit(tx, {
      actor,
      at: now,
      action: "photo.update",
      entity: "photo",
      entityId: photo.id,
      parkId: photo.parkId,
      before: { alt: photo.alt },
      after: { alt: input.alt },
    });
    return (await withSources(tx, [saved!]))[0]!;
  });
}

/** `admin.photos.remove`: the photo and its variants go (the media route answers 404 for them from now on). */
export async function removePhoto(
  db: Db,
  input: { photoId: string; parkId: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const photo = await photoAtPark(tx, input.photoId, input.parkId);
    await tx.delete(photos).where(eq(photos.id, photo.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "photo.remove",
      entity: "photo",
      entityId: photo.id,
      parkId: photo.parkId,
      before: { ...galleryOf(photo), alt: photo.alt, sortOrder: photo.sortOrder },
    });
  });
}
