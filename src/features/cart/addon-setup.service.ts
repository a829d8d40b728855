import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { addons, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TAddonInput, TAddonRow } from "./promotions.schemas";

export const ADDON_NOT_FOUND = "This add-on does not exist.";

const addonColumns = {
  id: addons.id,
  parkId: addons.parkId,
  kind: addons.kind,
  name: addons.name,
  description: addons.description,
  priceCents: addons.priceCents,
  maxQuantity: addons.maxQuantity,
  categories: addons.categories,
  mandatory: addons.mandatory,
  chargedPer: addons.chargedPer,
  active: addons.active,
};

async function assertParkExists(db: Db, parkId: string): Promise<void> {
  const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.id, parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
}

/** `admin.addons.list`: a park's add-ons and fees, active first, per night before per stay, by name. */
export async function listAddons(db: Db, parkId: string): Promise<TAddonRow[]> {
  await assertParkExists(db, parkId);
  return db
    .select(addonColumns)
    .from(addons)
    .where(eq(addons.parkId, parkId))
    .orderBy(sql`${addons.active} desc`, asc(addons.kind), asc(addons.name));
}

/** The park of an add-on, or null when there is no such add-on. */
export async function parkOfAddon(db: Db, addonId: string): Promise<string | null> {
  const [row] = await db.select({ parkId: addons.parkId }).from(addons).where(eq(addons.id, addonId));
  return row?.parkId ?? null;
}

const fieldError = (field: string, message: string) => new AppError("INVALID_INPUT", message, { field });

/**
 * `admin.addons.upsert`: a new add-on or an edit (its park stays), audited with the fields that changed. The
 * search's inventory cache follows through the addons table's trigger, so a new mandatory fee is in the next
 * search's all-in prices; stays added to a cart from then on carry it (decision 0029).
 */
export async function upsertAddon(db: Db, input: TAddonInput, actor: Actor, now: Date): Promise<TAddonRow> {
  await assertParkExists(db, input.parkId);
  // Two add-ons of one name would read as one in the cart, on the park page and in waivers' add-on lists.
  const [sameName] = await db
    .select({ id: addons.id })
    .from(addons)
    .where(
      and(
        eq(addons.parkId, input.parkId),
        sql`lower(${addons.name}) = lower(${input.name})`,
        input.id ? ne(addons.id, input.id) : undefined,
      ),
    );
  if (sameName) throw fieldError("name", `This park already has an add-on called ${input.name}.`);

  const { id, parkId, ...fields } = input;
  return db.transaction(async (tx) => {
    if (!id) {
      const [created] = await tx
        .insert(addons)
        .values({ parkId, ...fields, createdAt: now, updatedAt: now })
        .returning(addonColumns);
      await recordAudit(tx, {
        actor,
        at: now,
        action: "addon.create",
        entity: "addon",
        entityId: created!.id,
        parkId,
        after: fields,
      });
      return created!;
    }
    const [current] = await tx.select(addonColumns).from(addons).where(eq(addons.id, id)).for("update");
    if (!current || current.parkId !== parkId) throw new AppError("NOT_FOUND", ADDON_NOT_FOUND);
    const changes = changedFields(current, { ...current, ...fields });
    if (!changes) return current;
    const [saved] = await tx
      .update(addons)
      .set({ ...fields, updatedAt: now })
      .where(eq(addons.id, id))
      .returning(addonColumns);
    await recordAudit(tx, {
      actor,
      at: now,
      action:
        fields.active === current.active
          ? "addon.update"
          : fields.active
            ? "addon.activate"
            : "addon.deactivate",
      entity: "addon",
      entityId: id,
      parkId,
      before: changes.before,
      after: changes.after,
    });
    return saved!;
  });
}
