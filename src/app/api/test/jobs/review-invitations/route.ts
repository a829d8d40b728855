import { sendReviewInvitations } from "@/features/reviews/server";
import { runTestJob } from "@/server/test-jobs";

export const dynamic = "force-dynamic";

/**
 * Tests only (`TEST_JOBS_TOKEN`): the review invitations' job run once at the instant the test gives, its e-mails
 * delivered then (decision 0068). 404 unless the token is configured and given as the bearer.
 */
export function POST(request: Request): Promise<Response> {
  return runTestJob(request, sendReviewInvitations);
}
