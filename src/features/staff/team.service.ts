import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { canManageMember, hasRoleAtLeast, roleWord, type TeamRole } from "@/lib/team-roles";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { teamMembers, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type TeamMemberRow = {
  userId: string;
  email: string;
  name: string;
  role: TeamRole;
  parkIds: string[] | null;
  invitedBy: string | null;
  /** `invited` until the role applies: the invitation accepted and the address confirmed (session.service). */
  status: "active" | "invited";
  createdAt: Date;
};

/**
 * `admin.team.list`: the team as the asking member may see it. A member limited to some parks sees only the
 * members who work at one of them, with only those parks listed (they never learn about the others).
 */
export async function listTeam(
  db: Db,
  viewer: { role: TeamRole; parkIds: readonly string[] | null },
): Promise<TeamMemberRow[]> {
  const inviter = alias(users, "inviter");
  const rows = await db
    .select({
      userId: teamMembers.userId,
      email: users.email,
      name: users.name,
      role: teamMembers.role,
      parkIds: teamMembers.parkIds,
      invitedBy: inviter.name,
      emailVerified: users.emailVerified,
      invitationPending: isNotNull(teamMembers.invitationTokenHash),
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(inviter, eq(inviter.id, teamMembers.invitedByUserId))
    .orderBy(asc(users.email));
  const limitedTo = viewer.role === "MANAGER" && viewer.parkIds !== null ? new Set(viewer.parkIds) : null;
  return rows.flatMap(({ emailVerified, invitationPending, ...row }): TeamMemberRow[] => {
    const status = emailVerified && !invitationPending ? "active" : "invited";
    const member = { ...row, parkIds: row.parkIds ?? null, status } as const;
    if (!limitedTo) return [member];
    const shared =
      member.parkIds === null ? [...limitedTo] : member.parkIds.filter((id) => limitedTo.has(id));
    return shared.length > 0 ? [{ ...member, parkIds: member.parkIds === null ? null : shared }] : [];
  });
}

type Change = { actor: Actor & { parkIds: readonly string[] | null }; now: Date };

async function memberRow(tx: Db, userId: string) {
  const [row] = await tx
    .select({ role: teamMembers.role, parkIds: teamMembers.parkIds })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "This person is not on the team.");
  return { role: row.role, parkIds: row.parkIds ?? null };
}

/** The last OWNER (SUPER_OWNER counts as an owner) stays: the team always has someone who can manage everyone. */
async function assertOwnersRemain(tx: Db, leaving: { userId: string; role: TeamRole }): Promise<void> {
  if (!hasRoleAtLeast(leaving.role, "OWNER")) return;
  // An owner still waiting to accept an invitation cannot manage anyone yet.
  const owners = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.role, ["OWNER", "SUPER_OWNER"]), isNull(teamMembers.invitationTokenHash)));
  if (owners.every((owner) => owner.userId === leaving.userId)) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "The team needs at least one owner: make someone else owner first.",
    );
  }
}

function assertMayManage(actor: Actor, target: { userId: string; role: TeamRole }, newRole?: TeamRole): void {
  if (target.userId === actor.userId) {
    throw new AppError("FORBIDDEN", "Ask another owner or admin to change your own role or parks.");
  }
  if (!canManageMember(actor.role, target.role) || (newRole && !canManageMember(actor.role, newRole))) {
    throw new AppError("FORBIDDEN", `Your role (${roleWord(actor.role)}) cannot manage this member.`);
  }
}

/** `admin.team.update` (ADMIN and above): a member's role and parks, under the spec's rules; audited. */
export async function updateMember(
  db: Db,
  input: { userId: string; role?: TeamRole; parkIds?: string[] | null },
  change: Change,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await memberRow(tx, input.userId);
    assertMayManage(change.actor, { userId: input.userId, role: before.role }, input.role);
    if (input.role && !hasRoleAtLeast(input.role, "OWNER")) {
      await assertOwnersRemain(tx, { userId: input.userId, role: before.role });
    }
    const after = {
      role: input.role ?? before.role,
      parkIds: input.parkIds === undefined ? before.parkIds : input.parkIds,
    };
    await tx.update(teamMembers).set(after).where(eq(teamMembers.userId, input.userId));
    await recordAudit(tx, {
      actor: change.actor,
      at: change.now,
      action: "team.update",
      entity: "teamMember",
      entityId: input.userId,
      parkId: null,
      before,
      after,
    });
  });
}

/** `admin.team.remove` (ADMIN and above): the person keeps their guest account, not their team role; audited. */
export async function removeMember(db: Db, userId: string, change: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await memberRow(tx, userId);
    assertMayManage(change.actor, { userId, role: before.role });
    await assertOwnersRemain(tx, { userId, role: before.role });
    await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
    await recordAudit(tx, {
      actor: change.actor,
      at: change.now,
      action: "team.remove",
      entity: "teamMember",
      entityId: userId,
      parkId: null,
      before,
    });
  });
}
