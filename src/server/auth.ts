import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import {
  renderPasswordResetMail,
  renderSetPasswordMail,
} from "@/features/authentication/password-reset-mail";
import type { Db } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import type { Env } from "@/server/env";
import { logger, scrubText } from "@/server/logger";
import { enqueueMail } from "@/server/mail/outbox";

/** A password-reset link works for an hour, once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export type AuthOptions = { secret: string; baseURL: string };

/** better-auth on our database: e-mail + password, sessions stored in `sessions`, cookie `lantern.session_token`. */
export function createAuth(db: Db, options: AuthOptions) {
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
      // The link opens the reset form of the login dialog on our own site; the mail goes through the outbox.
      sendResetPassword: async ({ user, token }) => {
        const url = `${options.baseURL}/?auth=reset&token=${encodeURIComponent(token)}`;
        // A team member invited without a password yet gets the invitation's wording, not a reset's.
        const [credential] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")))
          .limit(1);
        const render = credential ? renderPasswordResetMail : renderSetPasswordMail;
        await enqueueMail(db, render({ to: user.email, name: user.name, url }), new Date());
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: { cookiePrefix: "lantern" },
    telemetry: { enabled: false },
    // better-auth's own messages go to our logs, scrubbed: they may name an e-mail or carry a failed query.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
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
