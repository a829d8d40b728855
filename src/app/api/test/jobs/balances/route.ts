import { collectDueBalances } from "@/features/reservations/server";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import { runTestJob } from "@/server/test-jobs";

export const dynamic = "force-dynamic";

/**
 * Tests only (`TEST_JOBS_TOKEN`): the balance job run once at the instant the test gives, as the hourly job would run
 * it then, with the e-mails it writes delivered at that instant — the e2e suite's injected clock (issue 32). 404
 * unless the token is configured and given as the bearer.
 */
export function POST(request: Request): Promise<Response> {
  return runTestJob(request, (db, context) => collectDueBalances(db, getPaymentGateway(), context));
}
