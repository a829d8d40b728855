import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { MessagesScreen } from "@/features/messages/components/messages-screen";
import { isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Messages" };

/**
 * `/admin/messages?park=…&date=…`: e-mail a day's arrivals (that day, today by default; Today links here), and the
 * park's confirmation, pre-arrival and thank-you templates.
 */
export default async function MessagesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/messages", searchParams, "MANAGER");
  if (!context.park) return <NoParks />;
  const asked = context.param("date");
  const arrivingOn = asked && isIsoDate(asked) ? asked : context.today;
  return <MessagesScreen parks={context.parks} park={context.park} arrivingOn={arrivingOn} />;
}
