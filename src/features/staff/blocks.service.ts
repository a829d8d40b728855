import "server-only";
import { and, eq } from "drizzle-orm";
import { blockSite, removeBlock } from "@/features/availability/server";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites, siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";

type Stay = { start: string; end: string };

/**
 * `admin.blocks.create`: takes a site's nights out of inventory (maintenance, owner use) through the engine's
 * claim writer — the exclusion constraint refuses a block over a reservation or a live hold (`CONFLICT`) — and
 * audits it in the same transaction.
 */
export async function createBlock(
  db: Db,
  input: { parkId: string; campsiteId: string; dates: Stay; reason: string },
  actor: Actor,
  now: Date,
): Promise<{ id: string; campsiteId: string; start: string; end: string; kind: "block" }> {
  const [site] = await db
    .select({ name: campsites.name })
    .from(campsites)
    .where(and(eq(campsites.id, input.campsiteId), eq(campsites.parkId, input.parkId)));
  if (!site) throw new AppError("NOT_FOUND", "This site does not exist at this park.");
  return db.transaction(async (tx) => {
    const blockId = await blockSite(tx, {
      parkId: input.parkId,
      campsiteId: input.campsiteId,
      campsiteName: site.name,
      stay: input.dates,
      now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "block.create",
      entity: "block",
      entityId: blockId,
      parkId: input.parkId,
      after: { campsiteId: input.campsiteId, site: site.name, dates: input.dates },
      reason: input.reason,
    });
    return { id: blockId, campsiteId: input.campsiteId, ...input.dates, kind: "block" as const };
  });
}

/** The park of a block, or null when there is no such block (for the caller's scope check). */
export async function parkOfBlock(db: Db, blockId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: siteAllocations.parkId })
    .from(siteAllocations)
    .where(and(eq(siteAllocations.id, blockId), eq(siteAllocations.kind, "block")));
  return row?.parkId ?? null;
}

/** `admin.blocks.remove`: the nights are bookable again at once; audited with the block as it was. */
export async function deleteBlock(
  db: Db,
  input: { parkId: string; blockId: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await removeBlock(tx, { parkId: input.parkId, allocationId: input.blockId });
    if (!removed) throw new AppError("NOT_FOUND", "This block does not exist.");
    await recordAudit(tx, {
      actor,
      at: now,
      action: "block.remove",
      entity: "block",
      entityId: input.blockId,
      parkId: input.parkId,
      before: { campsiteId: removed.campsiteId, dates: removed.stay },
    });
  });
}
