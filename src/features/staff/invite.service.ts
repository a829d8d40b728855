import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { requestPasswordReset } from "@/features/authentication/server";
import { canManageMember, roleWord, type TeamRole } from "@/lib/team-roles";
import { afterResponseSettled } from "@/server/after-response";
import { type Actor, recordAudit } from "@/server/audit";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { accounts, parks, teamMembers, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { INVITATION_TTL_DAYS, renderTeamInvitationMail } from "./team-invitation-mail";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

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
 * A new e-mail gets an account without a password and a set-password e-mail (the role applies once that link has
 * proven the address). An account that existed before (a guest who booked, or someone who registered the address
 * first) keeps its password and gets an acceptance link instead: the role applies only when that link is followed
 * in that account's session (decision 0041); inviting again sends a new link. The inviter must be allowed to
 * manage the role (an ADMIN cannot make owners); someone already on the team is refused (change them with
 * `team.update`). Audited.
 */
export async function inviteMember(
  db: Db,
  auth: Auth,
  appUrl: string,
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
    const [existing] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, email));
    const [member] = existing
      ? await tx.select().from(teamMembers).where(eq(teamMembers.userId, existing.id)).for("update")
      : [];
    if (member && member.invitationTokenHash === null)
      throw new AppError("CONFLICT", "This person is already on the team: change their role instead.");
    let userId = existing?.id;
    if (!userId) {
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
    const token = existing ? randomBytes(32).toString("base64url") : null;
    const invitation = {
      role: input.role,
      parkIds,
      invitedByUserId: actor.userId,
      invitationTokenHash: token ? tokenHash(token) : null,
      invitationExpiresAt: token ? new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000) : null,
    };
    if (member) await tx.update(teamMembers).set(invitation).where(eq(teamMembers.userId, userId));
    else await tx.insert(teamMembers).values({ userId, ...invitation });
    if (existing && token) {
      const url = `${appUrl}/?auth=invite&token=${encodeURIComponent(token)}`;
      const mail = renderTeamInvitationMail({
        to: email,
        name: existing.name,
        url,
        roleWord: roleWord(input.role),
      });
      await enqueueMail(tx, mail, now);
    }
    await recordAudit(tx, {
      actor,
      at: now,
      action: "team.invite",
      entity: "teamMember",
      entityId: userId,
      parkId: null,
      after: { email, role: input.role, parkIds, ...(token ? { status: "waiting for acceptance" } : {}) },
      reason: actor.userId === null ? "Added from the shell (npm run staff)" : null,
    });
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    return { userId, created: !existing, hasPassword: Boolean(credential) };
  });
  // After the commit: the e-mail names an account that exists. better-auth writes it after answering.
  if (!result.hasPassword) {
    requestPasswordReset(auth, email);
    await afterResponseSettled();
  }
  return { userId: result.userId, created: result.created };
}

/**
 * `admin.team.accept`: the acceptance link of an invitation, followed by the signed-in account it was sent to.
 * The role applies from now on, and the account's address counts as proven (the link reached its mailbox).
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; userId: string },
  now: Date,
): Promise<{ role: TeamRole }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.invitationTokenHash, tokenHash(input.token)))
      .for("update");
    if (!member?.invitationExpiresAt || member.invitationExpiresAt <= now) {
      throw new AppError(
        "NOT_FOUND",
        "This invitation link is not valid or has expired. Ask the person who invited you to send a new one.",
      );
    }
    if (member.userId !== input.userId) {
      throw new AppError(
        "FORBIDDEN",
        "This invitation is for another account: sign out, then sign in with the e-mail address it was sent to.",
      );
    }
    await tx
      .update(teamMembers)
      .set({ invitationTokenHash: null, invitationExpiresAt: null })
      .where(eq(teamMembers.userId, member.userId));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, member.userId));
    await recordAudit(tx, {
      actor: { userId: member.userId, role: member.role },
      at: now,
      action: "team.accept",
      entity: "teamMember",
      entityId: member.userId,
      parkId: null,
      after: { role: member.role, parkIds: member.parkIds ?? null },
    });
    return { role: member.role };
  });
}
