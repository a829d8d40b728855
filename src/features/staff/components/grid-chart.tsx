"use client";

import { IconLock, IconWheelchair } from "@tabler/icons-react";
import { useMemo } from "react";
import { formatDay } from "@/lib/date-format";
import styles from "./grid.module.css";
import { type Claim, claimLabel, GRID_NIGHTS, type Site, spanOf } from "./grid-claims";
import type { GridDrag } from "./use-grid-drag";

/** One site's row: a cell per night (pointer targets), its claims as bars, and where a drag would put a stay. */
function SiteRow({
  site,
  nights,
  from,
  claims,
  gestures,
  onOpen,
}: {
  site: Site;
  nights: string[];
  from: string;
  claims: Claim[];
  gestures: GridDrag;
  onOpen: (claim: Claim) => void;
}) {
  const { drag, ghost, selecting } = gestures;
  const span = (start: string, end: string) => spanOf(from, start, end);
  return (
    <div className={styles.row} data-site-row={site.name}>
      <div className={styles.siteHead}>
        {site.name}
        {site.accessible && (
          <span title="Accessible site">
            {" "}
            <IconWheelchair size={16} aria-hidden="true" />
            <span className="visually-hidden">(accessible)</span>
          </span>
        )}
      </div>
      {nights.map((night, index) => (
        <div
          key={night}
          data-cell
          data-site={site.id}
          data-date={night}
          className={styles.cell}
          style={{ gridColumn: index + 2 }}
          onPointerDown={(event) => {
            const cell = { siteId: site.id, date: night };
            gestures.startDrag(event, { mode: "select", grabbed: cell, over: cell });
          }}
        />
      ))}
      {claims.map((claim) => {
        const place = span(claim.start, claim.end);
        if (!place) return null;
        const moving = drag && drag.mode !== "select" && drag.claim.id === claim.id;
        return (
          <button
            key={claim.id}
            type="button"
            className={`${styles.bar} ${styles[claim.kind]} ${moving ? styles.dragging : ""}`}
            style={place}
            aria-label={claimLabel(claim, site)}
            data-claim={claim.reservationId ?? claim.id}
            onPointerDown={(event) => gestures.onBarPointerDown(event, claim, "move")}
            onKeyDown={(event) => gestures.onBarKeyDown(event, claim)}
            onBlur={() => gestures.onBarBlur(claim)}
            onClick={() => {
              if (gestures.suppressClick.current) {
                gestures.suppressClick.current = false;
                return;
              }
              onOpen(claim);
            }}
          >
            <span className={styles.barText} aria-hidden="true">
              {claim.locked && <IconLock size={14} className={styles.lock} />}
              {claim.kind === "block" ? "Block" : claim.kind === "hold" ? "Hold" : claim.guestName}
            </span>
            {claim.kind === "reservation" && (
              <span
                className={styles.handle}
                aria-hidden="true"
                onPointerDown={(event) => gestures.onBarPointerDown(event, claim, "resize")}
              />
            )}
          </button>
        );
      })}
      {ghost && ghost.siteId === site.id && span(ghost.start, ghost.end) && (
        <div className={styles.ghost} style={span(ghost.start, ghost.end)!} aria-hidden="true" />
      )}
      {selecting && selecting.siteId === site.id && span(selecting.start, selecting.end) && (
        <div className={styles.selecting} style={span(selecting.start, selecting.end)!} aria-hidden="true" />
      )}
    </div>
  );
}

/** The chart itself: nights across, sites down by type, every claim a bar coloured by kind. */
export function GridChart({
  sites,
  claims,
  nights,
  from,
  gestures,
  onOpen,
}: {
  sites: Site[];
  claims: Claim[];
  nights: string[];
  from: string;
  gestures: GridDrag;
  onOpen: (claim: Claim) => void;
}) {
  const groups = useMemo(() => {
    const byType = new Map<string, Site[]>();
    for (const site of sites)
      byType.set(site.campsiteTypeName, [...(byType.get(site.campsiteTypeName) ?? []), site]);
    return [...byType.entries()];
  }, [sites]);
  return (
    <div className={styles.scroller} data-testid="grid-chart">
      <div className={styles.chart} style={{ "--nights": GRID_NIGHTS } as React.CSSProperties}>
        <div className={styles.row}>
          <div className={styles.corner}>Site</div>
          {nights.map((night) => (
            <div key={night} className={styles.dayHead}>
              {formatDay(night).replace(",", "")}
            </div>
          ))}
        </div>
        {groups.map(([typeName, typeSites]) => (
          <div key={typeName}>
            <div className={styles.typeHead}>{typeName}</div>
            {typeSites.map((site) => (
              <SiteRow
                key={site.id}
                site={site}
                nights={nights}
                from={from}
                claims={claims.filter((claim) => claim.campsiteId === site.id)}
                gestures={gestures}
                onOpen={onOpen}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
