"use client";

import { Alert } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { ConsoleNotice, consoleStyles, type Notice, ParkPicker } from "@/features/console/client";
import { formatStayWithYear } from "@/lib/date-format";
import { addDays } from "@/lib/stay-dates";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import styles from "./grid.module.css";
import { BlockForm } from "./grid-block-form";
import { GridChart } from "./grid-chart";
import type { Claim, GridNights, Park, Site, Target } from "./grid-claims";
import { GridClaimsTable } from "./grid-claims-table";
import { useGridData } from "./grid-data";
import { findStays, type GridFilter, NO_FILTER, sitesShown, siteTypesOf } from "./grid-filters";
import { GridFind } from "./grid-find";
import { useBarFocus } from "./grid-focus";
import { GridLegend } from "./grid-legend";
import { GridMoveDialog, type PendingMove } from "./grid-move-dialog";
import { GridRemoveBlockDialog } from "./grid-remove-block-dialog";
import { GridSelectionDialog, type Selection } from "./grid-selection-dialog";
import { GridFilterControls, GridWindowControls } from "./grid-toolbar";

/** A stay dragged or moved by keys to `target`, as the dialog asks about it; null when nothing would change. */
function pendingMove(claim: Claim, target: Target, siteById: Map<string, Site>): PendingMove | null {
  const fromSite = siteById.get(claim.campsiteId);
  const toSite = siteById.get(target.siteId);
  if (!fromSite || !toSite || !claim.reservationId) return null;
  const siteChanged = target.siteId !== claim.campsiteId;
  const datesChanged = target.start !== claim.start || target.end !== claim.end;
  if (!siteChanged && !datesChanged) return null;
  return {
    reservationId: claim.reservationId,
    guestName: claim.guestName ?? "the guest",
    locked: claim.locked,
    from: { campsiteId: fromSite.id, siteName: fromSite.name, start: claim.start, end: claim.end },
    to: { campsiteId: toSite.id, siteName: toSite.name, start: target.start, end: target.end },
    siteChanged,
    datesChanged,
  };
}

/**
 * The tape chart: a park's sites (by type) × 7, 14 or 31 nights from any date, each claim a bar. Filters narrow
 * the sites, a search finds a guest or code. Drag or key a stay to move it; every change is decided on the server
 * after a dialog, and focus comes back to the stay. Below the chart the same claims are a table. The steps live in
 * the grid-* files beside this one; this component holds the screen's state and wires them.
 */
export function GridScreen({
  parks,
  park,
  from,
  nights: nightCount,
  today,
}: {
  parks: Park[];
  park: Park;
  from: string;
  nights: GridNights;
  today: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const {
    grid,
    to,
    drawn,
    loading,
    sites: allSites,
    claims,
    claimsBySite,
    siteById,
  } = useGridData({
    park,
    from,
    nightCount,
  });
  const [filter, setFilter] = useState<GridFilter>(NO_FILTER);
  const sites = useMemo(
    () => sitesShown(allSites, claimsBySite, filter, { from: drawn.from, nights: drawn.nights.length }),
    [allSites, claimsBySite, filter, drawn.from, drawn.nights.length],
  );
  const shownIds = useMemo(() => new Set(sites.map((site) => site.id)), [sites]);

  const [query, setQuery] = useState("");
  const [filtersCleared, setFiltersCleared] = useState(false);
  const found = useMemo(() => findStays(claims, query), [claims, query]);
  const foundIds = useMemo(() => new Set(found.map((claim) => claim.id)), [found]);

  const [move, setMove] = useState<PendingMove | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [blockOpen, setBlockOpen] = useState<Claim | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.grid.queryKey() }),
    [queryClient, trpc],
  );
  const told = (tone: Notice["tone"]) => (text: string) => {
    setNotice({ tone, text });
    void refresh();
  };

  const focus = useBarFocus(grid.dataUpdatedAt);

  const propose = useCallback(
    (claim: Claim, target: Target) => {
      const pending = pendingMove(claim, target, siteById);
      if (pending) setMove(pending);
      return pending !== null;
    },
    [siteById],
  );
  const select = useCallback(
    (target: Target) => {
      const site = siteById.get(target.siteId);
      if (site) setSelection({ site, start: target.start, end: target.end });
    },
    [siteById],
  );

  const go = (next: { from?: string; nights?: GridNights }) => {
    const params = new URLSearchParams(search.toString());
    if (next.from) params.set("from", next.from);
    if (next.nights) params.set("nights", String(next.nights));
    router.push(`${pathname}?${params.toString()}`, { scroll: false });
  };

  const goTo = (claim: Claim) => {
    if (!claim.reservationId) return;
    const hidden = !shownIds.has(claim.campsiteId);
    if (hidden) setFilter(NO_FILTER);
    setFiltersCleared(hidden);
    focus.focusFound(claim.reservationId);
  };

  const onOpen = useCallback(
    (claim: Claim) => {
      if (claim.kind === "block") setBlockOpen(claim);
      if (claim.reservationId) router.push(`/admin/reservations/${claim.reservationId}?park=${park.slug}`);
    },
    [router, park.slug],
  );

  const backToStay = (changed: boolean) => {
    if (move) focus.afterDialog(move.reservationId, changed);
  };

  const windowWords = formatStayWithYear(from, to);

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Grid</h1>
        <ParkPicker parks={parks} value={park.slug} />
        <p className={consoleStyles.muted} style={{ margin: 0 }}>
          {windowWords}
        </p>
      </div>
      <div className={styles.controls}>
        <GridWindowControls from={from} nights={nightCount} today={today} onChange={go} />
        <GridFilterControls
          types={siteTypesOf(allSites)}
          filter={filter}
          shown={sites.length}
          total={allSites.length}
          onChange={(next) => {
            setFilter(next);
            setFiltersCleared(false);
          }}
        />
        <GridFind
          park={park}
          query={query}
          found={found}
          filtersCleared={filtersCleared}
          windowWords={windowWords}
          siteNameOf={(id) => siteById.get(id)?.name ?? "?"}
          onFind={(text) => {
            setQuery(text);
            const first = findStays(claims, text)[0];
            if (first) goTo(first);
            else setFiltersCleared(false);
          }}
          onGoTo={goTo}
        />
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <GridLegend />
      {grid.isError && (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(grid.error)}
        </Alert>
      )}
      <GridChart
        label={`Tape chart of ${park.name}, ${windowWords}: scrolls both ways`}
        sites={sites}
        claimsBySite={claimsBySite}
        nights={drawn.nights}
        from={drawn.from}
        today={today}
        loading={loading}
        foundIds={foundIds}
        siteById={siteById}
        onPropose={propose}
        onSelect={select}
        onOpen={onOpen}
      />
      <GridClaimsTable
        park={park}
        sites={sites}
        claimsBySite={claimsBySite}
        from={drawn.from}
        to={addDays(drawn.from, drawn.nights.length)}
        filtered={sites.length !== allSites.length}
      />

      <BlockForm park={park} sites={allSites} from={from} onBlocked={told("done")} />

      <GridMoveDialog
        move={move}
        onClose={() => {
          backToStay(false);
          setMove(null);
        }}
        onDone={(text) => {
          backToStay(true);
          told("done")(text);
        }}
        onRefused={(text) => {
          backToStay(true);
          told("refused")(text);
        }}
      />
      <GridSelectionDialog
        park={park}
        selection={selection}
        onClose={() => setSelection(null)}
        onBlocked={(text) => {
          setSelection(null);
          told("done")(text);
        }}
      />
      <GridRemoveBlockDialog
        block={blockOpen}
        siteName={blockOpen ? siteById.get(blockOpen.campsiteId)?.name : undefined}
        onClose={() => setBlockOpen(null)}
        onRemoved={(text) => {
          setBlockOpen(null);
          told("done")(text);
        }}
        onRefused={(text) => {
          setBlockOpen(null);
          told("refused")(text);
        }}
      />
    </>
  );
}
