import { getServerCaller } from "@/server/api/server-caller";
import { loadReviewSummary } from "../load-review-summary";
import { ParkReviews } from "./park-reviews";

/**
 * The park page's reviews, read on the server: the park's and each type's rating, and the first page of published
 * reviews (of the type `?reviews=<type slug>` names, when it names one of the park's).
 */
export async function ParkReviewsSection({
  park,
  types,
  typeSlug,
}: {
  park: { id: string; slug: string; name: string };
  types: { id: string; slug: string; name: string }[];
  typeSlug?: string;
}) {
  const caller = await getServerCaller();
  const selected = typeSlug ? types.find((type) => type.slug === typeSlug) : undefined;
  const [summary, page] = await Promise.all([
    loadReviewSummary(park.id),
    caller.booking.reviews.list({ parkId: park.id, campsiteTypeId: selected?.id }),
  ]);
  const ratingOf = new Map(summary.types.map((type) => [type.campsiteTypeId, type]));
  return (
    <ParkReviews
      park={park}
      rating={summary.park}
      types={types.map((type) => {
        const rating = ratingOf.get(type.id);
        return { ...type, rating: rating ? { average: rating.average, count: rating.count } : null };
      })}
      selectedTypeId={selected?.id}
      reviews={page.items}
      nextCursor={page.nextCursor}
    />
  );
}
