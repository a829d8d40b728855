import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterResponseSettled } from "@/server/after-response";
import { getAuth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { testEnv } from "./test-context";

export const TEST_PASSWORD = "correct horse battery";

/**
 * Creates a user through better-auth, confirms the address as its e-mailed link would, and returns the Cookie
 * header of their new session (unique e-mail per call).
 */
export async function signUpTestUser(db: Db, name = { firstName: "Rosa", lastName: "Angler" }) {
  const env = testEnv();
  const auth = getAuth(db, { secret: env.BETTER_AUTH_SECRET!, baseURL: env.APP_URL });
  const email = `camper-${randomUUID()}@lantern.example`;
  await auth.api.signUpEmail({
    body: { email, password: TEST_PASSWORD, name: `${name.firstName} ${name.lastName}`, ...name },
  });
  await afterResponseSettled();
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const { userId, cookie } = await signInTestUser(db, email, TEST_PASSWORD);
  return { userId, email, cookie };
}

/** Signs an existing user in (e.g. a demo staff member) and returns the session cookie. */
export async function signInTestUser(db: Db, email: string, password: string) {
  const env = testEnv();
  const auth = getAuth(db, { secret: env.BETTER_AUTH_SECRET!, baseURL: env.APP_URL });
  const { headers, response } = await auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  return { userId: response.user.id, cookie };
}
