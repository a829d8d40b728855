import type { ReactNode } from "react";
import { formatUsd } from "@/lib/money";
import { JumpLinks } from "@/lib/ui/jump-links";
import { categoryStartingPrices } from "../campsite-categories";
import type { ParkDetail } from "../park-detail";
import { CampsiteTypeCards } from "./campsite-type-cards";
import { CheckInOutRows } from "./check-in-out-rows";
import { ParkAddons } from "./park-addons";
import { ParkContact } from "./park-contact";
import { ParkFeatureList } from "./park-feature-list";
import { ParkGallery } from "./park-gallery";
import { ParkHero } from "./park-hero";
import styles from "./park-page.module.css";
import { ParkPolicies } from "./park-policies";
import { ParkSection } from "./park-section";
import { ParkSiteMap } from "./park-site-map";
import { PhoneRow } from "./phone-row";
import { RelatedParks } from "./related-parks";

/** The booking home with this park chosen (spec §2: every Book Now leads there). */
export function bookParkHref(parkSlug: string): string {
  return `/?${new URLSearchParams({ park: parkSlug }).toString()}`;
}

/** The park page: everything a camper wants to know before booking a site at one park or outpost. */
export function ParkPage({
  park,
  renderStay,
  reviews,
  typeRatings,
}: {
  park: ParkDetail;
  /** The booking section around the park's type cards (the search for this park, when the route provides it). */
  renderStay?: (typeCards: ReactNode) => ReactNode;
  /** The guests' reviews (the reviews feature's section, when the route provides it). */
  reviews?: ReactNode;
  /** Each reviewed type's site rating (the reviews feature's), for its card. */
  typeRatings?: Readonly<Record<string, { average: number; count: number }>>;
}) {
  const bookHref = bookParkHref(park.slug);
  const categories = categoryStartingPrices(park.campsiteTypes, park.auxiliaryPricing);
  const prices = categories
    .map((entry) => entry.fromCents)
    .filter((cents): cents is number => cents !== null);
  const fromCents = prices.length > 0 ? Math.min(...prices) : null;
  const related = park.parentPark
    ? {
        title: `Part of ${park.parentPark.displayName}`,
        intro: `${park.page.name} is an outpost of ${park.parentPark.displayName}, with its own sites and its own bookings.`,
        parks: [park.parentPark],
        relation: "Home park",
      }
    : park.outposts.length > 0
      ? {
          title: `Outposts of ${park.page.name}`,
          intro: `More places to camp run by ${park.page.name}, each with its own sites and its own bookings.`,
          parks: park.outposts,
          relation: "Outpost",
        }
      : null;

  const sections = [
    { id: "stay", label: "Sites & prices" },
    reviews !== undefined && { id: "reviews", label: "Reviews" },
    park.parkFeatures.length > 0 && { id: "features", label: "Features" },
    park.photos.length > 0 && { id: "photos", label: "Photos" },
    { id: "map", label: "Map" },
    park.addons.length > 0 && { id: "addons", label: "Add-ons" },
    { id: "policies", label: "Policies" },
    related && { id: "related", label: park.parentPark ? "Home park" : "Outposts" },
    { id: "contact", label: "Contact" },
  ];

  return (
    <div className={styles.page}>
      <ParkHero park={park} bookHref={bookHref} fromCents={fromCents} />

      <JumpLinks
        label="On this page"
        sections={sections}
        className={styles.jump}
        listClassName={styles.jumpList}
      />

      <section className={styles.about} aria-labelledby="about-title">
        <div className={styles.aboutInner}>
          <div>
            <p className={styles.eyebrow}>Welcome</p>
            <h2 id="about-title" className={styles.aboutTitle}>
              About {park.page.name}
            </h2>
            <p className={styles.description}>{park.description}</p>
          </div>
          <aside className={styles.glance} aria-labelledby="glance-title">
            <h3 id="glance-title" className={styles.glanceTitle}>
              At a glance
            </h3>
            <dl className={styles.glanceList}>
              <CheckInOutRows checkInTime={park.checkInTime} checkOutTime={park.checkOutTime} />
              {categories.map((entry) => (
                <div key={entry.category}>
                  <dt>{entry.label}s</dt>
                  <dd>
                    {entry.fromCents !== null ? `from ${formatUsd(entry.fromCents)}/night` : "call for rates"}
                  </dd>
                </div>
              ))}
              <PhoneRow phone={park.phone} />
            </dl>
          </aside>
        </div>
      </section>

      <ParkSection
        id="stay"
        eyebrow="Sites & prices"
        title="Places to stay"
        intro="Choose your dates to see what is open and the price of your whole stay. Nightly prices include every mandatory fee; taxes are added at checkout."
      >
        {(renderStay ?? ((cards: ReactNode) => cards))(
          <CampsiteTypeCards
            park={{
              id: park.id,
              slug: park.slug,
              phone: park.phone,
              auxiliaryPricing: park.auxiliaryPricing,
              pageName: park.page.name,
            }}
            types={park.campsiteTypes}
            ratings={typeRatings}
          />,
        )}
      </ParkSection>

      {reviews !== undefined && (
        <ParkSection id="reviews" eyebrow="Reviews" title="What guests say">
          {reviews}
        </ParkSection>
      )}

      {park.parkFeatures.length > 0 && (
        <ParkSection id="features" eyebrow="Amenities" title="Around the park">
          <ParkFeatureList features={park.parkFeatures} />
        </ParkSection>
      )}

      {park.photos.length > 0 && (
        <ParkSection id="photos" eyebrow="Gallery" title={`Photos of ${park.page.name}`}>
          <ParkGallery photos={park.photos} parkName={park.page.name} />
        </ParkSection>
      )}

      <ParkSection id="map" eyebrow="Find your way" title="Map of the park">
        <ParkSiteMap
          parkName={park.page.name}
          siteMapImage={park.siteMapImage}
          address={park.page.address}
          latitude={park.latitude}
          longitude={park.longitude}
        />
      </ParkSection>

      {park.addons.length > 0 && (
        <ParkSection
          id="addons"
          eyebrow="Extras"
          title="Add to your stay"
          intro="Add these while you book, or ask at the camp store when you arrive."
        >
          <ParkAddons addons={park.addons} />
        </ParkSection>
      )}

      <ParkSection id="policies" eyebrow="Good to know" title="Park policies">
        <ParkPolicies park={park} />
      </ParkSection>

      {related && (
        <ParkSection id="related" eyebrow="More places to camp" title={related.title} intro={related.intro}>
          <RelatedParks parks={related.parks} relation={related.relation} />
        </ParkSection>
      )}

      <ParkSection id="contact" eyebrow="Questions?" title="Contact the park">
        <ParkContact
          park={{
            phone: park.phone,
            email: park.email,
            pageName: park.page.name,
            pageAddress: park.page.address,
          }}
          bookHref={bookHref}
        />
      </ParkSection>
    </div>
  );
}
