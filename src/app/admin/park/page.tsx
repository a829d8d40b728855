import type { Metadata } from "next";
import { ParkScreen } from "@/features/setup/components/park-screen";
import { NoParks } from "@/features/staff/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/staff/server";

export const metadata: Metadata = { title: "Park details" };

/** `/admin/park?park=…`: a park's names, address, contact, times, policies and images (ADMIN and above). */
export default async function ParkDetailsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/park", searchParams, "ADMIN");
  if (!context.park) return <NoParks />;
  const park = await context.caller.admin.parks.get({ parkId: context.park.id });
  return <ParkScreen parks={context.parks} park={park} />;
}
