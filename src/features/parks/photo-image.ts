import "server-only";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { AppError } from "@/server/errors";
import { PHOTO_QUALITY, variantWidths } from "./photo-widths";

/** The formats staff may upload, as sharp names them after reading the file's own bytes. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** Decoding a larger image would take more memory than a photo is worth (8000 × 6000 is 48 million). */
const MAX_PIXELS = 80_000_000;

/** Upright (EXIF orientation applied), refused when a pixel is damaged rather than shown grey. */
const READ_OPTIONS: SharpOptions = { autoOrient: true, failOn: "error", limitInputPixels: MAX_PIXELS };

export type PhotoVariant = { width: number; height: number; contentType: string; bytes: Buffer };
export type PreparedPhoto = { width: number; height: number; variants: PhotoVariant[] };

const refuse = (message: string) => new AppError("INVALID_INPUT", message, { field: "file" });

/** The upright size of an accepted image, or a refusal at the `file` field. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, READ_OPTIONS).metadata();
  } catch {
    throw refuse("This file is not a JPEG, PNG or WebP image.");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw refuse("This file is not a JPEG, PNG or WebP image.");
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_PIXELS) {
    throw refuse(`This photo is ${width} × ${height} pixels; upload one of at most 80 megapixels.`);
  }
  return { width, height };
}

/**
 * An uploaded file as the photo Lantern keeps: its real format read from its bytes (JPEG, PNG or WebP, whatever
 * its name says), turned upright, stripped of its metadata (camera, place) and stored as WebP at quality 75 at
 * each device width it fills (`variantWidths`). A damaged or other file is refused at the `file` field.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const { width, height } = await uprightSize(bytes);
  const variants: PhotoVariant[] = [];
  try {
    // One width at a time: each decode of an 8 MB photo holds its pixels in memory.
    for (const target of variantWidths(width)) {
      const { data, info } = await sharp(bytes, READ_OPTIONS)
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: PHOTO_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: target, height: info.height, contentType: "image/webp", bytes: data });
    }
  } catch {
    throw refuse("This image could not be read: the file may be damaged. Try exporting it again.");
  }
  return { width, height, variants };
}
