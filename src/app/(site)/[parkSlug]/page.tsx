import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ParkPage } from "@/features/parks/components/park-page";
import { loadParkPage } from "@/features/parks/load-park-page";
import { campgroundJsonLd, serializeJsonLd } from "@/features/parks/park-structured-data";
import { ParkReviewsSection } from "@/features/reviews/components/park-reviews-section";
import { loadReviewSummary } from "@/features/reviews/load-review-summary";
import { ParkStay } from "@/features/search/components/park-stay";
import { parseSearchState } from "@/features/search/search-state";
import { getEnv } from "@/server/env";

// A park's page reads its data at request time (prices, overrides and photos change without a deploy).
export const dynamic = "force-dynamic";

type ParkRouteProps = {
  params: Promise<{ parkSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: ParkRouteProps): Promise<Metadata> {
  const { parkSlug } = await params;
  const park = await loadParkPage(parkSlug);
  // The page itself answers 404; notFound() here would skip this segment's not-found page for the root one.
  if (!park) return { title: "Park not found", robots: { index: false } };
  const description = park.tagline || park.description;
  const path = `/${park.slug}`;
  return {
    title: park.page.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: "Lantern Parks",
      locale: "en_US",
      url: path,
      title: park.page.name,
      description,
      images: [{ url: park.page.heroImage, alt: `${park.page.name}, ${park.city}, ${park.state}` }],
    },
    twitter: {
      card: "summary_large_image",
      title: park.page.name,
      description,
      images: [park.page.heroImage],
    },
  };
}

export default async function ParkRoute({ params, searchParams }: ParkRouteProps) {
  const { parkSlug } = await params;
  const query = await searchParams;
  const state = parseSearchState(query);
  const reviewsOf = typeof query.reviews === "string" ? query.reviews : undefined;
  const park = await loadParkPage(parkSlug);
  if (!park) notFound();
  const summary = await loadReviewSummary(park.id);
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw JSON; `<` is escaped.
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(campgroundJsonLd(park, getEnv().APP_URL, summary.park)),
        }}
      />
      <ParkPage
        park={park}
        renderStay={(typeCards) => <ParkStay park={park} state={state} withoutDates={typeCards} />}
        typeRatings={Object.fromEntries(
          summary.types.map(({ campsiteTypeId, average, count }) => [campsiteTypeId, { average, count }]),
        )}
        reviews={
          <ParkReviewsSection
            park={{ id: park.id, slug: park.slug, name: park.page.name }}
            types={park.campsiteTypes.map(({ id, slug, name }) => ({ id, slug, name }))}
            typeSlug={reviewsOf}
          />
        }
      />
    </>
  );
}
