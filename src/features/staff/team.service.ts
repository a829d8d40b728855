import "server-only";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TeamRole } from "@/features/authentication/team-roles";
import type { Db } from "@/server/db/client";
import { teamMembers, users } from "@/server/db/schema";

export type TeamMemberRow = {
  userId: string;
  email: string;
  name: string;
  role: TeamRole;
  parkIds: string[] | null;
  invitedBy: string | null;
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
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(inviter, eq(inviter.id, teamMembers.invitedByUserId))
    .orderBy(asc(users.email));
  const limitedTo = viewer.role === "MANAGER" && viewer.parkIds !== null ? new Set(viewer.parkIds) : null;
  return rows.flatMap((row): TeamMemberRow[] => {
    const member = { ...row, parkIds: row.parkIds ?? null };
    if (!limitedTo) return [member];
    const shared =
      member.parkIds === null ? [...limitedTo] : member.parkIds.filter((id) => limitedTo.has(id));
    return shared.length > 0 ? [{ ...member, parkIds: member.parkIds === null ? null : shared }] : [];
  });
}
