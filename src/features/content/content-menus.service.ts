import "server-only";
import { eq } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { menuLinks } from "@/server/db/schema";
import type { TMenuLinksInput } from "./content-setup.schemas";
import { listMenuLinks, type Menus } from "./menu-links.service";

/** `admin.content.listMenuLinks`: every menu exactly as the site shell reads it, in order. */
export function listMenus(db: Db): Promise<Menus> {
  return listMenuLinks(db);
}

/**
 * `admin.content.upsertMenuLinks`: the group's links become these, in this order (one audit entry with the list
 * before and after). The shell reads the menus on every request. An empty Locations menu makes the header list
 * every park again (shell-menus.ts), so the header never loses its parks.
 */
export async function upsertMenuLinks(
  db: Db,
  input: TMenuLinksInput,
  actor: Actor,
  now: Date,
): Promise<Menus> {
  await db.transaction(async (tx) => {
    const before = (await listMenuLinks(tx))[input.group];
    const after = input.links.map((link) => ({
      ...link,
      image: input.group === "locations" ? link.image : null,
    }));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx.delete(menuLinks).where(eq(menuLinks.group, input.group));
    if (after.length > 0) {
      await tx.insert(menuLinks).values(
        after.map((link, index) => ({
          group: input.group,
          position: index + 1,
          ...link,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    await recordAudit(tx, {
      actor,
      at: now,
      action: "menuLinks.update",
      entity: "menu_links",
      entityId: input.group,
      parkId: null,
      before,
      after,
    });
  });
  return listMenuLinks(db);
}
