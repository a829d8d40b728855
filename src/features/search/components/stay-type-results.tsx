import { IconAlertCircle, IconArrowRight, IconCaravan, IconPhone } from "@tabler/icons-react";
import Image from "next/image";
import Link from "next/link";
import { AlertForm } from "@/features/alerts/components/alert-form";
import { isRigMisfit, onlyTaken } from "@/features/availability/server";
import { CONVERTED_TENT_NOTE } from "@/features/cart/stay-kind";
import { StayTypeFacts } from "@/features/parks/components/stay-type-facts";
import type { CampsiteTypeDetail } from "@/features/parks/server";
import { telHref } from "@/features/parks/server";
import { WishListButton } from "@/features/wishlist/components/wish-list-button";
import { amenityLabel } from "@/lib/campsites/amenities";
import { CATEGORY_LABELS } from "@/lib/campsites/categories";
import { formatDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { nightsBetween } from "@/lib/stay-dates";
import { guestsSummary, nightsLabel } from "@/lib/stay-format";
import type { StayTypeResult } from "../load-park-stay";
import { viewCategory } from "../search-filters";
import { equipmentOf, type SearchState, searchStateQuery, withQuery } from "../search-state";
import { MemberPrice } from "./member-price";
import styles from "./stay-type-results.module.css";

const AMENITIES_SHOWN = 5;

type StayTypeResultsProps = {
  park: { id: string; slug: string; phone: string; pageName: string };
  state: SearchState & { dates: { start: string; end: string } };
  results: StayTypeResult[];
  types: CampsiteTypeDetail[];
  /** Types left out by the filters (the bar above says so): none left is then not "nothing open". */
  hiddenByFilters?: number;
};

/** "Includes every fee (Pet Fee × 1); taxes at checkout": the party's mandatory fees are in the price. */
function feesNote(fees: StayTypeResult["mandatoryFees"]): string {
  const named = fees.map((fee) => (fee.quantity > 1 ? `${fee.name} × ${fee.quantity}` : fee.name));
  return `Includes every fee${named.length > 0 ? ` (${named.join(", ")})` : ""}; taxes at checkout`;
}

/** The park's campsite types for the searched stay: price per night and trip total, or why not and what would work. */
export function StayTypeResults({ park, state, results, types, hiddenByFilters = 0 }: StayTypeResultsProps) {
  const details = new Map(types.map((type) => [type.id, type]));
  const nights = nightsBetween(state.dates.start, state.dates.end);
  const chooseHref = (typeId: string) =>
    `${withQuery(`/${park.slug}`, searchStateQuery({ ...state, siteLocationId: typeId, siteId: null }, ["stay", "filters", "sort", "selection"]))}#choose-site`;
  // A suggested stay opens that type's site chooser for the new dates.
  const datesHref = (dates: { start: string; end: string }, typeId: string) =>
    `${withQuery(`/${park.slug}`, searchStateQuery({ ...state, dates, siteLocationId: typeId, siteId: null }, ["stay", "filters", "sort", "selection"]))}#choose-site`;

  // A tent and no category: the tent view (decision 0069), said once above the list, with the way to cabins.
  const tentView =
    state.filters.category !== "tent" && viewCategory(state.filters.category, equipmentOf(state)) === "tent";
  const cabinsHref = `${withQuery(`/${park.slug}`, searchStateQuery({ ...state, filters: { ...state.filters, category: "lodging" }, siteLocationId: null, siteId: null }, ["stay", "filters", "sort"]))}#stay`;

  if (results.length === 0) {
    if (tentView) {
      return (
        <p className={styles.tentView}>
          Nothing here takes a tent for these dates. <Link href={cabinsHref}>Show cabins instead</Link>
        </p>
      );
    }
    return hiddenByFilters > 0 ? null : (
      <p>This park has no sites open for booking right now. Call us to plan a stay.</p>
    );
  }
  return (
    <>
      {tentView && (
        <p className={styles.tentView}>
          Sites for your tent, including RV sites that take tents. Looking for a cabin?{" "}
          <Link href={cabinsHref}>Show cabins instead</Link>
        </p>
      )}
      <ul className={styles.list} aria-label="Stay types for your dates">
        {results.map((result) => {
          const type = details.get(result.campsiteType.id);
          const available = result.failureReasons.length === 0;
          const photo = type?.photos[0];
          const amenities = type?.amenities ?? [];
          const converted = result.rvToTentEquipmentConversion;
          const offline = result.failureReasons.some((reason) => reason.id === "CANNOT_RESERVE_ONLINE");
          const selected = state.siteLocationId === result.campsiteType.id;
          return (
            <li key={result.campsiteType.id}>
              <article
                className={styles.card}
                aria-labelledby={`stay-${result.campsiteType.id}`}
                data-available={available}
                data-selected={selected || undefined}
              >
                <div className={styles.media}>
                  {photo && (
                    <Image
                      src={photo}
                      alt={`${result.campsiteType.name} at ${park.pageName}`}
                      fill
                      sizes="(max-width: 700px) 100vw, 280px"
                      className={styles.photo}
                    />
                  )}
                  <WishListButton
                    parkId={park.id}
                    campsiteTypeId={result.campsiteType.id}
                    name={`${result.campsiteType.name} at ${park.pageName}`}
                    className={styles.heart}
                  />
                </div>
                <div className={styles.body}>
                  <p className={styles.category}>
                    {CATEGORY_LABELS[result.campsiteCategoryCode]}
                    {converted && ` · ${CONVERTED_TENT_NOTE}`}
                  </p>
                  <h3 id={`stay-${result.campsiteType.id}`} className={styles.name}>
                    {result.campsiteType.name}
                  </h3>
                  {type && (
                    <StayTypeFacts type={type} className={styles.facts}>
                      {result.maxAvailableRvLength !== null && (
                        <li>
                          <IconCaravan aria-hidden size={18} stroke={1.75} />
                          Fits RVs up to {result.maxAvailableRvLength} ft
                        </li>
                      )}
                    </StayTypeFacts>
                  )}
                  {amenities.length > 0 && (
                    <ul className={styles.amenities} aria-label={`Amenities of ${result.campsiteType.name}`}>
                      {amenities.slice(0, AMENITIES_SHOWN).map((amenity) => (
                        <li key={amenity}>{amenityLabel(amenity)}</li>
                      ))}
                      {amenities.length > AMENITIES_SHOWN && (
                        <li>+{amenities.length - AMENITIES_SHOWN} more</li>
                      )}
                    </ul>
                  )}
                  {!available && (
                    <div className={styles.reasons}>
                      <p className={styles.reasonsTitle}>
                        {result.failureReasons.every(isRigMisfit)
                          ? "Not for your rig"
                          : "Not available for your dates"}
                      </p>
                      <ul>
                        {result.failureReasons.map((reason) => (
                          <li key={reason.id} data-reason={reason.id}>
                            <IconAlertCircle aria-hidden size={18} stroke={1.75} />
                            {reason.message}
                          </li>
                        ))}
                      </ul>
                      {onlyTaken(result.failureReasons) && (
                        <AlertForm
                          key={`${state.dates.start}:${state.dates.end}:${guestsSummary(state.guests)}`}
                          parkId={park.id}
                          campsiteTypeId={result.campsiteType.id}
                          typeName={result.campsiteType.name}
                          dates={state.dates}
                          guests={state.guests}
                          {...(state.equipmentType ? { equipment: equipmentOf(state) } : {})}
                        />
                      )}
                      {result.suggestedStay && (
                        <p className={styles.hint}>
                          <Link href={datesHref(result.suggestedStay, result.campsiteType.id)}>
                            Try {formatDay(result.suggestedStay.start)} →{" "}
                            {formatDay(result.suggestedStay.end)} (
                            {nightsLabel(nightsBetween(result.suggestedStay.start, result.suggestedStay.end))}
                            )
                            <IconArrowRight aria-hidden size={16} />
                          </Link>
                        </p>
                      )}
                    </div>
                  )}
                </div>
                <div className={styles.aside}>
                  {available && result.smartPricing ? (
                    <>
                      {result.memberPricing ? (
                        <p className={styles.price}>
                          <MemberPrice
                            regularCents={result.smartPricing.averagePricePerNightBeforeTaxesFeesAndDiscounts}
                            memberCents={result.memberPricing.averagePricePerNight}
                            unit="/night"
                          />
                        </p>
                      ) : (
                        <p className={styles.price}>
                          <strong>
                            {formatUsd(result.smartPricing.averagePricePerNightBeforeTaxesFeesAndDiscounts)}
                          </strong>
                          <span>/night</span>
                        </p>
                      )}
                      <p className={styles.total}>
                        {formatUsd(result.memberPricing?.tripTotal ?? result.smartPricing.tripTotal)} for{" "}
                        {nightsLabel(nights)}
                      </p>
                      <p className={styles.note}>{feesNote(result.mandatoryFees)}</p>
                      <p className={styles.left}>
                        {result.campsites.length} site{result.campsites.length === 1 ? "" : "s"} free
                      </p>
                      <Link
                        href={chooseHref(result.campsiteType.id)}
                        className={styles.choose}
                        aria-current={selected || undefined}
                      >
                        {selected ? "Choosing" : "Choose a site"}
                        <span className="visually-hidden"> for {result.campsiteType.name}</span>
                      </Link>
                    </>
                  ) : offline ? (
                    <a href={telHref(park.phone)} className={styles.call}>
                      <IconPhone aria-hidden size={18} />
                      Call {park.phone}
                    </a>
                  ) : (
                    <p className={styles.from}>From {formatUsd(result.lowestBaselinePrice)}/night</p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
