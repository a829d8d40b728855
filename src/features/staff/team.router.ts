import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ZInstant } from "@/lib/date.input-schemas";
import { TEAM_ROLES, worksAtEveryPark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, protectedProcedure, teamProcedure } from "@/server/api/trpc";
import { listAudit } from "./audit.service";
import { acceptInvitation, inviteMember } from "./invite.service";
import { ZAuditItem, ZCursor, ZTeamMember } from "./staff.schemas";
import { listTeam, removeMember, updateMember } from "./team.service";

/** The roles a team member can be given: the console's (GUEST and USER are not team roles). */
const ZStaffRole = z.enum(["MANAGER", "ADMIN", "OWNER", "SUPER_OWNER"], "Choose Manager, Admin or Owner.");

/**
 * `admin.team.*` and `admin.audit.*` (api.md): who works at which parks (ADMIN and above change it), and who did
 * what (the audit log, a member limited to some parks reading their parks' entries).
 */
export const teamRoutes = {
  audit: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(
        z.object({
          parkId: z.uuid().optional(),
          entity: z.string().max(40).optional(),
          actorUserId: z.string().max(64).optional(),
          from: z.optional(ZInstant),
          to: z.optional(ZInstant),
          cursor: ZCursor.optional(),
          limit: z.number().int().min(1).max(200).default(50),
        }),
      )
      .output(z.object({ items: z.array(ZAuditItem), nextCursor: z.string().nullable() }))
      .query(async ({ ctx, input }) => {
        if (input.parkId) assertParkInScope(ctx.team, input.parkId);
        // A member limited to some parks reads their parks' entries, not the team's or the site-wide content's.
        const page = await listAudit(ctx.db, {
          ...input,
          parkIds: input.parkId || worksAtEveryPark(ctx.team) ? null : ctx.team.parkIds,
        });
        return {
          items: page.items,
          nextCursor: page.nextCursor ? `${page.nextCursor.at.toISOString()}|${page.nextCursor.id}` : null,
        };
      }),
  }),
  team: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .output(z.object({ members: z.array(ZTeamMember) }))
      .query(async ({ ctx }) => ({ members: await listTeam(ctx.db, ctx.team) })),
    invite: teamProcedure("ADMIN")
      .input(
        z.object({
          email: z.email("Enter an e-mail address.").max(254),
          role: ZStaffRole,
          parkIds: z.array(z.uuid()).max(500).nullable().optional(),
        }),
      )
      .output(ZTeamMember)
      .mutation(async ({ ctx, input }) => {
        const { userId } = await inviteMember(
          ctx.db,
          ctx.auth,
          ctx.appUrl,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        const member = (await listTeam(ctx.db, ctx.team)).find((row) => row.userId === userId);
        if (!member) throw new TRPCError({ code: "NOT_FOUND", message: "This person is not on the team." });
        return member;
      }),
    /**
     * Added (decision 0041): the e-mailed acceptance link of an invitation to an account that existed before it,
     * followed signed in to that account. Any signed-in user may call it; only the invited account succeeds.
     */
    accept: protectedProcedure
      .input(z.object({ token: z.string().min(1).max(200) }))
      .output(z.object({ role: z.enum(TEAM_ROLES) }))
      .mutation(({ ctx, input }) =>
        acceptInvitation(ctx.db, { token: input.token, userId: ctx.user.id }, ctx.now()),
      ),
    update: teamProcedure("ADMIN")
      .input(
        z
          .object({
            userId: z.string().min(1).max(64),
            role: ZStaffRole.optional(),
            parkIds: z.array(z.uuid()).max(500).nullable().optional(),
          })
          .refine((input) => input.role !== undefined || input.parkIds !== undefined, {
            message: "Change the role or the parks.",
            path: ["role"],
          }),
      )
      .output(ZTeamMember)
      .mutation(async ({ ctx, input }) => {
        await updateMember(ctx.db, input, { actor: { userId: ctx.user.id, ...ctx.team }, now: ctx.now() });
        const member = (await listTeam(ctx.db, ctx.team)).find((row) => row.userId === input.userId);
        if (!member) throw new TRPCError({ code: "NOT_FOUND", message: "This person is not on the team." });
        return member;
      }),
    remove: teamProcedure("ADMIN")
      .input(z.object({ userId: z.string().min(1).max(64) }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        await removeMember(ctx.db, input.userId, {
          actor: { userId: ctx.user.id, ...ctx.team },
          now: ctx.now(),
        });
        return { ok: true as const };
      }),
  }),
};
