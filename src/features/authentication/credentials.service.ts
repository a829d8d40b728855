import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq, isNull } from "drizzle-orm";
import { afterResponse } from "@/server/after-response";
import type { Auth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { carts, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { loadSessionUser, type SessionUser } from "@/server/session.service";

/** One message for an unknown e-mail and a wrong password: the form must not tell which accounts exist. */
export const WRONG_CREDENTIALS = "That e-mail and password do not match an account.";

export const EMAIL_NOT_CONFIRMED =
  "Confirm your e-mail address first: we have sent you a new link. Open it to finish signing in.";

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

/**
 * A new account, which confirms its address before it can sign in: the answer is the same for a new and a taken
 * address (the owner of a taken one gets an e-mail saying so), so sign-up never tells who has an account.
 */
export async function signUp(
  db: Db,
  auth: Auth,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  try {
    await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
      },
    });
  } catch (error) {
    const code = codeOf(error);
    // A concurrent sign-up with the same e-mail won the race: better-auth's insert hit the unique e-mail.
    if (code === "FAILED_TO_CREATE_USER" && (await emailTaken(db, input.email))) return;
    if (code?.startsWith("PASSWORD_TOO")) {
      throw new AppError("INVALID_INPUT", "Use a password of 8 to 128 characters.", { field: "password" });
    }
    throw error;
  }
}

/**
 * An e-mailed link followed: better-auth checks its token and, when it signs someone in, sets the session cookie,
 * which we copy to our answer; the visitor's cart becomes the user's. Null when the link signed nobody in.
 */
async function signInByLink(
  db: Db,
  auth: Auth,
  request: Request,
  link: { follow: () => Promise<{ headers: Headers }>; problem: (code: string | undefined) => string },
  shoppingCartUuid: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  let headers: Headers;
  try {
    ({ headers } = await link.follow());
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new AppError("INVALID_INPUT", link.problem(codeOf(error)), { field: "token" });
  }
  if (headers.getSetCookie().length === 0) return null;
  const user = await sessionFrom(db, auth, request, headers, now);
  await adoptCart(db, shoppingCartUuid, user.id);
  return user;
}

/**
 * The e-mailed confirmation link of a new account: the address is confirmed and, the first time, the person is
 * signed in (with the visitor's cart). A link of an address confirmed already signs nobody in.
 */
export function verifyEmail(
  db: Db,
  auth: Auth,
  request: Request,
  input: { token: string; shoppingCartUuid?: string },
  now: Date,
): Promise<SessionUser | null> {
  const follow = () =>
    auth.api.verifyEmail({ query: { token: input.token }, headers: request.headers, returnHeaders: true });
  const problem = (code: string | undefined) =>
    code === "TOKEN_EXPIRED"
      ? "This confirmation link has expired. Sign in with your password and we will send a new one."
      : "This confirmation link is not valid. Open the link from the e-mail again.";
  return signInByLink(db, auth, request, { follow, problem }, input.shoppingCartUuid, now);
}

/**
 * Sends a one-time sign-in link to an address that has an account (nothing to one that has none). The e-mail is
 * written after the answer, so the answer takes the same time either way.
 */
export function requestSignInLink(auth: Auth, email: string): void {
  afterResponse(() => auth.api.signInMagicLink({ body: { email }, headers: new Headers() }), "sign-in link");
}

/** The e-mailed one-time sign-in link: signs the person in (and confirms the address); works once. */
export async function signInWithLink(
  db: Db,
  auth: Auth,
  request: Request,
  input: { token: string; shoppingCartUuid?: string },
  now: Date,
): Promise<SessionUser> {
  const follow = () =>
    auth.api.magicLinkVerify({
      query: { token: input.token },
      headers: request.headers,
      returnHeaders: true,
    });
  const problem = () => "This sign-in link is invalid, used or expired. Ask for a new one.";
  const user = await signInByLink(db, auth, request, { follow, problem }, input.shoppingCartUuid, now);
  if (!user) throw new Error("better-auth's sign-in link set no session");
  return user;
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
    // Only the right password reaches this: better-auth checks it first (and has e-mailed a new link).
    if (codeOf(error) === "EMAIL_NOT_VERIFIED") {
      throw new AppError("FORBIDDEN", EMAIL_NOT_CONFIRMED, { reason: "EMAIL_NOT_VERIFIED" });
    }
    if (isAPIError(error) && error.status !== "INTERNAL_SERVER_ERROR") {
      throw new AppError("UNAUTHENTICATED", WRONG_CREDENTIALS);
    }
    throw error;
  }
}

/**
 * Always answers the same, whether or not the e-mail has an account (no enumeration), and after the same work:
 * better-auth's lookup, its token and the e-mail all happen after the answer (`afterResponse`).
 */
export function requestPasswordReset(auth: Auth, email: string): void {
  afterResponse(() => auth.api.requestPasswordReset({ body: { email } }), "password reset");
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
