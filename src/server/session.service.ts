import "server-only";
import { eq, isNotNull } from "drizzle-orm";
import type { TeamRole } from "@/lib/team-roles";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { memberships, teamMembers, users } from "@/server/db/schema";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  membershipStatusIsActive: boolean;
  teamRole: TeamRole | null;
  /** The parks a team member works at; null = every park (or not a team member). */
  teamParkIds: string[] | null;
  sessionExpiresAt: Date;
};

/** The user of the request's session cookie with their membership and team role, or null for a visitor. */
export async function loadSessionUser(
  db: Db,
  auth: Auth,
  request: { headers: Headers; resHeaders: Headers },
  now: Date,
): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const { headers: authHeaders, response: session } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  // better-auth extends an active session now and then; the refreshed cookie must reach the browser.
  for (const cookie of authHeaders.getSetCookie()) request.resHeaders.append("set-cookie", cookie);
  if (!session || session.session.expiresAt <= now) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      membershipStatus: memberships.status,
      emailVerified: users.emailVerified,
      teamRole: teamMembers.role,
      teamParkIds: teamMembers.parkIds,
      invitationPending: isNotNull(teamMembers.invitationTokenHash),
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(eq(users.id, session.user.id));
  if (!row) return null;
  // A team role needs an address proven to be the account's and, for an invitation to an account that existed
  // before it, the acceptance link followed in this account (decision 0041).
  const onTeam = row.teamRole !== null && row.emailVerified && !row.invitationPending;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    membershipStatusIsActive: row.membershipStatus === "active",
    teamRole: onTeam ? row.teamRole : null,
    teamParkIds: onTeam ? (row.teamParkIds ?? null) : null,
    sessionExpiresAt: session.session.expiresAt,
  };
}
