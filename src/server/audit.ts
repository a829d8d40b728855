import "server-only";
import type { TeamRole } from "@/lib/team-roles";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { auditEntries } from "@/server/db/schema";

/**
 * Who made a staff change: the signed-in member and their role at that moment, or (`userId` null) the operator of
 * the machine through `npm run staff`, recorded as SUPER_OWNER.
 */
export type Actor = { userId: string | null; role: TeamRole };

export type AuditEntry = {
  actor: Actor;
  at: Date;
  action: string;
  entity: string;
  entityId: string;
  parkId: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * Writes one audit entry (domain.md "Staff console"). Call it with the transaction of the change itself, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
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

/**
 * The audit entry of a park's row saved from a setup form: `<action>.create` with the new row's fields, or
 * `<action>.update` with only the fields the edit changed (see `changedFields`), or none when it changed nothing.
 */
export async function recordSaveAudit<Row extends { id: string; parkId: string }>(
  tx: Db,
  entry: { current: Row | undefined; saved: Row } & Pick<
    AuditEntry,
    "actor" | "at" | "action" | "entity" | "reason"
  >,
): Promise<void> {
  const { current, saved, ...audit } = entry;
  const { id, parkId, ...created } = saved;
  const changes = current ? changedFields(current, saved) : null;
  if (current && !changes) return;
  await recordAudit(tx, {
    ...audit,
    action: `${audit.action}.${changes ? "update" : "create"}`,
    entityId: id,
    parkId,
    before: changes?.before ?? null,
    after: changes?.after ?? created,
  });
}
