import { z } from "zod";
import { MAX_PHOTO_BASE64_CHARS, MAX_PHOTO_BYTES } from "@/server/api/upload-limits";

export { MAX_PHOTO_BASE64_CHARS, MAX_PHOTO_BYTES };
export const MAX_PHOTO_ALT = 200;

export const PHOTO_TOO_LARGE = "This file is larger than 8 MB. Choose a smaller photo.";

/** What the photo shows, for guests who cannot see it (the `<img alt>`). */
export const ZPhotoAlt = z
  .string()
  .trim()
  .min(1, "Describe what the photo shows, for guests who cannot see it.")
  .max(MAX_PHOTO_ALT, `Keep the description to ${MAX_PHOTO_ALT} characters.`);

/** The file as base64 text, or as the `data:` URL a browser's FileReader makes of it. */
export const ZPhotoFile = z
  .string()
  .transform((text) => text.replace(/^data:[^,]*;base64,/, ""))
  .pipe(
    z
      .string()
      .min(1, "Choose a photo to upload.")
      .max(MAX_PHOTO_BASE64_CHARS, PHOTO_TOO_LARGE)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, "This file could not be read. Choose it again."),
  );

/**
 * One gallery: the park's own (neither id), a campsite type's, or one site's. A site's gallery may name its
 * type as well; the site decides.
 */
export const ZPhotoGallery = z.object({
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().optional(),
  campsiteId: z.uuid().optional(),
});
export type TPhotoGallery = z.infer<typeof ZPhotoGallery>;

export const ZPhotoUploadInput = ZPhotoGallery.extend({ alt: ZPhotoAlt, file: ZPhotoFile });
export type TPhotoUploadInput = z.infer<typeof ZPhotoUploadInput>;

export const ZPhotoReorderInput = z.object({
  parkId: z.uuid(),
  photoIds: z
    .array(z.uuid())
    .min(1, "List the photos of the gallery in their new order.")
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "List each photo once."),
});
export type TPhotoReorderInput = z.infer<typeof ZPhotoReorderInput>;

export const ZPhotoUpdateInput = z.object({ photoId: z.uuid(), alt: ZPhotoAlt });
export type TPhotoUpdateInput = z.infer<typeof ZPhotoUpdateInput>;

/** A stored photo as the console lists it, with the sources its thumbnail and the guest pages use. */
export const ZPhoto = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().nullable(),
  campsiteId: z.uuid().nullable(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sortOrder: z.number().int(),
  widths: z.array(z.number().int()),
  url: z.string(),
  srcSet: z.string(),
  createdAt: z.date(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/** The galleries of a park the console can pick, each with how many photos it has. */
export const ZPhotoGalleries = z.object({
  parkPhotoCount: z.number().int(),
  types: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      active: z.boolean(),
      photoCount: z.number().int(),
      sites: z.array(
        z.object({ id: z.uuid(), name: z.string(), active: z.boolean(), photoCount: z.number().int() }),
      ),
    }),
  ),
});
export type TPhotoGalleries = z.infer<typeof ZPhotoGalleries>;
