import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { ReviewInvitationPage } from "@/features/reviews/components/review-invitation-page";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Review your stay", robots: { index: false } };

/** `/reviews/<secret>`: where a review invitation's link leads (decision 0068). */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await (await getServerCaller()).booking.reviews
    .invitation({ token })
    .catch((error: unknown) => {
      // A malformed secret reads as a link that does not work, like an unknown one.
      if (error instanceof TRPCError && error.code === "BAD_REQUEST") return { state: "invalid" as const };
      throw error;
    });
  return <ReviewInvitationPage token={token} view={view} />;
}
