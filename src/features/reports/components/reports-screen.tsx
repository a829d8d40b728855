"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";

import { consoleStyles } from "@/features/console/client";
import { formatDate } from "@/lib/date-format";

import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { defaultRange, rangeProblem } from "../report-format";
import { GROUP_BYS, type GroupBy } from "../report-periods";
import { ArrivalsBody, CancellationsBody, OccupancyBody, PaceBody, RevenueBody } from "./report-bodies";
import { type ReportChoice, ReportFilters } from "./report-filters";
import { ReportSection } from "./report-section";

type Park = { id: string; slug: string; name: string };

type Asked = { from?: string; to?: string; groupBy?: string };

/**
 * The link's range and grouping when they make a report (`?from=…&to=…&groupBy=month`), else this month and the
 * two after it, by week.
 */
function firstChoice(parkId: string, asked: Asked, today: string): ReportChoice {
  const groupBy = GROUP_BYS.find((value) => value === asked.groupBy) ?? "week";
  const fits = asked.from && asked.to && rangeProblem(asked.from, asked.to) === null;
  return { parkId, ...(fits ? { from: asked.from!, to: asked.to! } : defaultRange(today)), groupBy };
}

/** The choice in the address bar, so a reload or a shared link shows the same report (no server round trip). */
function useChoiceInAddress(choice: ReportChoice, parks: Park[]) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const park = parks.find((candidate) => candidate.id === choice.parkId);
    if (park) params.set("park", park.slug);
    else params.delete("park");
    params.set("from", choice.from);
    params.set("to", choice.to);
    params.set("groupBy", choice.groupBy);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${params.toString()}`);
  }, [choice, parks]);
}

/** `/admin/reports`: occupancy, revenue, pace, arrivals and cancellations of a park or all of them, with CSV. */
export function ReportsScreen({
  parks,
  initialParkId,
  asked,
  today,
}: {
  parks: Park[];
  initialParkId: string;
  asked: Asked;
  today: string;
}) {
  const trpc = useTRPC();
  const [choice, setChoice] = useState<ReportChoice>(() => firstChoice(initialParkId, asked, today));
  useChoiceInAddress(choice, parks);
  const problem = rangeProblem(choice.from, choice.to);
  const range = useMemo(
    () =>
      problem
        ? null
        : { parkId: choice.parkId || undefined, from: choice.from, to: choice.to, groupBy: choice.groupBy },
    [problem, choice],
  );
  const options = { enabled: range !== null, placeholderData: keepPreviousData };
  const input = range ?? { from: today, to: today, groupBy: "day" as GroupBy };
  const siteNights = useQuery(trpc.admin.reports.occupancy.queryOptions(input, options));
  const pace = useQuery(trpc.admin.reports.pace.queryOptions(input, options));
  const arrivals = useQuery(trpc.admin.reports.arrivals.queryOptions(input, options));
  const cancellations = useQuery(trpc.admin.reports.cancellations.queryOptions(input, options));
  const serverErrors = formErrorOf(siteNights.error).fields;
  const where = parks.find((park) => park.id === choice.parkId)?.name ?? "all your parks";

  return (
    <>
      <div className={consoleStyles.pageHead}>
        <h1>Reports</h1>
      </div>
      <ReportFilters
        parks={parks}
        value={choice}
        onChange={setChoice}
        errors={{ from: serverErrors.from, to: problem ?? serverErrors.to }}
      />
      <p className="visually-hidden" role="status">
        {range && siteNights.data && !siteNights.isFetching
          ? `Showing ${where} from ${formatDate(range.from)} to ${formatDate(range.to)}, by ${range.groupBy}.`
          : ""}
      </p>

      <ReportSection
        report="occupancy"
        title="Occupancy"
        range={range}
        query={siteNights}
        intro="A site-night is occupied when a confirmed reservation claims it. Available site-nights are the active sites on the nights their park is open for their type (its seasons, less closed dates and closures)."
        Body={OccupancyBody}
      />
      <ReportSection
        report="revenue"
        title="Revenue"
        range={range}
        query={siteNights}
        intro="Room revenue: the nightly prices of confirmed stays, less their discounts, on the nights they fall on (add-ons, fees and taxes are not in it). ADR = room revenue ÷ occupied site-nights; RevPAR = room revenue ÷ available site-nights."
        Body={RevenueBody}
      />
      <ReportSection
        report="pace"
        title="Pace"
        range={range}
        query={pace}
        intro={
          pace.data
            ? `On the books today (${formatDate(pace.data.asOf)}) against what was on the books on ${formatDate(pace.data.lastYearAsOf)} for the same nights a year earlier. A stay counts from the day it was booked until the day it was cancelled.`
            : "On the books today against what was on the books a year ago for the same nights a year earlier."
        }
        Body={PaceBody}
      />
      <ReportSection
        report="arrivals"
        title="Arrivals and departures"
        range={range}
        query={arrivals}
        intro="Confirmed stays arriving and leaving on each day; for a range of a month or less, the stays themselves."
        Body={ArrivalsBody}
      />
      <ReportSection
        report="cancellations"
        title="Cancellations and refunds"
        range={range}
        query={cancellations}
        intro="Stays cancelled on each day (in the park's time zone) and what was refunded: on cancellations, and on changes re-priced lower by staff."
        Body={CancellationsBody}
      />
    </>
  );
}
