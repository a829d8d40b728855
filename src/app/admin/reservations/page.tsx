import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { ALL_PARKS, type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ReservationsScreen } from "@/features/staff/components/reservations-screen";
import { isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Reservations" };

const date = (value: string | undefined) => (value && isIsoDate(value) ? value : "");

/**
 * `/admin/reservations?park=…&q=…&status=…&from=…&to=…`: find a park's reservations, or every park's
 * (`?park=all`, for a member with more than one); the terms stay in the URL.
 */
export default async function ReservationsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/reservations", searchParams);
  if (!context.park) return <NoParks />;
  const status = context.param("status");
  const everyPark = context.param("park") === ALL_PARKS && context.parks.length > 1;
  return (
    <ReservationsScreen
      parks={context.parks}
      park={everyPark ? null : context.park}
      terms={{
        q: (context.param("q") ?? "").slice(0, 100),
        status: status === "confirmed" || status === "canceled" ? status : "",
        from: date(context.param("from")),
        to: date(context.param("to")),
      }}
    />
  );
}
