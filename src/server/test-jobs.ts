import "server-only";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { mailTransportFor } from "@/server/mail/transport";

const ZRun = z.object({ now: z.iso.datetime({ offset: true }) });

const sameToken = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether a request to a tests-only route (`/api/test/*`) carries `TEST_JOBS_TOKEN` as its bearer (never unset). */
export function isTestCaller(request: Request): boolean {
  const token = getEnv().TEST_JOBS_TOKEN;
  const given = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
  return Boolean(token) && sameToken(given, token!);
}

/**
 * The tests-only job endpoints (`/api/test/jobs/*`, `TEST_JOBS_TOKEN`): the instant a test runs a job at, or the
 * response to give instead — 404 unless the token is configured and given as the bearer, 400 without `{ now }`.
 */
async function testJobInstant(request: Request): Promise<Date | Response> {
  if (!isTestCaller(request)) return new Response(null, { status: 404 });
  const body = ZRun.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return Response.json({ error: "Give { now } as an ISO 8601 instant." }, { status: 400 });
  }
  return new Date(body.data.now);
}

/**
 * A tests-only job route's whole answer: the job run once at the test's instant, then the outbox delivered at that
 * instant too (its e-mails are due then), the job's outcome as JSON.
 */
export async function runTestJob(
  request: Request,
  job: (db: Db, context: { now: Date; appUrl: string }) => Promise<unknown>,
): Promise<Response> {
  const now = await testJobInstant(request);
  if (now instanceof Response) return now;
  const env = getEnv();
  const database = await getDatabase();
  const outcome = await job(database.db, { now, appUrl: env.APP_URL });
  await dispatchOutbox(database.db, mailTransportFor(env), { now, from: env.MAIL_FROM });
  return Response.json(outcome, { headers: { "cache-control": "no-store" } });
}
