import type { Metadata } from "next";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { AuditScreen } from "@/features/staff/components/audit-screen";

export const metadata: Metadata = { title: "Audit log" };

/** `/admin/audit`: every staff change, newest first, by park, kind and date (managers and above, within their parks). */
export default async function AuditPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/audit", searchParams);
  return <AuditScreen parks={context.parks} />;
}
