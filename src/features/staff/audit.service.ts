import "server-only";
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import type { TeamRole } from "@/lib/team-roles";
import type { Db } from "@/server/db/client";
import { auditEntries, users } from "@/server/db/schema";

export type AuditRow = {
  id: string;
  at: Date;
  actor: string | null;
  role: TeamRole;
  action: string;
  entity: string;
  entityId: string;
  parkId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
};

/** `admin.audit.list`: newest first, filtered, a page at a time (the cursor is the last entry's time and id). */
export async function listAudit(
  db: Db,
  filters: {
    parkId?: string;
    /** Only entries of these parks (null or absent: every entry). */
    parkIds?: readonly string[] | null;
    entity?: string;
    entityId?: string;
    actorUserId?: string;
    from?: Date;
    to?: Date;
    cursor?: { at: Date; id: string };
    limit: number;
  },
): Promise<{ items: AuditRow[]; nextCursor: { at: Date; id: string } | null }> {
  const conditions: SQL[] = [];
  if (filters.parkId) conditions.push(eq(auditEntries.parkId, filters.parkId));
  if (filters.parkIds) conditions.push(inArray(auditEntries.parkId, [...filters.parkIds]));
  if (filters.entity) conditions.push(eq(auditEntries.entity, filters.entity));
  if (filters.entityId) conditions.push(eq(auditEntries.entityId, filters.entityId));
  if (filters.actorUserId) conditions.push(eq(auditEntries.actorUserId, filters.actorUserId));
  if (filters.from) conditions.push(gte(auditEntries.at, filters.from));
  if (filters.to) conditions.push(lte(auditEntries.at, filters.to));
  if (filters.cursor) {
    const { at, id } = filters.cursor;
    conditions.push(or(lt(auditEntries.at, at), and(eq(auditEntries.at, at), lt(auditEntries.id, id)))!);
  }
  const rows = await db
    .select({
      id: auditEntries.id,
      at: auditEntries.at,
      actor: users.email,
      role: auditEntries.actorRole,
      action: auditEntries.action,
      entity: auditEntries.entity,
      entityId: auditEntries.entityId,
      parkId: auditEntries.parkId,
      before: auditEntries.before,
      after: auditEntries.after,
      reason: auditEntries.reason,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(filters.limit + 1);
  const items = rows.slice(0, filters.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > filters.limit && last ? { at: last.at, id: last.id } : null };
}
