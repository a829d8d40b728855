import "server-only";
import { asc, eq } from "drizzle-orm";
import { isUniqueViolationOf } from "@/features/parks/server";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { contentPages, type WaiverScope } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { contentPagePath } from "./content-paths";
import type { TPageInput, TPageRow } from "./content-setup.schemas";

const pageColumns = {
  id: contentPages.id,
  key: contentPages.key,
  title: contentPages.title,
  description: contentPages.description,
  published: contentPages.published,
  blocks: contentPages.blocks,
  waiverScope: contentPages.waiverScope,
  updatedAt: contentPages.updatedAt,
};
type PageRecord = Omit<TPageRow, "path">;

const rowOf = (record: PageRecord): TPageRow => ({ ...record, path: contentPagePath(record.key) });

/** `admin.content.listPages`: every page, published or not, by key. */
export async function listPages(db: Db): Promise<TPageRow[]> {
  const records = await db.select(pageColumns).from(contentPages).orderBy(asc(contentPages.key));
  return records.map(rowOf);
}

/** A waiver's scope as stored: only the lists given, and null (every stay) when none limits it. */
function storedScope(scope: TPageInput["waiverScope"]): WaiverScope | null {
  if (!scope) return null;
  const stored: WaiverScope = {};
  if (scope.parkSlugs.length > 0) stored.parkSlugs = scope.parkSlugs;
  if (scope.categories.length > 0) stored.categories = scope.categories;
  if (scope.addonNames.length > 0) stored.addonNames = scope.addonNames;
  return Object.keys(stored).length === 0 ? null : stored;
}

const keyTaken = (key: string) =>
  new AppError("INVALID_INPUT", `There is already a page ${key}. Edit it instead.`, { field: "key" });

/**
 * `admin.content.upsertPage`: edits the page with this key, or makes a new one (`create`), audited. Pages are
 * read from the database on every request, so guests see the change on the next page load. A waiver page's
 * scope decides which checkouts ask for it (checkout/waivers.service.ts).
 */
export async function upsertPage(db: Db, input: TPageInput, actor: Actor, now: Date): Promise<TPageRow> {
  const { key, create, ...rest } = input;
  const fields = { ...rest, waiverScope: key.startsWith("waivers/") ? storedScope(rest.waiverScope) : null };
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select(pageColumns)
        .from(contentPages)
        .where(eq(contentPages.key, key))
        .for("update");
      if (create) {
        if (current) throw keyTaken(key);
        const [created] = await tx
          .insert(contentPages)
          .values({ key, ...fields, createdAt: now, updatedAt: now })
          .returning(pageColumns);
        await recordAudit(tx, {
          actor,
          at: now,
          action: "contentPage.create",
          entity: "content_page",
          entityId: created!.id,
          parkId: null,
          after: { key, ...fields },
        });
        return rowOf(created!);
      }
      if (!current) throw new AppError("NOT_FOUND", `There is no page ${key}.`);
      const before = {
        title: current.title,
        description: current.description,
        published: current.published,
        blocks: current.blocks,
        waiverScope: key.startsWith("waivers/") ? current.waiverScope : null,
      };
      const changes = changedFields(before, fields);
      if (!changes) return rowOf(current);
      const [saved] = await tx
        .update(contentPages)
        .set({ ...fields, updatedAt: now })
        .where(eq(contentPages.id, current.id))
        .returning(pageColumns);
      await recordAudit(tx, {
        actor,
        at: now,
        action: "contentPage.update",
        entity: "content_page",
        entityId: current.id,
        parkId: null,
        before: changes.before,
        after: changes.after,
      });
      return rowOf(saved!);
    });
  } catch (error) {
    if (isUniqueViolationOf(error, "content_pages_key_unique")) throw keyTaken(key);
    throw error;
  }
}
