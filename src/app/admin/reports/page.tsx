// The charts' styles load with this page only (the console's other pages have no charts).
import "@mantine/charts/styles.css";
import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ReportsScreen } from "@/features/reports/components/reports-screen";

export const metadata: Metadata = { title: "Reports" };

/**
 * `/admin/reports`: occupancy, revenue, ADR and RevPAR, pace, arrivals and departures, cancellations and refunds
 * of one park or all of the member's parks, each with its table and CSV (MANAGER and above).
 */
export default async function ReportsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/reports", searchParams, "MANAGER");
  if (context.parks.length === 0) return <NoParks />;
  const asked = context.param("park");
  return (
    <ReportsScreen
      parks={context.parks}
      initialParkId={asked && context.park?.slug === asked ? context.park.id : ""}
      asked={{ from: context.param("from"), to: context.param("to"), groupBy: context.param("groupBy") }}
      today={context.today}
    />
  );
}
