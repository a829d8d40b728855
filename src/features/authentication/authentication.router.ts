import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { signOut } from "./sign-out.service";
import { TEAM_ROLES } from "./team-roles";

export const ZSessionResponse = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      membershipStatusIsActive: z.boolean(),
      teamRole: z.enum(TEAM_ROLES).nullable(),
    }),
    expiresAt: z.date(),
  })
  .nullable();

export const authenticationRouter = createTRPCRouter({
  getSession: publicProcedure.output(ZSessionResponse).query(async ({ ctx }) => {
    const user = await ctx.getSessionUser();
    if (!user) return null;
    const { sessionExpiresAt, ...publicUser } = user;
    return { user: publicUser, expiresAt: sessionExpiresAt };
  }),

  /** Ends the session (if any) and clears the cookie; harmless for a visitor. */
  logout: publicProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await signOut(ctx.auth, ctx.headers, ctx.resHeaders);
    return { ok: true as const };
  }),
});
