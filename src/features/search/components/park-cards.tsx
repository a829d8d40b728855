import { IconMapPin } from "@tabler/icons-react";
import Image from "next/image";
import Link from "next/link";
import { AlertForm } from "@/features/alerts/components/alert-form";
import type { Equipment, Guests } from "@/features/availability/server";
import { Stars } from "@/features/reviews/components/stars";
import { ratingWords } from "@/features/reviews/review-rules";
import { WishListButton } from "@/features/wishlist/components/wish-list-button";
import { formatDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { guestsSummary } from "@/lib/stay-format";
import type { ParkCardData } from "../load-search-page";
import { seasonLabel } from "../off-season";
import { MemberPrice } from "./member-price";
import styles from "./park-cards.module.css";

/** Park cards show this many features; the rest are counted. */
const FEATURES_SHOWN = 4;

const AVAILABILITY_TEXT = {
  AVAILABLE: "Sites available",
  UNAVAILABLE: "Nothing open for these dates",
  PENDING: "Choose dates to check",
} as const;

type ParkCardsProps = {
  cards: ParkCardData[];
  /** The search (stay, filters, sort), carried to each park page. */
  stayQuery: string;
  /** A park page link for other dates with the same search. */
  suggestionHref: (slug: string, dates: { start: string; end: string }) => string;
  nights: number | null;
  /** With filters set, a park without results may have open sites that do not match them. */
  filtersActive: boolean;
  /** The stay searched, for "Tell me if it opens up" on a sold-out park (issue 17). */
  watch?: { dates: { start: string; end: string }; guests: Guests; equipment?: Equipment };
};

/** The search results: one card per park with availability, the starting all-in price, distance and features. */
export function ParkCards({
  cards,
  stayQuery,
  suggestionHref,
  nights,
  filtersActive,
  watch,
}: ParkCardsProps) {
  return (
    <ul className={styles.grid} aria-label="Parks">
      {cards.map((park) => {
        const href = stayQuery ? `/${park.slug}?${stayQuery}` : `/${park.slug}`;
        const extra = park.parkFeatures.length - FEATURES_SHOWN;
        return (
          <li key={park.id}>
            <article
              className={styles.card}
              aria-labelledby={`park-${park.id}`}
              data-availability={park.availability}
            >
              <div className={styles.media}>
                <Image
                  src={park.heroImage}
                  alt=""
                  fill
                  sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 400px"
                  className={styles.photo}
                />
                <span className={styles.badge} data-availability={park.availability}>
                  {park.closedForSeason
                    ? "Closed for the season"
                    : park.availability === "UNAVAILABLE" && filtersActive
                      ? "No match for your filters"
                      : AVAILABILITY_TEXT[park.availability]}
                </span>
                <WishListButton parkId={park.id} name={park.name} className={styles.heart} />
              </div>
              <div className={styles.body}>
                <h3 id={`park-${park.id}`} className={styles.name}>
                  <Link href={href} className={styles.link}>
                    {park.name}
                  </Link>
                </h3>
                <p className={styles.place}>
                  <IconMapPin size={16} aria-hidden />
                  {park.city}, {park.state}
                  {park.distanceFromUser !== null && (
                    <span className={styles.distance}> · {park.distanceFromUser.toFixed(1)} mi away</span>
                  )}
                </p>
                {park.rating && (
                  <p className={styles.rating}>
                    <Stars value={park.rating.average} label={ratingWords(park.rating)} />
                    <span aria-hidden="true">
                      {park.rating.average.toFixed(1)} ({park.rating.count})
                    </span>
                  </p>
                )}
                {park.parentName && <p className={styles.outpost}>Outpost of {park.parentName}</p>}
                {park.parkFeatures.length > 0 && (
                  <ul className={styles.features} aria-label={`Features of ${park.name}`}>
                    {park.parkFeatures.slice(0, FEATURES_SHOWN).map((feature) => (
                      <li key={feature.name}>{feature.name}</li>
                    ))}
                    {extra > 0 && <li>+{extra} more</li>}
                  </ul>
                )}
                <div className={styles.footer}>
                  {park.startingPrice !== null ? (
                    <p className={styles.price}>
                      From{" "}
                      {park.memberStartingPrice !== null && park.memberStartingPrice < park.startingPrice ? (
                        <MemberPrice
                          regularCents={park.startingPrice}
                          memberCents={park.memberStartingPrice}
                          unit="/night"
                        />
                      ) : (
                        <>
                          <strong>{formatUsd(park.startingPrice)}</strong>
                          <span className={styles.unit}>/night</span>
                        </>
                      )}
                      <span className={styles.note}>
                        {nights !== null ? `avg. over ${nights} night${nights === 1 ? "" : "s"}, ` : ""}incl.
                        fees
                      </span>
                    </p>
                  ) : park.availability === "UNAVAILABLE" && park.suggestedStay ? (
                    <p className={styles.priceMissing}>
                      {park.closedForSeason && park.season
                        ? `Opens ${seasonLabel(park.season).split(" – ")[0]}. `
                        : ""}
                      Nearest dates that work:{" "}
                      <Link
                        href={suggestionHref(park.slug, park.suggestedStay)}
                        className={styles.suggestion}
                      >
                        {formatDay(park.suggestedStay.start)} → {formatDay(park.suggestedStay.end)}
                        <span className="visually-hidden"> at {park.name}</span>
                      </Link>
                    </p>
                  ) : (
                    <p className={styles.priceMissing}>
                      {park.availability === "UNAVAILABLE"
                        ? "Nothing for your party near these dates; see why"
                        : "Prices shown with dates"}
                    </p>
                  )}
                  <span aria-hidden className={styles.cta}>
                    {park.availability === "AVAILABLE" ? "View sites" : "View park"}
                  </span>
                </div>
                {watch && park.soldOut && !filtersActive && (
                  <div className={styles.watch}>
                    <AlertForm
                      key={`${watch.dates.start}:${watch.dates.end}:${guestsSummary(watch.guests)}`}
                      parkId={park.id}
                      typeName={`site at ${park.name}`}
                      dates={watch.dates}
                      guests={watch.guests}
                      {...(watch.equipment ? { equipment: watch.equipment } : {})}
                    />
                  </div>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
