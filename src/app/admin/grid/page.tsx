import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { GridScreen } from "@/features/staff/components/grid-screen";
import { isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Grid" };

/** `/admin/grid?park=…&from=…`: the reservation grid (tape chart) of a park, two weeks at a time. */
export default async function GridPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/grid", searchParams);
  if (!context.park) return <NoParks />;
  const asked = context.param("from");
  const from = asked && isIsoDate(asked) ? asked : context.today;
  return <GridScreen parks={context.parks} park={context.park} from={from} />;
}
