import { collectDueBalances } from "@/features/reservations/server";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { mailTransportFor } from "@/server/mail/transport";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import { testJobInstant } from "@/server/test-jobs";

export const dynamic = "force-dynamic";

/**
 * Tests only (`TEST_JOBS_TOKEN`): the balance job run once at the instant the test gives, as the hourly job would run
 * it then, with the e-mails it writes delivered at that instant — the e2e suite's injected clock (issue 32). 404
 * unless the token is configured and given as the bearer.
 */
export async function POST(request: Request): Promise<Response> {
  const now = await testJobInstant(request);
  if (now instanceof Response) return now;
  const env = getEnv();
  const database = await getDatabase();
  const outcome = await collectDueBalances(database.db, getPaymentGateway(), { now, appUrl: env.APP_URL });
  // Its e-mails are due at that instant too: the outbox delivers them as it would then.
  await dispatchOutbox(database.db, mailTransportFor(env), { now, from: env.MAIL_FROM });
  return Response.json(outcome, { headers: { "cache-control": "no-store" } });
}
