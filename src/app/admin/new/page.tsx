import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { NewBookingScreen } from "@/features/staff/components/new-booking-screen";
import { addDays, isIsoDate } from "@/lib/stay-dates";
import { isTestGatewayActive } from "@/server/payments/payment-gateways";

export const metadata: Metadata = { title: "New booking" };

/** `/admin/new?park=…&site=…&start=…&end=…`: a walk-in or phone booking (the grid's selection fills it in). */
export default async function NewBookingPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/new", searchParams);
  if (!context.park) return <NoParks />;
  const start = context.param("start");
  const end = context.param("end");
  const stay =
    start && end && isIsoDate(start) && isIsoDate(end) && end > start
      ? { start, end }
      : { start: context.today, end: addDays(context.today, 1) };
  return (
    <NewBookingScreen
      key={`${context.park.id}:${stay.start}:${context.param("site") ?? ""}`}
      parks={context.parks}
      park={context.park}
      initial={{ ...stay, siteId: context.param("site") }}
      cardAtDesk={isTestGatewayActive()}
    />
  );
}
