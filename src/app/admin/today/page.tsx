import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { ALL_PARKS, type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { TodayScreen } from "@/features/staff/components/today-screen";
import { isIsoDate, todayIn } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Today" };

/**
 * `/admin/today?park=…&date=…`: a park's arrivals, departures and guests in the park; `?park=all` shows every park
 * the member works at (on the first park's date unless one is asked).
 */
export default async function TodayPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/today", searchParams);
  if (!context.park) return <NoParks />;
  const everyPark = context.param("park") === ALL_PARKS && context.parks.length > 1;
  const asked = context.param("date");
  const date = asked && isIsoDate(asked) ? asked : context.today;
  const now = new Date();
  const todayByPark = Object.fromEntries(context.parks.map((park) => [park.id, todayIn(park.timeZone, now)]));
  const parks = context.parks.map(({ id, slug, name }) => ({ id, slug, name }));
  return (
    <TodayScreen
      parks={parks}
      park={everyPark ? null : { id: context.park.id, slug: context.park.slug, name: context.park.name }}
      date={date}
      todayByPark={todayByPark}
    />
  );
}
