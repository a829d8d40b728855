import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { requestPasswordReset } from "@/features/authentication/credentials.service";
import { canManageMember, type TeamRole } from "@/features/authentication/team-roles";
import { type Actor, recordAudit } from "@/server/audit";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { accounts, parks, teamMembers, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { roleWord } from "./team-audit-format";

/** "maya.lopez@example.com" → "Maya Lopez": a name to greet a new person with until they set their own. */
function nameFromEmail(email: string): { firstName: string; lastName: string } {
  const words = email
    .split("@")[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/**
 * `admin.team.invite` and `npm run staff -- add`: puts a person on the team with a role and, optionally, parks.
 * A new e-mail gets an account without a password and a set-password e-mail; an existing account (a guest who
 * booked before) keeps its password. The inviter must be allowed to manage the role (an ADMIN cannot make owners);
 * someone already on the team is refused (change them with `team.update`). Audited.
 */
export async function inviteMember(
  db: Db,
  auth: Auth,
  input: {
    email: string;
    role: TeamRole;
    parkIds?: string[] | null;
    name?: { firstName: string; lastName: string };
  },
  actor: Actor,
  now: Date,
): Promise<{ userId: string; created: boolean }> {
  if (!canManageMember(actor.role, input.role)) {
    throw new AppError(
      "FORBIDDEN",
      `Your role (${roleWord(actor.role)}) cannot add a member as ${roleWord(input.role)}.`,
    );
  }
  const email = input.email.trim().toLowerCase();
  const parkIds = input.parkIds ?? null;
  const result = await db.transaction(async (tx) => {
    if (parkIds && parkIds.length > 0) {
      const known = await tx.select({ id: parks.id }).from(parks).where(inArray(parks.id, parkIds));
      if (known.length !== new Set(parkIds).size)
        throw new AppError("INVALID_INPUT", "One of these parks does not exist.");
    }
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    let userId = existing?.id;
    if (userId) {
      const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
      if (member)
        throw new AppError("CONFLICT", "This person is already on the team: change their role instead.");
    } else {
      userId = crypto.randomUUID();
      const name = input.name ?? nameFromEmail(email);
      await tx.insert(users).values({
        id: userId,
        email,
        name: `${name.firstName} ${name.lastName}`.trim(),
        firstName: name.firstName,
        lastName: name.lastName,
      });
    }
    await tx.insert(teamMembers).values({ userId, role: input.role, parkIds, invitedByUserId: actor.userId });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "team.invite",
      entity: "teamMember",
      entityId: userId,
      parkId: null,
      after: { email, role: input.role, parkIds },
      reason: actor.userId === null ? "Added from the shell (npm run staff)" : null,
    });
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    return { userId, created: !existing, hasPassword: Boolean(credential) };
  });
  // After the commit: the e-mail names an account that exists.
  if (!result.hasPassword) await requestPasswordReset(auth, email);
  return { userId: result.userId, created: result.created };
}
