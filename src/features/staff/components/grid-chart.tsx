"use client";

import { IconBrush, IconTool, IconWheelchair } from "@tabler/icons-react";
import { memo, type PointerEvent, useEffect, useId, useMemo } from "react";
import { formatDay, formatMonthDay, formatStay } from "@/lib/date-format";
import { weekdayOf } from "@/lib/stay-dates";
import styles from "./grid.module.css";
import { type BarHandlers, GridBar } from "./grid-bar";
import { type Claim, HOUSEKEEPING_WORDS, revealOnChart, type Site, spanOf, type Target } from "./grid-claims";
import { useGridDrag } from "./use-grid-drag";

const NO_CLAIMS: Claim[] = [];

/** A night's column: Friday and Saturday nights (the weekend) and today stand out. */
function nightClass(night: string, today: string) {
  const weekday = weekdayOf(night);
  return `${styles.cell} ${weekday === 5 || weekday === 6 ? styles.weekend : ""} ${night === today ? styles.today : ""}`;
}

/** A site's name, with its accessible mark and its housekeeping when it is not ready; stays put when scrolled. */
function SiteHead({ site }: { site: Site }) {
  const words = HOUSEKEEPING_WORDS[site.status];
  return (
    <div className={styles.siteHead} data-sticky="column" data-status={site.status}>
      <span className={styles.siteName}>{site.name}</span>
      {site.accessible && (
        <span title="Accessible site" className={styles.siteMark}>
          <IconWheelchair size={16} aria-hidden="true" />
          <span className="visually-hidden">(accessible)</span>
        </span>
      )}
      {site.status !== "READY" && (
        <span title={words} className={styles.housekeeping} data-status={site.status}>
          {site.status === "NEEDS_CLEANING" ? (
            <IconBrush size={15} aria-hidden="true" />
          ) : (
            <IconTool size={15} aria-hidden="true" />
          )}
          <span className="visually-hidden">({words.toLowerCase()})</span>
        </span>
      )}
    </div>
  );
}

type RowProps = {
  site: Site;
  nights: string[];
  from: string;
  today: string;
  claims: Claim[];
  /** Where a moving stay would land, when on this row. */
  ghost: Target | null;
  /** The free nights being selected, when on this row. */
  selecting: Target | null;
  /** The stay being dragged, when it is on this row. */
  movingId: string | null;
  foundIds: ReadonlySet<string>;
  hintId: string;
  handlers: BarHandlers;
  onCellPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onOpen: (claim: Claim) => void;
};

/** One site's row: a cell per night (pointer targets), its claims as bars, and where a drag would put a stay. */
const SiteRow = memo(function SiteRow({
  site,
  nights,
  from,
  today,
  claims,
  ghost,
  selecting,
  movingId,
  foundIds,
  hintId,
  handlers,
  onCellPointerDown,
  onOpen,
}: RowProps) {
  const span = (start: string, end: string) => spanOf(from, nights.length, start, end);
  const ghostPlace = ghost && span(ghost.start, ghost.end);
  const selectingPlace = selecting && span(selecting.start, selecting.end);
  return (
    <div className={styles.row} data-site-row={site.name} onPointerDown={onCellPointerDown}>
      <SiteHead site={site} />
      {nights.map((night, index) => (
        <div
          key={night}
          data-cell
          data-site={site.id}
          data-date={night}
          className={nightClass(night, today)}
          style={{ gridColumn: index + 2 }}
        />
      ))}
      {claims.map((claim) => {
        const place = span(claim.start, claim.end);
        return (
          place && (
            <GridBar
              key={claim.id}
              claim={claim}
              site={site}
              place={place}
              moving={movingId === claim.id}
              found={foundIds.has(claim.id)}
              hintId={hintId}
              handlers={handlers}
              onOpen={onOpen}
            />
          )
        );
      })}
      {ghostPlace && <div className={styles.ghost} style={ghostPlace} data-ghost aria-hidden="true" />}
      {selectingPlace && <div className={styles.selecting} style={selectingPlace} aria-hidden="true" />}
    </div>
  );
});

/** The dates across the top: weekday over the day, the month on the first column and on each 1st. */
const DayHeads = memo(function DayHeads({ nights, today }: { nights: string[]; today: string }) {
  return (
    <div className={`${styles.row} ${styles.headRow}`} data-sticky="header">
      <div className={styles.corner} data-sticky="column">
        Site
      </div>
      {nights.map((night, index) => {
        const [weekday] = formatDay(night).split(",");
        const dayOfMonth = Number(night.slice(8));
        return (
          <div
            key={night}
            className={`${styles.dayHead} ${night === today ? styles.todayHead : ""}`}
            aria-current={night === today ? "date" : undefined}
          >
            <span aria-hidden="true" className={styles.weekday}>
              {weekday}
            </span>
            <span aria-hidden="true">
              {index === 0 || dayOfMonth === 1 ? formatMonthDay(night) : dayOfMonth}
            </span>
            <span className="visually-hidden">
              {formatDay(night)}
              {night === today ? " (today)" : ""}
            </span>
          </div>
        );
      })}
    </div>
  );
});

/**
 * The chart: nights across, sites down by type, every claim a bar coloured by kind. It scrolls in its own box,
 * dates on top and site names on the left staying in view both ways (the page itself never scrolls sideways).
 */
export function GridChart({
  label,
  sites,
  claimsBySite,
  nights,
  from,
  today,
  loading,
  foundIds,
  siteById,
  onPropose,
  onSelect,
  onOpen,
}: {
  /** The box's name for screen readers (it is a scrollable region a keyboard can scroll). */
  label: string;
  sites: Site[];
  claimsBySite: ReadonlyMap<string, Claim[]>;
  nights: string[];
  from: string;
  today: string;
  loading: boolean;
  foundIds: ReadonlySet<string>;
  siteById: ReadonlyMap<string, Site>;
  /** A stay dropped or keyed to `target`: true when the screen asks about it (something changed). */
  onPropose: (claim: Claim, target: Target) => boolean;
  /** Free nights selected on one site. */
  onSelect: (target: Target) => void;
  onOpen: (claim: Claim) => void;
}) {
  const hintId = useId();
  // The gestures' state lives here: a drag step re-renders the chart (and the rows it touches), not the screen.
  const gestures = useGridDrag({ sites, propose: onPropose, select: onSelect });
  const groups = useMemo(() => {
    const byType = new Map<string, Site[]>();
    for (const site of sites) {
      const list = byType.get(site.campsiteTypeName);
      if (list) list.push(site);
      else byType.set(site.campsiteTypeName, [site]);
    }
    return [...byType.entries()];
  }, [sites]);
  const { drag, ghost, selecting, keyboardMove, startDrag } = gestures;
  const handlers: BarHandlers = useMemo(
    () => ({
      onBarPointerDown: gestures.onBarPointerDown,
      onBarKeyDown: gestures.onBarKeyDown,
      onBarBlur: gestures.onBarBlur,
      isClick: gestures.isClick,
    }),
    [gestures.onBarPointerDown, gestures.onBarKeyDown, gestures.onBarBlur, gestures.isClick],
  );
  const onCellPointerDown = useMemo(
    () => (event: PointerEvent<HTMLElement>) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]");
      const { site, date } = cell?.dataset ?? {};
      if (!site || !date) return;
      startDrag(event, { mode: "select", grabbed: { siteId: site, date }, over: { siteId: site, date } });
    },
    [startDrag],
  );
  const movingId = drag && drag.mode !== "select" ? drag.claim.id : null;

  // A stay moved by the keyboard: where it would land stays in view as it goes up, down or past the edge.
  useEffect(() => {
    const ghostBar = keyboardMove && document.querySelector("[data-ghost]");
    if (ghostBar) revealOnChart(ghostBar);
  }, [keyboardMove]);

  return (
    <section
      className={styles.box}
      data-grid-box
      data-testid="grid-chart"
      aria-label={label}
      aria-busy={loading}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls both ways must be reachable by keyboard.
      tabIndex={0}
    >
      <p id={hintId} className="visually-hidden">
        Arrow keys move the stay, Shift with left or right changes its departure, Enter asks to confirm.
      </p>
      <div className={styles.chart} style={{ "--nights": nights.length } as React.CSSProperties}>
        <DayHeads nights={nights} today={today} />
        {groups.map(([typeName, typeSites]) => (
          <div key={typeName}>
            <div className={styles.typeHead}>
              <span className={styles.typeName}>{typeName}</span>
            </div>
            {typeSites.map((site) => (
              <SiteRow
                key={site.id}
                site={site}
                nights={nights}
                from={from}
                today={today}
                claims={claimsBySite.get(site.id) ?? NO_CLAIMS}
                ghost={ghost?.siteId === site.id ? ghost : null}
                selecting={selecting?.siteId === site.id ? selecting : null}
                movingId={
                  movingId && drag?.mode !== "select" && drag?.claim.campsiteId === site.id ? movingId : null
                }
                foundIds={foundIds}
                hintId={hintId}
                handlers={handlers}
                onCellPointerDown={onCellPointerDown}
                onOpen={onOpen}
              />
            ))}
          </div>
        ))}
        {sites.length === 0 && !loading && <p className={styles.empty}>No site matches these filters.</p>}
      </div>
      <div aria-live="polite" className="visually-hidden">
        {keyboardMove
          ? `Moving to site ${siteById.get(keyboardMove.siteId)?.name}, ${formatStay(keyboardMove.start, keyboardMove.end)}. Press Enter to confirm or Escape to cancel.`
          : ""}
      </div>
    </section>
  );
}
