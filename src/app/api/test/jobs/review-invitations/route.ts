import { sendReviewInvitations } from "@/features/reviews/server";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { mailTransportFor } from "@/server/mail/transport";
import { testJobInstant } from "@/server/test-jobs";

export const dynamic = "force-dynamic";

/**
 * Tests only (`TEST_JOBS_TOKEN`): the review invitations' job run once at the instant the test gives, its e-mails
 * delivered then (decision 0068). 404 unless the token is configured and given as the bearer.
 */
export async function POST(request: Request): Promise<Response> {
  const now = await testJobInstant(request);
  if (now instanceof Response) return now;
  const env = getEnv();
  const database = await getDatabase();
  const outcome = await sendReviewInvitations(database.db, { now, appUrl: env.APP_URL });
  await dispatchOutbox(database.db, mailTransportFor(env), { now, from: env.MAIL_FROM });
  return Response.json(outcome, { headers: { "cache-control": "no-store" } });
}
