import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq, isNull } from "drizzle-orm";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { carts, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { loadSessionUser, type SessionUser } from "./session.service";

/** One message for an unknown e-mail and a wrong password: the form must not tell which accounts exist. */
export const WRONG_CREDENTIALS = "That e-mail and password do not match an account.";

type Request = { headers: Headers; resHeaders: Headers };

const codeOf = (error: unknown): string | undefined =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;

/** Copies better-auth's Set-Cookie headers to our response and reads the new session as `getSession` would. */
async function sessionFrom(db: Db, auth: Auth, request: Request, authHeaders: Headers, now: Date) {
  const setCookies = authHeaders.getSetCookie();
  for (const cookie of setCookies) request.resHeaders.append("set-cookie", cookie);
  const cookie = setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
  const user = await loadSessionUser(
    db,
    auth,
    { headers: new Headers({ cookie }), resHeaders: new Headers() },
    now,
  );
  if (!user) throw new Error("better-auth created no readable session");
  return user;
}

/** Whether an account holds this (normalized) e-mail. */
async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user !== undefined;
}

/** A visitor's cart follows them into their account (spec: the cart stays with the user after sign-in). */
async function adoptCart(db: Db, cartId: string | undefined, userId: string) {
  if (!cartId) return;
  await db
    .update(carts)
    .set({ userId })
    .where(and(eq(carts.id, cartId), isNull(carts.userId), isNull(carts.checkedOutAt)));
}

export async function signUp(
  db: Db,
  auth: Auth,
  request: Request,
  input: { email: string; password: string; firstName: string; lastName: string; shoppingCartUuid?: string },
  now: Date,
): Promise<SessionUser> {
  try {
    const { headers } = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
      },
      returnHeaders: true,
    });
    const user = await sessionFrom(db, auth, request, headers, now);
    await adoptCart(db, input.shoppingCartUuid, user.id);
    return user;
  } catch (error) {
    const code = codeOf(error);
    // A concurrent sign-up with the same e-mail won the race: better-auth's insert hit the unique e-mail.
    const lostRace = code === "FAILED_TO_CREATE_USER" && (await emailTaken(db, input.email));
    if (code?.startsWith("USER_ALREADY_EXISTS") || lostRace) {
      throw new AppError("INVALID_INPUT", "An account with this e-mail already exists. Sign in instead.", {
        field: "email",
      });
    }
    if (code?.startsWith("PASSWORD_TOO")) {
      throw new AppError("INVALID_INPUT", "Use a password of 8 to 128 characters.", { field: "password" });
    }
    throw error;
  }
}

export async function signIn(
  db: Db,
  auth: Auth,
  request: Request,
  input: { email: string; password: string; shoppingCartUuid?: string },
  now: Date,
): Promise<SessionUser> {
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      returnHeaders: true,
    });
    const user = await sessionFrom(db, auth, request, headers, now);
    await adoptCart(db, input.shoppingCartUuid, user.id);
    return user;
  } catch (error) {
    if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") {
      throw new AppError("UNAUTHENTICATED", WRONG_CREDENTIALS);
    }
    throw error;
  }
}

/** Always answers the same, whether or not the e-mail has an account (no enumeration). */
export async function requestPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await auth.api.requestPasswordReset({ body: { email } });
  } catch (error) {
    logger.warn({ err: error }, "password reset request failed");
  }
}

export async function resetPassword(auth: Auth, input: { token: string; password: string }): Promise<void> {
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (isAPIError(error)) {
      throw new AppError(
        "INVALID_INPUT",
        codeOf(error) === "INVALID_TOKEN"
          ? "This reset link is invalid, used or expired. Ask for a new one."
          : "Use a password of 8 to 128 characters.",
        { field: codeOf(error) === "INVALID_TOKEN" ? "token" : "password" },
      );
    }
    throw error;
  }
}

export async function changePassword(
  auth: Auth,
  request: Request,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  try {
    const { headers } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) request.resHeaders.append("set-cookie", cookie);
  } catch (error) {
    if (isAPIError(error) && codeOf(error) === "INVALID_PASSWORD") {
      throw new AppError("INVALID_INPUT", "Your current password is not right.", {
        field: "currentPassword",
      });
    }
    if (isAPIError(error) && codeOf(error)?.startsWith("PASSWORD_TOO")) {
      throw new AppError("INVALID_INPUT", "Use a password of 8 to 128 characters.", { field: "newPassword" });
    }
    throw error;
  }
}
