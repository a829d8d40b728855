import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { DEMO_STAFF_PASSWORD } from "@/server/db/seed/demo-staff";
import { signInTestUser } from "./sign-up";

/** What a caller sees of a call: "OK", or the tRPC code and message ("CONFLICT: Site T4 is taken…"). */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/** What a test asks of a call: "OK", or only the tRPC code ("FORBIDDEN"). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** A user's sessions outlive the tests' clock (their stays are in 2027; sessions last 30 days from today). */
export async function keepSessionAlive(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: new Date("2030-01-01T00:00:00Z") })
    .where(eq(sessions.userId, userId));
}

/** A demo staff member signed in, with a session that outlives the tests' clock. */
export async function signInDemoStaff(db: Db, email: string): Promise<{ userId: string; cookie: string }> {
  const signedIn = await signInTestUser(db, email, DEMO_STAFF_PASSWORD);
  await keepSessionAlive(db, signedIn.userId);
  return signedIn;
}
