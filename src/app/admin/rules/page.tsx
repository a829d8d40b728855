import type { Metadata } from "next";
import { RulesScreen } from "@/features/setup/components/rules-screen";
import { NoParks } from "@/features/staff/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/staff/server";

export const metadata: Metadata = { title: "Rules" };

/** `/admin/rules?park=…`: a park's availability rules, its stay rules by scope and its closures (ADMIN and above). */
export default async function RulesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/rules", searchParams, "ADMIN");
  if (!context.park) return <NoParks />;
  return <RulesScreen parks={context.parks} park={context.park} />;
}
