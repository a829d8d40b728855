import "server-only";
import { initTRPC, TRPCError } from "@trpc/server";
import { canSeePark, hasRoleAtLeast, type TeamRole } from "@/lib/team-roles";
import { type AdmissionQueue, overloadOf } from "@/server/admission";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { APP_ERROR_TO_TRPC_CODE, AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { processMetrics } from "@/server/metrics";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { loadSessionUser, type SessionUser } from "@/server/session.service";
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from "./unsafe-text";
import { wireTransformer } from "./wire-transformer";

export type Context = {
  db: Db;
  auth: Auth;
  /** Request headers (cookies); empty for server-side callers. */
  headers: Headers;
  /** Headers to add to the response (Set-Cookie). */
  resHeaders: Headers;
  now: () => Date;
  membershipEnabled: boolean;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
  payments: PaymentGateway;
  /** The process's line for API calls (the HTTP endpoint's); server components and tests call without one. */
  admission?: AdmissionQueue;
  /** The signed-in user, looked up once per request and only when a procedure asks. */
  getSessionUser: () => Promise<SessionUser | null>;
};

export type CreateContextOptions = Omit<Context, "getSessionUser">;

export function createContext(options: CreateContextOptions): Context {
  let session: Promise<SessionUser | null> | undefined;
  return {
    ...options,
    getSessionUser: () => {
      session ??= loadSessionUser(options.db, options.auth, options, options.now());
      return session;
    },
  };
}

const GENERIC_MESSAGE = "Something went wrong on our side. Please try again.";
const UNREADABLE_INPUT = "The request input could not be read.";

type ValidationIssue = { path: string; message: string };

/** Zod (and any Standard Schema) issues as field paths a form can show next to its fields. */
function validationIssues(cause: unknown): ValidationIssue[] | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map((segment) => String(segment)).join("."),
    message: issue.message ?? "Invalid value",
  }));
}

const t = initTRPC.context<Context>().create({
  transformer: wireTransformer,
  isDev: process.env.NODE_ENV === "development",
  // Spec §7: subscriptions over HTTP are refused.
  sse: { enabled: false },
  errorFormatter({ shape, error }) {
    const issues = error.code === "BAD_REQUEST" ? validationIssues(error.cause) : null;
    const known = error.code !== "INTERNAL_SERVER_ERROR" || error.cause instanceof AppError;
    if (!known) logger.error({ err: error.cause ?? error, path: shape.data.path }, "internal error");
    const message = issues
      ? `Invalid input: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join("; ")}`
      : error.code === "PARSE_ERROR"
        ? UNREADABLE_INPUT
        : known
          ? shape.message
          : GENERIC_MESSAGE;
    const fieldErrors = issues
      ? issues.reduce<Record<string, string[]>>((fields, issue) => {
          fields[issue.path] = [...(fields[issue.path] ?? []), issue.message];
          return fields;
        }, {})
      : undefined;
    const details = error.cause instanceof AppError ? error.cause.details : undefined;
    return {
      message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(details ? { details } : {}),
        ...(process.env.NODE_ENV === "development" && known ? { stack: shape.data.stack } : {}),
      },
    };
  },
});

/**
 * Turns a service's `AppError` into the tRPC error of its code; every other failure stays internal — but for the
 * database being full (no connection in time, a lock wait timed out), which is 503, never 500 (`overloadOf`).
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = overloadOf(result.error.cause) ?? result.error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: APP_ERROR_TO_TRPC_CODE[cause.code], message: cause.message, cause });
  }
  return result;
});

/**
 * Counts and times every call by its procedure's path (the router's, never the caller's text) and outcome: the
 * outermost middleware, so its time includes the wait in line and its outcome is the code the caller gets.
 */
const measured = t.middleware(async ({ path, next }) => {
  const started = performance.now();
  const result = await next();
  processMetrics().recordCall(path, result.ok ? "ok" : result.error.code, performance.now() - started);
  return result;
});

/** Each call waits its turn in the process's line (issue 16); refused there, it has done nothing. */
const admitted = t.middleware(({ ctx, next }) => (ctx.admission ? ctx.admission.run(() => next()) : next()));

/** Zod-shaped issues, so the error formatter names the fields as it does for a schema's own failures. */
class UnsafeTextError extends Error {
  readonly issues: { path: string[]; message: string }[];
  constructor(paths: string[][]) {
    super(UNSAFE_TEXT_MESSAGE);
    this.issues = paths.map((path) => ({ path, message: UNSAFE_TEXT_MESSAGE }));
  }
}

/**
 * Every procedure's raw input, before its schema: a string anywhere with a NUL or half a surrogate pair is a
 * `BAD_REQUEST` naming the field (such text cannot be stored, mailed or logged; see unsafe-text.ts).
 */
const safeText = t.middleware(async ({ getRawInput, next }) => {
  let input: unknown;
  try {
    input = await getRawInput();
  } catch (cause) {
    // superjson could not rebuild the input (e.g. a cyclic or absurdly deep `meta`): its error text stays ours.
    throw new TRPCError({ code: "PARSE_ERROR", message: UNREADABLE_INPUT, cause });
  }
  const paths = unsafeTextPaths(input);
  if (paths.length > 0) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: UNSAFE_TEXT_MESSAGE,
      cause: new UnsafeTextError(paths),
    });
  }
  return next();
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(measured).use(appErrors).use(safeText).use(admitted);

const SIGN_IN_MESSAGE = "Please sign in to continue.";

/**
 * Why `user` may not call a procedure for team members of at least `minimum` rank: `UNAUTHORIZED` without a
 * session, `FORBIDDEN` below the rank; null when they may. (`teamProcedure`'s check, and the tRPC endpoint's before
 * it reads a large upload.)
 */
export function teamAccessFailure(
  user: SessionUser | null,
  minimum: TeamRole,
): { code: "UNAUTHORIZED" | "FORBIDDEN"; message: string } | null {
  if (!user) return { code: "UNAUTHORIZED", message: SIGN_IN_MESSAGE };
  if (!user.teamRole || !hasRoleAtLeast(user.teamRole, minimum)) {
    return { code: "FORBIDDEN", message: `This needs the ${minimum} team role or higher.` };
  }
  return null;
}

/** A signed-in user is required: `UNAUTHORIZED` otherwise. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.getSessionUser();
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: SIGN_IN_MESSAGE });
  return next({ ctx: { user } });
});

/** A team member of at least `minimum` rank: `UNAUTHORIZED` without a session, `FORBIDDEN` below the rank. */
export function teamProcedure(minimum: TeamRole) {
  return protectedProcedure.use(async ({ ctx, next }) => {
    const failure = teamAccessFailure(ctx.user, minimum);
    if (failure) throw new TRPCError(failure);
    // A user without a team role was refused just now.
    const role = ctx.user.teamRole as TeamRole;
    return next({ ctx: { teamRole: role, team: { role, parkIds: ctx.user.teamParkIds } } });
  });
}

/**
 * Refuses a park outside the member's parks with `NOT_FOUND`, the answer for a park that does not exist: a member
 * limited to some parks never learns about the others (api.md "admin.*").
 */
export function assertParkInScope(
  team: { role: TeamRole; parkIds: readonly string[] | null },
  parkId: string,
): void {
  if (!canSeePark(team, parkId))
    throw new TRPCError({ code: "NOT_FOUND", message: "This park does not exist." });
}
