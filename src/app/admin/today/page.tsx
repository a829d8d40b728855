import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { TodayScreen } from "@/features/staff/components/today-screen";
import { isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Today" };

/** `/admin/today?park=…&date=…`: a park's arrivals, departures and guests in the park. */
export default async function TodayPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/today", searchParams);
  if (!context.park) return <NoParks />;
  const asked = context.param("date");
  const date = asked && isIsoDate(asked) ? asked : context.today;
  return <TodayScreen parks={context.parks} park={context.park} date={date} />;
}
