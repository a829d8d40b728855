import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { NewParkScreen } from "@/features/parks/components/new-park-screen";
import { ParkScreen } from "@/features/parks/components/park-screen";

export const metadata: Metadata = { title: "Park details" };

/**
 * `/admin/park?park=…`: a park's names, address, contact, times, policies and images (managers and above, within
 * their parks), and a closed park's setup checklist.
 */
export default async function ParkDetailsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/park", searchParams);
  // No park at all yet: one who works at every park starts the first.
  if (!context.park) return context.everyPark ? <NewParkScreen /> : <NoParks />;
  const park = await context.caller.admin.parks.get({ parkId: context.park.id });
  return <ParkScreen parks={context.parks} park={park} everyPark={context.everyPark} />;
}
