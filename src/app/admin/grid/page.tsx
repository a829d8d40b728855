import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { gridNightsOf } from "@/features/staff/components/grid-claims";
import { GridScreen } from "@/features/staff/components/grid-screen";
import { isInDateRange, isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Grid" };

/** `/admin/grid?park=…&from=…&nights=7|14|31`: the reservation grid (tape chart) of a park, 14 nights by default. */
export default async function GridPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/grid", searchParams);
  if (!context.park) return <NoParks />;
  const asked = context.param("from");
  const from = asked && isIsoDate(asked) && isInDateRange(asked) ? asked : context.today;
  return (
    <GridScreen
      key={context.park.id}
      parks={context.parks}
      park={context.park}
      from={from}
      nights={gridNightsOf(context.param("nights"))}
      today={context.today}
    />
  );
}
