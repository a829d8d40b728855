import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { SitesScreen } from "@/features/parks/components/sites-screen";

export const metadata: Metadata = { title: "Sites" };

/** `/admin/sites?park=…`: a park's site types and sites, and their pins on the site map (managers and above, within their parks). */
export default async function SitesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/sites", searchParams);
  if (!context.park) return <NoParks />;
  const inventory = await context.caller.admin.campsiteTypes.list({ parkId: context.park.id });
  return <SitesScreen parks={context.parks} park={context.park} initial={inventory} />;
}
