import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ReservationsScreen } from "@/features/staff/components/reservations-screen";
import { isIsoDate } from "@/lib/stay-dates";

export const metadata: Metadata = { title: "Reservations" };

const date = (value: string | undefined) => (value && isIsoDate(value) ? value : "");

/** `/admin/reservations?park=…&q=…&status=…&from=…&to=…`: find a park's reservations; the terms stay in the URL. */
export default async function ReservationsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/reservations", searchParams);
  if (!context.park) return <NoParks />;
  const status = context.param("status");
  return (
    <ReservationsScreen
      parks={context.parks}
      park={context.park}
      terms={{
        q: (context.param("q") ?? "").slice(0, 100),
        status: status === "confirmed" || status === "canceled" ? status : "",
        from: date(context.param("from")),
        to: date(context.param("to")),
      }}
    />
  );
}
