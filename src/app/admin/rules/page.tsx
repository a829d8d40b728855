import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { RulesScreen } from "@/features/rates/components/rules-screen";

export const metadata: Metadata = { title: "Rules" };

/** `/admin/rules?park=…`: a park's availability rules, its stay rules by scope and its closures (managers and above, within their parks). */
export default async function RulesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/rules", searchParams);
  if (!context.park) return <NoParks />;
  return <RulesScreen parks={context.parks} park={context.park} />;
}
