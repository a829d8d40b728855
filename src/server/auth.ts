import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { and, eq } from "drizzle-orm";
// better-auth hands our e-mail callbacks to `afterResponse` as promises already started: `nextTurn` keeps even their
// first query out of the answer's time.
import { afterResponse, nextTurn } from "@/server/after-response";
import type { Db } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { logger, scrubText } from "@/server/logger";
import {
  renderAccountExistsMail,
  renderPasswordResetMail,
  renderSetPasswordMail,
  renderSignInLinkMail,
  renderVerifyEmailMail,
} from "@/server/mail/account-mail";
import { enqueueMail } from "@/server/mail/outbox";

/** A password-reset link works for an hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** A new account's confirmation link works for a day (it signs the person in the first time it is followed). */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
/** The one-time sign-in link offered after repeated failed sign-ins works for 15 minutes, once. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/** Whether a failure is PostgreSQL's unique violation (23505), wherever Drizzle or better-auth wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export type AuthOptions = { secret: string; baseURL: string };

/**
 * better-auth on our database: e-mail + password, sessions stored in `sessions`, cookie `lantern.session_token`.
 * A new account confirms its address by an e-mailed link before it can sign in; the one-time sign-in link (the
 * magic-link plugin, existing accounts only) is what sign-in offers after repeated failures (decision 0041).
 * Account e-mails are written after the answer (`afterResponse`), so no answer's timing tells who has an account.
 */
export function createAuth(db: Db, options: AuthOptions) {
  const link = (view: string, token: string) =>
    `${options.baseURL}/?auth=${view}&token=${encodeURIComponent(token)}`;
  return betterAuth({
    appName: "Lantern",
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      requireEmailVerification: true,
      // The link opens the reset form of the login dialog on our own site; the mail goes through the outbox.
      sendResetPassword: ({ user, token }) =>
        nextTurn(async () => {
          const url = link("reset", token);
          // A team member invited without a password yet gets the invitation's wording, not a reset's.
          const [credential] = await db
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")))
            .limit(1);
          const render = credential ? renderPasswordResetMail : renderSetPasswordMail;
          await enqueueMail(db, render({ to: user.email, name: user.name, url }), new Date());
        }),
      // The reset link reached the address's mailbox: that proves the address as well as a confirmation link would.
      onPasswordReset: ({ user }) => markEmailVerified(db, user.id),
      onExistingUserSignUp: ({ user }) =>
        nextTurn(async () => {
          const url = `${options.baseURL}/?auth=login`;
          await enqueueMail(
            db,
            renderAccountExistsMail({ to: user.email, name: user.name, url }),
            new Date(),
          );
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password before confirming sends a fresh link (the first may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: ({ user, token }) =>
        nextTurn(async () => {
          const mail = renderVerifyEmailMail({ to: user.email, name: user.name, url: link("verify", token) });
          await enqueueMail(db, mail, new Date());
        }),
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_TTL_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }) => {
          const [user] = await db
            .select({ name: users.name })
            .from(users)
            .where(eq(users.email, email.toLowerCase()));
          if (!user) return;
          const mail = renderSignInLinkMail({ to: email, name: user.name, url: link("link", token) });
          await enqueueMail(db, mail, new Date());
        },
      }),
    ],
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: "lantern",
      backgroundTasks: { handler: (task) => afterResponse(task, "account e-mail") },
    },
    telemetry: { enabled: false },
    // better-auth's own messages go to our logs, scrubbed: they may name an e-mail or carry a failed query.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        // Two sign-ups for one address at once: the loser's insert hits the unique e-mail, and sign-up answers as
        // for any taken address. Handled, so a warning without the failed statement.
        if (err && isUniqueViolation(err)) {
          logger.warn(
            { component: "better-auth", code: "23505" },
            `${scrubText(message)} (address taken meanwhile)`,
          );
          return;
        }
        logger[level]({ component: "better-auth", ...(err ? { err } : {}) }, scrubText(message));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const authByDb = new WeakMap<Db, Auth>();

/** One better-auth instance per database (the app has one; tests have one per test database). */
export function getAuth(db: Db, options: AuthOptions): Auth {
  let auth = authByDb.get(db);
  if (!auth) {
    auth = createAuth(db, options);
    authByDb.set(db, auth);
  }
  return auth;
}

const generatedSecrets = new Map<string, string>();

/**
 * The configured secret, or — for the single-process demo on embedded PGlite — a random one kept in DATA_DIR so
 * sessions survive restarts without anyone having to invent a secret. Written atomically, read once per process.
 * (With DATABASE_URL the configuration requires BETTER_AUTH_SECRET.)
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const cached = generatedSecrets.get(env.dataDir);
  if (cached) return cached;
  const file = path.join(env.dataDir, "auth-secret");
  let secret = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (secret.length < 32) {
    secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(env.dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, secret, { mode: 0o600 });
    fs.renameSync(temp, file);
  }
  generatedSecrets.set(env.dataDir, secret);
  return secret;
}
