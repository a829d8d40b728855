import { getDatabase } from "@/server/db/database";
import { createPhotoVariantHandler } from "../../photo-variant-handler";

export const dynamic = "force-dynamic";

/** An uploaded photo's variant (decision 0028). */
export const GET = createPhotoVariantHandler(async () => (await getDatabase()).db);
