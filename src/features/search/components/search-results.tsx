import { IconX } from "@tabler/icons-react";
import { nightsBetween } from "@/lib/stay-dates";
import { loadSearchPage } from "../load-search-page";
import { guestsSummary } from "../search-form";
import { activeFilterCount, type SearchState, searchStateQuery, withQuery } from "../search-state";
import { formatStayDate } from "../stay-format";
import { LazyFilterModal as FilterModal, LazyParksMapModal as ParksMapModal } from "./lazy-search-modals";
import { ParkCards } from "./park-cards";
import { SearchBar } from "./search-bar";
import styles from "./search-results.module.css";
import { SearchToolbar } from "./search-toolbar";

/** The booking home: the search bar, the result summary, sort/filters/map and the park cards. */
export async function SearchResults({ state }: { state: SearchState }) {
  const data = await loadSearchPage(state);
  const stayQuery = searchStateQuery(state, ["stay", "selection"]);
  const currentUrl = withQuery("/", searchStateQuery(state));
  const nights = state.dates ? nightsBetween(state.dates.start, state.dates.end) : null;
  const available = data.cards.filter((card) => card.availability === "AVAILABLE").length;
  const clearFiltersHref = withQuery("/", searchStateQuery(state, ["stay", "sort"]));

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="search-title">
        <div className={styles.heroInner}>
          <h1 id="search-title" className={styles.title}>
            Camp the Catskills around Roscoe, New York
          </h1>
          <p className={styles.lead}>
            Cabins, RV sites and tent sites along the Beaverkill and Willowemoc — real prices with every fee,
            for your dates.
          </p>
          <SearchBar key={currentUrl} state={state} action="/" />
        </div>
      </section>

      <section className={styles.results} aria-labelledby="results-title">
        <div className={styles.resultsHead}>
          <div>
            <h2 id="results-title" className={styles.resultsTitle}>
              {data.problem
                ? "Search paused"
                : state.dates
                  ? `${available} of ${data.cards.length} park${data.cards.length === 1 ? "" : "s"} available`
                  : "Our parks"}
            </h2>
            <p className={styles.summary} aria-live="polite">
              {state.dates
                ? `${formatStayDate(state.dates.start)} → ${formatStayDate(state.dates.end)} · ${nights} night${nights === 1 ? "" : "s"} · ${guestsSummary(state.guests)}${state.equipmentType ? ` · ${state.equipmentType}${state.rvLength ? ` ${state.rvLength} ft` : ""}` : ""}`
                : "Choose your dates above to see which sites are open and what they cost."}
            </p>
            {data.scopedPark && (
              <p className={styles.scope}>
                Showing {data.scopedPark.name} only.{" "}
                <a
                  href={withQuery("/", searchStateQuery({ ...state, park: null }))}
                  className={styles.scopeLink}
                >
                  <IconX size={14} aria-hidden /> Show every park
                </a>
              </p>
            )}
          </div>
          <SearchToolbar state={state} action="/" />
        </div>

        {data.problem ? (
          <p role="alert" className={styles.empty}>
            {data.problem}
          </p>
        ) : data.cards.length === 0 ? (
          <div className={styles.empty}>
            <h3>No park matches these filters</h3>
            <p>Loosen a filter or two, or try other dates.</p>
            <a href={clearFiltersHref}>Clear all filters</a>
          </div>
        ) : (
          <ParkCards
            cards={data.cards}
            stayQuery={stayQuery}
            nights={nights}
            filtersActive={activeFilterCount(state.filters) > 0}
          />
        )}
      </section>

      <FilterModal state={state} featureOptions={data.featureOptions} action="/" />
      <ParksMapModal cards={data.cards} location={state.location} stayQuery={stayQuery} />
    </div>
  );
}
