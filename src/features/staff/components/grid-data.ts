"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { addDays } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import type { Claim, Park, Site } from "./grid-claims";
import { claimsBySiteOf } from "./grid-filters";

const natural = new Intl.Collator("en", { numeric: true });
const NO_SITES: Site[] = [];
const NO_CLAIMS: Claim[] = [];

/**
 * The grid of `nightCount` nights from `from` (`admin.reservations.grid`), sites by type then name. While the next
 * window loads, what is drawn stays the last window read (`drawn`: its nights, so bars keep their places).
 */
export function useGridData({ park, from, nightCount }: { park: Park; from: string; nightCount: number }) {
  const trpc = useTRPC();
  const to = addDays(from, nightCount);
  const grid = useQuery({
    ...trpc.admin.reservations.grid.queryOptions({ parkId: park.id, from, to }),
    placeholderData: keepPreviousData,
  });
  const drawn = useRef({ from, nightCount });
  if (grid.data && !grid.isPlaceholderData) drawn.current = { from, nightCount };
  const { from: drawnFrom, nightCount: drawnCount } = drawn.current;
  const nights = useMemo(
    () => Array.from({ length: drawnCount }, (_, index) => addDays(drawnFrom, index)),
    [drawnFrom, drawnCount],
  );
  const sites = useMemo(
    () =>
      [...(grid.data?.campsites ?? NO_SITES)].sort(
        (a, b) => a.campsiteTypeName.localeCompare(b.campsiteTypeName) || natural.compare(a.name, b.name),
      ),
    [grid.data],
  );
  const claims = grid.data?.claims ?? NO_CLAIMS;
  const claimsBySite = useMemo(() => claimsBySiteOf(claims), [claims]);
  const siteById = useMemo(() => new Map(sites.map((site) => [site.id, site])), [sites]);
  return {
    grid,
    to,
    /** The window on the chart now: its first night and its nights. */
    drawn: { from: drawnFrom, nights },
    loading: grid.isFetching && (grid.isPlaceholderData || !grid.data),
    sites,
    claims,
    claimsBySite,
    siteById,
  };
}
