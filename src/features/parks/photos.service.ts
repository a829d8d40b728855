import "server-only";
import { and, asc, count, eq, inArray, isNull, max, type SQL } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes, parks, photos, photoVariants } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { preparePhoto } from "./photo-image";
import { photoSources } from "./photo-sources";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  type TPhoto,
  type TPhotoGalleries,
  type TPhotoGallery,
  type TPhotoUploadInput,
} from "./photos.schemas";

/** A gallery as photos are stored in it: a site's photos carry the site only (its type may change). */
export type Gallery = { parkId: string; campsiteTypeId: string | null; campsiteId: string | null };

type PhotoRow = typeof photos.$inferSelect;

const fieldError = (field: string, message: string) => new AppError("INVALID_INPUT", message, { field });

/** The rows of one gallery. */
export function inGallery(gallery: Gallery): SQL {
  return and(
    eq(photos.parkId, gallery.parkId),
    gallery.campsiteId ? eq(photos.campsiteId, gallery.campsiteId) : isNull(photos.campsiteId),
    gallery.campsiteId
      ? undefined
      : gallery.campsiteTypeId
        ? eq(photos.campsiteTypeId, gallery.campsiteTypeId)
        : isNull(photos.campsiteTypeId),
  )!;
}

export const galleryOf = (row: Pick<PhotoRow, "parkId" | "campsiteTypeId" | "campsiteId">): Gallery => ({
  parkId: row.parkId,
  campsiteTypeId: row.campsiteTypeId,
  campsiteId: row.campsiteId,
});

/** A member who works at every park may name any park: one that does not exist is `NOT_FOUND`, as for a member out of scope. */
async function assertParkExists(db: Db, parkId: string): Promise<void> {
  const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.id, parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
}

/**
 * The gallery the input names, checked against the park: a type or site of another park (or none) is refused at
 * its field with the same words, and a site named with a type must be of that type.
 */
export async function resolveGallery(db: Db, input: TPhotoGallery): Promise<Gallery> {
  await assertParkExists(db, input.parkId);
  if (input.campsiteId) {
    const [site] = await db
      .select({ campsiteTypeId: campsites.campsiteTypeId })
      .from(campsites)
      .where(and(eq(campsites.id, input.campsiteId), eq(campsites.parkId, input.parkId)));
    if (!site) throw fieldError("campsiteId", "Choose a site of this park.");
    if (input.campsiteTypeId && input.campsiteTypeId !== site.campsiteTypeId) {
      throw fieldError("campsiteId", "Choose a site of this site type.");
    }
    return { parkId: input.parkId, campsiteTypeId: null, campsiteId: input.campsiteId };
  }
  if (input.campsiteTypeId) {
    const [type] = await db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.id, input.campsiteTypeId), eq(campsiteTypes.parkId, input.parkId)));
    if (!type) throw fieldError("campsiteTypeId", "Choose a site type of this park.");
    return { parkId: input.parkId, campsiteTypeId: input.campsiteTypeId, campsiteId: null };
  }
  return { parkId: input.parkId, campsiteTypeId: null, campsiteId: null };
}

/** The rows as the console lists them, each with its stored widths and sources. */
export async function withSources(db: Db, rows: PhotoRow[]): Promise<TPhoto[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select({ photoId: photoVariants.photoId, width: photoVariants.width })
    .from(photoVariants)
    .where(
      inArray(
        photoVariants.photoId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(photoVariants.width));
  return rows.map((row) => {
    const widths = variants.filter((variant) => variant.photoId === row.id).map((variant) => variant.width);
    return {
      id: row.id,
      parkId: row.parkId,
      campsiteTypeId: row.campsiteTypeId,
      campsiteId: row.campsiteId,
      alt: row.alt,
      width: row.width,
      height: row.height,
      sortOrder: row.sortOrder,
      widths,
      ...photoSources(row.id, widths),
      createdAt: row.createdAt,
    };
  });
}

/** The photos of one gallery, in the order guests see them. */
export async function galleryRows(db: Db, gallery: Gallery): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(inGallery(gallery))
    .orderBy(asc(photos.sortOrder), asc(photos.createdAt), asc(photos.id));
}

/** `admin.photos.list`. */
export async function listPhotos(db: Db, input: TPhotoGallery): Promise<TPhoto[]> {
  const gallery = await resolveGallery(db, input);
  return withSources(db, await galleryRows(db, gallery));
}

/** `admin.photos.galleries`: the park's types and their sites, each with its number of photos. */
export async function listGalleries(db: Db, parkId: string): Promise<TPhotoGalleries> {
  await assertParkExists(db, parkId);
  const [types, sites, counts] = await Promise.all([
    db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name, active: campsiteTypes.active })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, parkId))
      .orderBy(asc(campsiteTypes.sortOrder), asc(campsiteTypes.name)),
    db
      .select({
        id: campsites.id,
        name: campsites.name,
        active: campsites.active,
        campsiteTypeId: campsites.campsiteTypeId,
      })
      .from(campsites)
      .where(eq(campsites.parkId, parkId))
      .orderBy(asc(campsites.name)),
    db
      .select({ campsiteTypeId: photos.campsiteTypeId, campsiteId: photos.campsiteId, photos: count() })
      .from(photos)
      .where(eq(photos.parkId, parkId))
      .groupBy(photos.campsiteTypeId, photos.campsiteId),
  ]);
  const countOf = (campsiteTypeId: string | null, campsiteId: string | null) =>
    counts.find((row) => row.campsiteTypeId === campsiteTypeId && row.campsiteId === campsiteId)?.photos ?? 0;
  return {
    parkPhotoCount: countOf(null, null),
    types: types.map((type) => ({
      ...type,
      photoCount: countOf(type.id, null),
      sites: sites
        .filter((site) => site.campsiteTypeId === type.id)
        .map((site) => ({
          id: site.id,
          name: site.name,
          active: site.active,
          photoCount: countOf(null, site.id),
        })),
    })),
  };
}

function decodeFile(base64: string): Buffer {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw fieldError("file", PHOTO_TOO_LARGE);
  return bytes;
}

/**
 * `admin.photos.upload`: the file is checked and resized (`preparePhoto`) before the transaction, which then
 * stores the photo last in its gallery with its variants, and the audit entry.
 */
export async function uploadPhoto(
  db: Db,
  input: TPhotoUploadInput,
  actor: Actor,
  now: Date,
): Promise<TPhoto> {
  const gallery = await resolveGallery(db, input);
  const prepared = await preparePhoto(decodeFile(input.file));
  const saved = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sortOrder: max(photos.sortOrder) })
      .from(photos)
      .where(inGallery(gallery));
    const [photo] = await tx
      .insert(photos)
      .values({
        ...gallery,
        alt: input.alt,
        width: prepared.width,
        height: prepared.height,
        sortOrder: (last?.sortOrder ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(photoVariants)
      .values(prepared.variants.map((variant) => ({ photoId: photo!.id, ...variant })));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "photo.upload",
      entity: "photo",
      entityId: photo!.id,
      parkId: gallery.parkId,
      after: {
        ...gallery,
        alt: input.alt,
        width: prepared.width,
        height: prepared.height,
        widths: prepared.variants.map((variant) => variant.width),
      },
    });
    return photo!;
  });
  return (await withSources(db, [saved]))[0]!;
}

/** The park of a photo, or null when there is no such photo (the router answers both the same). */
export async function parkOfPhoto(db: Db, photoId: string): Promise<string | null> {
  const [photo] = await db.select({ parkId: photos.parkId }).from(photos).where(eq(photos.id, photoId));
  return photo?.parkId ?? null;
}
