import type { ReactNode } from "react";
import type { ParkDetail } from "@/features/parks/server";
import { nightsBetween } from "@/lib/stay-dates";
import { optionalAddonsFor } from "../chosen-addons";
import { loadParkStay } from "../load-park-stay";
import { withAdvertisedFromPrices } from "../park-stay-results";
import { type SearchState, searchStateQuery, toSearchInput } from "../search-state";
import { EarlyClickCapture } from "./early-click-capture";
import styles from "./park-stay.module.css";
import { ParkStayBar } from "./park-stay-bar";
import { ResponsiveSearchBar } from "./responsive-search-bar";
import { SiteChooser } from "./site-chooser";
import { StayTypeResults } from "./stay-type-results";

type ParkStayProps = {
  park: ParkDetail;
  state: SearchState;
  /** What the section shows before dates are chosen: the park's types with "from" prices. */
  withoutDates: ReactNode;
};

/**
 * A park page's booking section: the search bar for this park, then its campsite types for the stay (prices,
 * or reasons and a nearby stay that works), and the site chooser for the type the camper picked.
 */
export async function ParkStay({ park, state, withoutDates }: ParkStayProps) {
  const stay = await loadParkStay(park.id, state);
  const action = `/${park.slug}`;
  const dates = state.dates;
  const chosen =
    stay && state.siteLocationId
      ? stay.results.find(
          (result) => result.campsiteType.id === state.siteLocationId && result.failureReasons.length === 0,
        )
      : undefined;
  const pickedType = park.campsiteTypes.find((type) => type.id === state.siteLocationId);
  const chosenType = chosen
    ? park.campsiteTypes.find((type) => type.id === chosen.campsiteType.id)
    : undefined;

  return (
    <div className={styles.stack}>
      <EarlyClickCapture />
      <ResponsiveSearchBar
        key={searchStateQuery(state, ["stay"])}
        state={state}
        action={action}
        keep={["filters", "sort", "selection"]}
        title={`Check dates at ${park.page.name}`}
        calendar={{
          parkId: park.id,
          ...(pickedType ? { campsiteTypeId: pickedType.id } : {}),
        }}
      />
      {!stay || !dates ? (
        withoutDates
      ) : stay.problem ? (
        <p role="alert" className={styles.problem}>
          {stay.problem}
        </p>
      ) : (
        <>
          <ParkStayBar parkPath={action} state={state} hiddenByFilters={stay.hiddenByFilters} />
          {pickedType && !(chosen?.smartPricing && chosenType) && (
            // A link to a type (a saved type's, from the wish list) lands here when it has no site for the stay.
            <p id="choose-site" className={styles.pickedNotice}>
              {pickedType.name} has no site for these dates: see why below, or try other dates.
            </p>
          )}
          <StayTypeResults
            park={{ id: park.id, slug: park.slug, phone: park.phone, pageName: park.page.name }}
            state={{ ...state, dates, siteLocationName: chosen?.campsiteType.name ?? null }}
            results={withAdvertisedFromPrices(stay.results, park)}
            types={park.campsiteTypes}
            hiddenByFilters={stay.hiddenByFilters}
          />
          {chosen?.smartPricing && chosenType && (
            <section id="choose-site" className={styles.chooser} aria-labelledby="choose-site-title">
              <h3 id="choose-site-title" className={styles.chooserTitle}>
                Choose your site: {chosen.campsiteType.name}
              </h3>
              <SiteChooser
                key={chosen.campsiteType.id}
                typeName={chosen.campsiteType.name}
                parkName={park.page.name}
                campsites={chosen.campsites}
                pins={park.siteMapPins.filter((pin) => pin.campsiteTypeId === chosen.campsiteType.id)}
                siteMapImage={park.siteMapImage}
                lockFeeCents={chosenType.lockFeeCents}
                pricing={chosen.smartPricing}
                mandatoryFees={chosen.mandatoryFees}
                memberPricing={chosen.memberPricing}
                nights={nightsBetween(dates.start, dates.end)}
                selectedSiteId={state.siteId}
                addons={optionalAddonsFor(park.addons, chosenType.category)}
                booking={{
                  parkId: park.id,
                  campsiteTypeId: chosen.campsiteType.id,
                  dates,
                  guests: state.guests,
                  equipment: toSearchInput(state)?.equipment,
                  accessible: state.filters.accessible === true ? true : undefined,
                }}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
