import { randomUUID } from "node:crypto";
import { getAuth } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { testEnv } from "./test-context";

/** Creates a user through better-auth and returns the Cookie header of their new session (unique e-mail per call). */
export async function signUpTestUser(db: Db, name = { firstName: "Rosa", lastName: "Angler" }) {
  const env = testEnv();
  const auth = getAuth(db, { secret: env.BETTER_AUTH_SECRET!, baseURL: env.APP_URL });
  const email = `camper-${randomUUID()}@lantern.example`;
  const { headers, response } = await auth.api.signUpEmail({
    body: { email, password: "correct horse battery", name: `${name.firstName} ${name.lastName}`, ...name },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  return { userId: response.user.id, email, cookie };
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
