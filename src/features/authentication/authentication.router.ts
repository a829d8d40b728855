import { z } from "zod";
import { TEAM_ROLES } from "@/lib/team-roles";
import { type Context, createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { AppError } from "@/server/errors";
import { clientAddress, consumeRateLimit, isRateLimited, resetRateLimit } from "@/server/rate-limit";
import type { SessionUser } from "@/server/session.service";
import {
  FOLLOW_LINK_LIMIT,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_FAILURE_LIMIT,
  PASSWORD_RESET_LIMIT,
  SIGN_IN_LINK_ACCOUNT_LIMIT,
  SIGN_IN_LINK_LIMIT,
  SIGN_UP_LIMIT,
  ZChangePasswordInput,
  ZEmail,
  ZLinkInput,
  ZLoginInput,
  ZResetPasswordInput,
  ZSignUpInput,
} from "./authentication.schemas";
import {
  changePassword,
  requestPasswordReset,
  requestSignInLink,
  resetPassword,
  signIn,
  signInWithLink,
  signUp,
  verifyEmail,
} from "./credentials.service";
import { signOut } from "./sign-out.service";

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

/** What sign-in answers, right password or not, once an account has had too many failed attempts. */
export const SIGN_IN_LINK_REQUIRED =
  "There have been too many sign-in attempts on this account, so we need to check it is you: we can e-mail you a one-time sign-in link.";

const limit = (ctx: Context, key: string, rule: { limit: number; windowMs: number }) =>
  consumeRateLimit(ctx.db, `${key}:${clientAddress(ctx.headers)}`, rule, ctx.now());

export const authenticationRouter = createTRPCRouter({
  getSession: publicProcedure.output(ZSessionResponse).query(async ({ ctx }) => {
    const user = await ctx.getSessionUser();
    return user ? toSession(user) : null;
  }),

  /**
   * Changed answer (decision 0041): no session yet. A new address gets a confirmation link that signs the person
   * in (`verifyEmail`); a taken one an e-mail saying it has an account. The answer is the same for both.
   */
  signUp: publicProcedure
    .input(ZSignUpInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "sign-up", SIGN_UP_LIMIT);
      await signUp(ctx.db, ctx.auth, input);
      return { ok: true as const };
    }),

  /** Added: the confirmation link of a new account; a session the first time (null once confirmed already). */
  verifyEmail: publicProcedure
    .input(ZLinkInput)
    .output(ZSessionResponse)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "follow-link", FOLLOW_LINK_LIMIT);
      const user = await verifyEmail(ctx.db, ctx.auth, ctx, input, ctx.now());
      return user ? toSession(user) : null;
    }),

  /**
   * Sign-in limits (decision 0041): per address over all accounts and per address and account, `TOO_MANY_REQUESTS`;
   * past too many attempts on one account from anywhere, every attempt answers `FORBIDDEN` (reason
   * `SIGN_IN_LINK_REQUIRED`) before the password is checked, and the owner signs in by an e-mailed link instead.
   */
  login: publicProcedure
    .input(ZLoginInput)
    .output(ZSession)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "login", LOGIN_ADDRESS_LIMIT);
      const failures = `login-failures:${clientAddress(ctx.headers)}:${input.email}`;
      await consumeRateLimit(ctx.db, failures, LOGIN_FAILURE_LIMIT, ctx.now());
      const account = `login-account:${input.email}`;
      if (await isRateLimited(ctx.db, account, LOGIN_ACCOUNT_LIMIT, ctx.now())) {
        throw new AppError("FORBIDDEN", SIGN_IN_LINK_REQUIRED, { reason: "SIGN_IN_LINK_REQUIRED" });
      }
      const user = await signIn(ctx.db, ctx.auth, ctx, input, ctx.now());
      await resetRateLimit(ctx.db, failures);
      await resetRateLimit(ctx.db, account);
      return toSession(user);
    }),

  /**
   * Added: e-mails a one-time sign-in link to the address if it has an account; the same answer either way. A
   * burst for one address sends the first few (the links already sent work for the owner).
   */
  requestSignInLink: publicProcedure
    .input(z.object({ email: ZEmail }))
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "sign-in-link", SIGN_IN_LINK_LIMIT);
      const account = `sign-in-link-account:${input.email}`;
      if (!(await isRateLimited(ctx.db, account, SIGN_IN_LINK_ACCOUNT_LIMIT, ctx.now()))) {
        requestSignInLink(ctx.auth, input.email);
      }
      return { ok: true as const };
    }),

  /** Added: the e-mailed one-time sign-in link; a session, and the visitor's cart becomes the user's. */
  signInWithLink: publicProcedure
    .input(ZLinkInput)
    .output(ZSession)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "follow-link", FOLLOW_LINK_LIMIT);
      return toSession(await signInWithLink(ctx.db, ctx.auth, ctx, input, ctx.now()));
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
      requestPasswordReset(ctx.auth, input.email);
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
