import "server-only";
import type { Auth } from "@/server/auth";

/** Deletes the session of the request's cookie and copies better-auth's cookie-clearing headers to the response. */
export async function signOut(auth: Auth, headers: Headers, resHeaders: Headers): Promise<void> {
  if (!headers.get("cookie")) return;
  const response = await auth.api.signOut({ headers, asResponse: true });
  for (const cookie of response.headers.getSetCookie()) resHeaders.append("set-cookie", cookie);
}
