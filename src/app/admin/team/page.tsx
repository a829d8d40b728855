import type { Metadata } from "next";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { TeamScreen } from "@/features/staff/components/team-screen";

export const metadata: Metadata = { title: "Team" };

/** `/admin/team`: who works in the console, with their roles and parks; invite, change, remove (ADMIN and above). */
export default async function TeamPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/team", searchParams, "ADMIN");
  return <TeamScreen parks={context.parks} email={context.email} />;
}
