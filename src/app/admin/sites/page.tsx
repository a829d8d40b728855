import type { Metadata } from "next";
import { SitesScreen } from "@/features/setup/components/sites-screen";
import { NoParks } from "@/features/staff/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/staff/server";

export const metadata: Metadata = { title: "Sites" };

/** `/admin/sites?park=…`: a park's site types and sites, and their pins on the site map (ADMIN and above). */
export default async function SitesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/sites", searchParams, "ADMIN");
  if (!context.park) return <NoParks />;
  const inventory = await context.caller.admin.campsiteTypes.list({ parkId: context.park.id });
  return <SitesScreen parks={context.parks} park={context.park} initial={inventory} />;
}
