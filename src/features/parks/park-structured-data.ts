import { formatUsd } from "@/lib/money";
import { startingNightlyPrice } from "./campsite-categories";
import type { ParkDetail, ParkLink } from "./park-detail";

type JsonLd = Record<string, unknown>;

function absolute(path: string, baseUrl: string): string {
  return new URL(path, baseUrl).toString();
}

/** schema.org wants times as hh:mm:ss. */
function schemaTime(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

function parkReference(park: ParkLink, baseUrl: string): JsonLd {
  return { "@type": "Campground", name: park.displayName, url: absolute(`/${park.slug}`, baseUrl) };
}

/**
 * The park as a schema.org `Campground`, for search engines (JSON-LD), with its guests' rating when it has published
 * reviews (verified stays only, decision 0068).
 */
export function campgroundJsonLd(
  park: ParkDetail,
  baseUrl: string,
  rating: { average: number; count: number } | null = null,
): JsonLd {
  const prices = park.campsiteTypes
    .map((type) => startingNightlyPrice(type, park.auxiliaryPricing))
    .filter((price): price is number => price !== null);
  const url = absolute(`/${park.slug}`, baseUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Campground",
    "@id": `${url}#campground`,
    name: park.page.name,
    description: park.description || park.tagline,
    ...(park.tagline ? { slogan: park.tagline } : {}),
    url,
    image: [park.page.heroImage, ...park.photos.map((photo) => photo.url)].map((src) =>
      absolute(src, baseUrl),
    ),
    logo: absolute(park.page.logoImage, baseUrl),
    telephone: park.phone,
    email: park.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: park.address.line1,
      addressLocality: park.address.city,
      addressRegion: park.address.state,
      postalCode: park.address.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: park.latitude, longitude: park.longitude },
    ...(park.siteMapImage ? { hasMap: absolute(park.siteMapImage, baseUrl) } : {}),
    amenityFeature: park.parkFeatures.map((feature) => ({
      "@type": "LocationFeatureSpecification",
      name: feature.name,
      value: true,
    })),
    checkinTime: schemaTime(park.checkInTime),
    checkoutTime: schemaTime(park.checkOutTime),
    petsAllowed: park.campsiteTypes.some((type) => type.maxPets > 0),
    ...(prices.length > 0
      ? { priceRange: `${formatUsd(Math.min(...prices))}–${formatUsd(Math.max(...prices))} per night` }
      : {}),
    currenciesAccepted: "USD",
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(park.parentPark
      ? {
          parentOrganization: parkReference(park.parentPark, baseUrl),
        }
      : {}),
    ...(park.outposts.length > 0
      ? { subOrganization: park.outposts.map((outpost) => parkReference(outpost, baseUrl)) }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` survives, so no text can close the script early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
