import "server-only";
import { photoVariant } from "@/features/parks/server";
import type { Db } from "@/server/db/client";

/** A variant's bytes never change (a new upload is a new photo id): caches may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WIDTH = /^[1-9][0-9]{0,4}$/;

export type PhotoVariantParams = { params: Promise<{ photoId: string; width: string }> };

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * `GET /media/photos/{photoId}/{width}`: one stored variant of an uploaded photo. A removed photo, a width it
 * was not stored at, or a malformed id (not even looked up) answers 404.
 */
export function createPhotoVariantHandler(getDb: () => Promise<Db>) {
  return async (_request: Request, { params }: PhotoVariantParams): Promise<Response> => {
    const { photoId, width } = await params;
    if (!UUID.test(photoId) || !WIDTH.test(width)) return notFound();
    const variant = await photoVariant(await getDb(), photoId.toLowerCase(), Number(width));
    if (!variant) return notFound();
    return new Response(new Uint8Array(variant.bytes), {
      headers: {
        "content-type": variant.contentType,
        "content-length": String(variant.bytes.byteLength),
        "cache-control": IMMUTABLE,
        "x-content-type-options": "nosniff",
      },
    });
  };
}
