"use client";

import { keepPreviousData, useQueries } from "@tanstack/react-query";
import type { Equipment, Guests } from "@/features/availability/engine-types";
import { weekdayOf } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import {
  type ArrivalDay,
  arrivalDayLabel,
  calendarLegend,
  compactPrice,
  shownMonths,
} from "../arrival-calendar";
import styles from "./arrival-calendar.module.css";

/** Whose availability the date picker shows: a park, and the type the camper picked there if any. */
export type ArrivalCalendarFor = { parkId: string; campsiteTypeId?: string };

type ArrivalCalendarRequest = {
  target: ArrivalCalendarFor | undefined;
  /** Any date of the first month on screen. */
  firstShown: string;
  columns: number;
  nights: number;
  guests: Guests;
  equipment?: Equipment;
  /** Fetch only once the camper reaches for the picker. */
  enabled: boolean;
};

/**
 * Flexible dates (issue 17): for each arrival day of the months on screen, whether a stay of `nights` can start
 * there for this party and rig, and its lowest all-in price — one `booking.search.calendar` call per month.
 */
export function useArrivalCalendar(request: ArrivalCalendarRequest): Map<string, ArrivalDay> {
  const trpc = useTRPC();
  const { target } = request;
  const results = useQueries({
    queries: (target ? shownMonths(request.firstShown, request.columns) : []).map((month) => ({
      ...trpc.booking.search.calendar.queryOptions({
        parkId: target!.parkId,
        ...(target!.campsiteTypeId ? { campsiteTypeId: target!.campsiteTypeId } : {}),
        month,
        nights: request.nights,
        guests: request.guests,
        ...(request.equipment ? { equipment: request.equipment } : {}),
      }),
      enabled: request.enabled,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
      retry: false,
    })),
  });
  const days = new Map<string, ArrivalDay>();
  for (const result of results) for (const day of result.data ?? []) days.set(day.date, day);
  return days;
}

/** A tooltip near the calendar's left or right edge opens inwards, so it stays on a phone's screen. */
function tooltipEdge(date: string): "start" | "end" | undefined {
  const weekday = weekdayOf(date);
  if (weekday === 1 || weekday === 2) return "start";
  if (weekday === 6 || weekday === 0) return "end";
  return undefined;
}

/**
 * The picker's day cells for a calendar: the day's number with the stay's lowest price under it, or a struck-out
 * number and the reason (shown on hover and keyboard focus, and read out with the date). Days of the months
 * beside are hidden: their prices would read as this month's. A line above the months says the prices are the
 * whole stay's (Mantine's picker has no slot for it: CSS draws it from a custom property); each day's spoken
 * name says it too ("2 nights from $78.00").
 */
export function arrivalDayProps(days: Map<string, ArrivalDay>, nights: number) {
  return {
    hideOutsideDates: true,
    classNames: { day: styles.day, levelsGroup: styles.months },
    styles: { levelsGroup: { "--calendar-legend": JSON.stringify(calendarLegend(nights)) } },
    getDayAriaLabel: (date: string) => arrivalDayLabel(date, days.get(date), nights),
    getDayProps: (date: string) => {
      const day = days.get(date);
      if (!day) return {};
      return {
        "data-arrival": day.available ? "open" : "closed",
        // Drawn by CSS, so the button's visible text stays its day number, which its spoken name contains.
        "data-price": day.available && day.lowestTotal !== null ? compactPrice(day.lowestTotal) : "—",
        "data-tooltip-edge": tooltipEdge(date),
      };
    },
    renderDay: (date: string) => {
      const day = days.get(date);
      return (
        <>
          {Number(date.slice(8))}
          {day && !day.available && (
            <span className={styles.reason} aria-hidden>
              {day.reason ?? "Nothing free"}
            </span>
          )}
        </>
      );
    },
  };
}
