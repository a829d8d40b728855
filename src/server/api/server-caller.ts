import "server-only";
import { headers } from "next/headers";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { createRequestContext } from "./request-context";
import { createCaller } from "./root";

/** Calls procedures from a server component with the visitor's cookies, without an HTTP round trip. */
export async function getServerCaller() {
  const [{ db }, requestHeaders] = await Promise.all([getDatabase(), headers()]);
  return createCaller(createRequestContext({ db, env: getEnv(), headers: new Headers(requestHeaders) }));
}

/** The caller and the signed-in user of one request context (the session read once), for pages that need both. */
export async function getServerCallerAndUser() {
  const [{ db }, requestHeaders] = await Promise.all([getDatabase(), headers()]);
  const context = createRequestContext({ db, env: getEnv(), headers: new Headers(requestHeaders) });
  return { caller: createCaller(context), user: await context.getSessionUser() };
}
