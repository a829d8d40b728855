"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { addDays, isIsoDate, nightsBetween } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import { GRID_MAX_NIGHTS } from "../staff-constants";
import type { Reservation } from "./reservation-types";

const natural = new Intl.Collator("en", { numeric: true });

/**
 * The park's sites for a stay's move, by type, for the nights asked (the stay's own nights while the dates are not
 * valid): the current site, accessible ones and those not free on the chosen nights marked.
 */
export function useSiteChoices(reservation: Reservation, start: string, end: string, siteId: string) {
  const trpc = useTRPC();
  const datesValid = isIsoDate(start) && isIsoDate(end) && end > start;
  const window =
    datesValid && nightsBetween(start, end) <= GRID_MAX_NIGHTS
      ? { from: start, to: end }
      : {
          from: reservation.arrival,
          to:
            nightsBetween(reservation.arrival, reservation.departure) <= GRID_MAX_NIGHTS
              ? reservation.departure
              : addDays(reservation.arrival, GRID_MAX_NIGHTS),
        };
  const grid = useQuery({
    ...trpc.admin.reservations.grid.queryOptions({ parkId: reservation.park.id, ...window }),
    placeholderData: keepPreviousData,
  });
  const choices = useMemo(() => {
    const sites = [...(grid.data?.campsites ?? [])].sort(
      (a, b) => natural.compare(a.campsiteTypeName, b.campsiteTypeName) || natural.compare(a.name, b.name),
    );
    const taken = new Set(
      (grid.data?.claims ?? [])
        .filter(
          (claim) =>
            claim.reservationId !== reservation.reservationId &&
            claim.start < window.to &&
            window.from < claim.end,
        )
        .map((claim) => claim.campsiteId),
    );
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const site of sites) {
      const notes = [
        site.id === reservation.site.id ? "current site" : null,
        site.accessible ? "accessible" : null,
        taken.has(site.id) ? "not free on these dates" : null,
      ].filter(Boolean);
      const items = groups.get(site.campsiteTypeName) ?? [];
      items.push({
        value: site.id,
        label: notes.length > 0 ? `${site.name} (${notes.join(", ")})` : site.name,
      });
      groups.set(site.campsiteTypeName, items);
    }
    if (sites.length === 0) {
      return [{ value: reservation.site.id, label: `${reservation.site.name} (current site)` }];
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [grid.data, reservation, window.from, window.to]);
  const siteName =
    grid.data?.campsites.find((site) => site.id === siteId)?.name ??
    (siteId === reservation.site.id ? reservation.site.name : "the chosen site");
  return { choices, siteName, failed: grid.isError };
}
