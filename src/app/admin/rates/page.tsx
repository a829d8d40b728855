import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { RatesScreen } from "@/features/rates/components/rates-screen";

export const metadata: Metadata = { title: "Rates" };

/** `/admin/rates`: a park's base rates night by night, edited in place with a preview of the guest's price. */
export default async function RatesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/rates", searchParams, "MANAGER");
  if (!context.park) return <NoParks />;
  return <RatesScreen parks={context.parks} park={context.park} today={context.today} />;
}
