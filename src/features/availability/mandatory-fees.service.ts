import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { addons } from "@/server/db/schema";

/** The active mandatory add-ons of the given parks (or of every park): their nightly fees make prices all-in. */
export function listMandatoryAddons(db: Db, parkIds?: string[]) {
  return db
    .select({
      parkId: addons.parkId,
      name: addons.name,
      kind: addons.kind,
      priceCents: addons.priceCents,
      mandatory: addons.mandatory,
      categories: addons.categories,
      chargedPer: addons.chargedPer,
    })
    .from(addons)
    .where(
      and(
        eq(addons.mandatory, true),
        eq(addons.active, true),
        parkIds ? inArray(addons.parkId, parkIds) : undefined,
      ),
    );
}
