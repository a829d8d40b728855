import "server-only";
import type { TeamRole } from "@/lib/team-roles";
import type { Db } from "@/server/db/client";
import { auditEntries } from "@/server/db/schema";

/**
 * Who made a staff change: the signed-in member and their role at that moment, or (`userId` null) the operator of
 * the machine through `npm run staff`, recorded as SUPER_OWNER.
 */
export type Actor = { userId: string | null; role: TeamRole };

/**
 * Writes one audit entry (domain.md "Staff console"). Call it with the transaction of the change itself, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(
  tx: Db,
  entry: {
    actor: Actor;
    at: Date;
    action: string;
    entity: string;
    entityId: string;
    parkId: string | null;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(auditEntries).values({
    at: entry.at,
    actorUserId: entry.actor.userId,
    actorRole: entry.actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    parkId: entry.parkId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
