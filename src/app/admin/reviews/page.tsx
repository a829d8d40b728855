import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ReviewsScreen } from "@/features/reviews/components/reviews-screen";
import { ZReviewVisibility } from "@/features/reviews/reviews.schemas";

export const metadata: Metadata = { title: "Reviews" };

/** `/admin/reviews?park=…&show=awaiting|published|hidden`: the park's guest reviews, to reply to or hide. */
export default async function ReviewsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/reviews", searchParams, "MANAGER");
  if (!context.park) return <NoParks />;
  const show = ZReviewVisibility.safeParse(context.param("show"));
  return (
    <ReviewsScreen
      parks={context.parks}
      park={context.park}
      visibility={show.success ? show.data : undefined}
    />
  );
}
