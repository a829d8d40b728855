import { IconSnowflake, IconX } from "@tabler/icons-react";
import Link from "next/link";
import { formatDay } from "@/lib/date-format";
import { nightsBetween } from "@/lib/stay-dates";
import { guestsSummary, nightsLabel } from "@/lib/stay-format";
import { HeroArt } from "@/lib/ui/hero-art";
import { loadSearchPage } from "../load-search-page";
import { offSeasonNotice } from "../off-season";
import {
  activeFilterCount,
  equipmentOf,
  type SearchState,
  searchStateQuery,
  withQuery,
} from "../search-state";
import { EarlyClickCapture } from "./early-click-capture";
import { LazyFilterModal as FilterModal, LazyParksMapModal as ParksMapModal } from "./lazy-search-modals";
import { ParkCards } from "./park-cards";
import { ResponsiveSearchBar } from "./responsive-search-bar";
import styles from "./search-results.module.css";
import { SearchToolbar } from "./search-toolbar";

/** The booking home: the search bar, the result summary, sort/filters/map and the park cards. */
export async function SearchResults({ state }: { state: SearchState }) {
  const data = await loadSearchPage(state);
  // A park page keeps the search: its stay, filters and sort (and the way back to these results).
  const stayQuery = searchStateQuery(state, ["stay", "filters", "sort"]);
  const currentUrl = withQuery("/", searchStateQuery(state));
  const nights = state.dates ? nightsBetween(state.dates.start, state.dates.end) : null;
  const available = data.cards.filter((card) => card.availability === "AVAILABLE").length;
  const clearFiltersHref = withQuery("/", searchStateQuery(state, ["stay", "sort"]));
  const notice = state.dates && !data.problem ? offSeasonNotice(data.cards, state.dates) : null;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="search-title">
        <HeroArt src="/art/heroes/home.webp" className={styles.heroArt} />
        <div className={styles.heroInner}>
          <h1 id="search-title" className={styles.title}>
            Camp the Catskills around Roscoe, New York
          </h1>
          <p className={styles.lead}>
            Cabins, RV sites and tent sites along the Beaverkill and Willowemoc — real prices with every fee,
            for your dates.
          </p>
          <EarlyClickCapture />
          <ResponsiveSearchBar key={currentUrl} state={state} action="/" />
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
                ? `${formatDay(state.dates.start)} → ${formatDay(state.dates.end)} · ${nights} night${nights === 1 ? "" : "s"} · ${guestsSummary(state.guests)}${state.equipmentType ? ` · ${state.equipmentType}${state.rvLength ? ` ${state.rvLength} ft` : ""}` : ""}`
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

        {notice && (
          <aside className={styles.offSeason} aria-labelledby="off-season-title">
            <IconSnowflake aria-hidden size={22} className={styles.offSeasonIcon} />
            <div>
              <h3 id="off-season-title" className={styles.offSeasonTitle}>
                Most of our parks are closed for the season on these dates
                {notice.season ? ` (season ${notice.season})` : ""}.
              </h3>
              {notice.nearest ? (
                <p className={styles.offSeasonText}>
                  The nearest dates that work:{" "}
                  <Link href={withQuery("/", searchStateQuery({ ...state, dates: notice.nearest }))}>
                    {formatDay(notice.nearest.start)} → {formatDay(notice.nearest.end)} (
                    {nightsLabel(nightsBetween(notice.nearest.start, notice.nearest.end))})
                  </Link>
                  . Each park below links to its own nearest dates.
                </p>
              ) : (
                <p className={styles.offSeasonText}>Call a park to plan an off-season stay.</p>
              )}
            </div>
          </aside>
        )}

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
            suggestionHref={(slug, dates) =>
              withQuery(`/${slug}`, searchStateQuery({ ...state, dates }, ["stay", "filters", "sort"]))
            }
            nights={nights}
            filtersActive={activeFilterCount(state.filters) > 0}
            {...(state.dates
              ? { watch: { dates: state.dates, guests: state.guests, equipment: equipmentOf(state) } }
              : {})}
          />
        )}
      </section>

      <FilterModal state={state} featureOptions={data.featureOptions} action="/" />
      <ParksMapModal cards={data.cards} location={state.location} stayQuery={stayQuery} />
    </div>
  );
}
