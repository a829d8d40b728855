import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { photos, photoVariants } from "@/server/db/schema";
import { photoSources } from "./photo-sources";

/** A photo as a gallery shows it: `srcSet` only for an uploaded photo (illustrations are single files). */
export type GalleryPhoto = { url: string; alt: string; srcSet?: string };

/**
 * The photos staff uploaded for a park's own gallery and for each of its campsite types, in their order (a
 * site's photos belong to neither). The park page shows them in place of the illustrations. One query: a row per
 * stored width, grouped here.
 */
export async function uploadedGalleries(
  db: Db,
  parkId: string,
): Promise<{ park: GalleryPhoto[]; byType: Map<string, GalleryPhoto[]> }> {
  const rows = await db
    .select({
      id: photos.id,
      campsiteTypeId: photos.campsiteTypeId,
      alt: photos.alt,
      width: photoVariants.width,
    })
    .from(photos)
    .innerJoin(photoVariants, eq(photoVariants.photoId, photos.id))
    .where(and(eq(photos.parkId, parkId), isNull(photos.campsiteId)))
    .orderBy(asc(photos.sortOrder), asc(photos.createdAt), asc(photos.id));
  const found = new Map<string, { campsiteTypeId: string | null; alt: string; widths: number[] }>();
  for (const row of rows) {
    const photo = found.get(row.id) ?? { campsiteTypeId: row.campsiteTypeId, alt: row.alt, widths: [] };
    photo.widths.push(row.width);
    found.set(row.id, photo);
  }
  const park: GalleryPhoto[] = [];
  const byType = new Map<string, GalleryPhoto[]>();
  for (const [id, { campsiteTypeId, alt, widths }] of found) {
    const photo = { alt, ...photoSources(id, widths) };
    if (campsiteTypeId === null) park.push(photo);
    else byType.set(campsiteTypeId, [...(byType.get(campsiteTypeId) ?? []), photo]);
  }
  return { park, byType };
}

/** One stored variant of a photo (the media route), or null when the photo or that width does not exist. */
export async function photoVariant(
  db: Db,
  photoId: string,
  width: number,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [variant] = await db
    .select({ contentType: photoVariants.contentType, bytes: photoVariants.bytes })
    .from(photoVariants)
    .where(and(eq(photoVariants.photoId, photoId), eq(photoVariants.width, width)));
  return variant ?? null;
}
