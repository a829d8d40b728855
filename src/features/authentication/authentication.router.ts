import { z } from "zod";
import { type Context, createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit, resetRateLimit } from "@/server/rate-limit";
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_FAILURE_LIMIT,
  PASSWORD_RESET_LIMIT,
  SIGN_UP_LIMIT,
  ZChangePasswordInput,
  ZEmail,
  ZLoginInput,
  ZResetPasswordInput,
  ZSignUpInput,
} from "./authentication.schemas";
import { changePassword, requestPasswordReset, resetPassword, signIn, signUp } from "./credentials.service";
import type { SessionUser } from "./session.service";
import { signOut } from "./sign-out.service";
import { TEAM_ROLES } from "./team-roles";

const ZSession = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    membershipStatusIsActive: z.boolean(),
    teamRole: z.enum(TEAM_ROLES).nullable(),
  }),
  expiresAt: z.date(),
});
export const ZSessionResponse = ZSession.nullable();

const ZOk = z.object({ ok: z.literal(true) });

function toSession(user: SessionUser) {
  const { sessionExpiresAt, ...publicUser } = user;
  return { user: publicUser, expiresAt: sessionExpiresAt };
}

const limit = (ctx: Context, key: string, rule: { limit: number; windowMs: number }) =>
  consumeRateLimit(ctx.db, `${key}:${clientAddress(ctx.headers)}`, rule, ctx.now());

export const authenticationRouter = createTRPCRouter({
  getSession: publicProcedure.output(ZSessionResponse).query(async ({ ctx }) => {
    const user = await ctx.getSessionUser();
    return user ? toSession(user) : null;
  }),

  signUp: publicProcedure
    .input(ZSignUpInput)
    .output(ZSession)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "sign-up", SIGN_UP_LIMIT);
      return toSession(await signUp(ctx.db, ctx.auth, ctx, input, ctx.now()));
    }),

  login: publicProcedure
    .input(ZLoginInput)
    .output(ZSession)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "login", LOGIN_ADDRESS_LIMIT);
      const failures = `login-failures:${clientAddress(ctx.headers)}:${input.email}`;
      await consumeRateLimit(ctx.db, failures, LOGIN_FAILURE_LIMIT, ctx.now());
      const account = `login-account:${input.email}`;
      await consumeRateLimit(ctx.db, account, LOGIN_ACCOUNT_LIMIT, ctx.now());
      const user = await signIn(ctx.db, ctx.auth, ctx, input, ctx.now());
      await resetRateLimit(ctx.db, failures);
      await resetRateLimit(ctx.db, account);
      return toSession(user);
    }),

  /** Ends the session (if any) and clears the cookie; harmless for a visitor. */
  logout: publicProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await signOut(ctx.auth, ctx.headers, ctx.resHeaders);
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure
    .input(z.object({ email: ZEmail }))
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "password-reset", PASSWORD_RESET_LIMIT);
      await requestPasswordReset(ctx.auth, input.email);
      return { ok: true as const };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "password-reset", PASSWORD_RESET_LIMIT);
      await resetPassword(ctx.auth, input);
      return { ok: true as const };
    }),

  /** Added procedure: the account page's password change (other sessions are signed out). */
  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.auth, ctx, input);
      return { ok: true as const };
    }),
});
